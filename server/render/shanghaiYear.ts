/**
 * The current year where the site's visitors and its company are: Beijing time, whatever
 * zone the server runs in (containers run in UTC, eight hours behind on New Year's night).
 * Computed on the server only and handed to the client in the page's data, so hydration
 * never meets a year the browser worked out in another zone.
 */
const beijingYear = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric' });

export function shanghaiYear(now: Date = new Date()): number {
  return Number(beijingYear.formatToParts(now).find((part) => part.type === 'year')?.value);
}
