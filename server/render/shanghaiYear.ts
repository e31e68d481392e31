/**
 * The current year where the site's visitors and its company are: Beijing time, whatever
 * zone the server runs in (containers run in UTC, eight hours behind on New Year's night).
 * Computed on the server only and handed to the client in the page's data, so hydration
 * never meets a year the browser worked out in another zone.
 */
const beijingYear = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric' });

/**
 * Beijing keeps UTC+8 all year (no daylight saving time), so its year turns on a UTC hour:
 * worked out through Intl once an hour, not once a page (it was 1 % of an uncached render).
 */
const HOUR_MS = 3_600_000;
let known = { hour: Number.NaN, year: 0 };

export function shanghaiYear(now: Date = new Date()): number {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  if (hour !== known.hour) known = { hour, year: Number(beijingYear.formatToParts(now).find((part) => part.type === 'year')?.value) };
  return known.year;
}
