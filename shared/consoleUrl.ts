/**
 * Builds links into the external console (login/register). With `redirect`, the console
 * is told to come back (`back=open`) to the given page of this site.
 */
export type ConsoleMode = 'login' | 'register';

export interface ConsoleUrlOptions {
  mode: ConsoleMode;
  params?: Record<string, string>;
  /** Absolute URL of the page to return to; must belong to `siteOrigin`. */
  redirect?: string;
  siteOrigin?: string;
}

export function buildConsoleUrl(consoleUrl: string, options: ConsoleUrlOptions): string {
  const url = new URL(consoleUrl);
  url.searchParams.set('mode', options.mode);
  for (const [key, value] of Object.entries(options.params ?? {})) url.searchParams.set(key, value);
  if (options.redirect && options.siteOrigin) {
    const target = new URL(options.redirect, options.siteOrigin);
    // Only ever send the console back to this site.
    if (target.origin === new URL(options.siteOrigin).origin) {
      url.searchParams.set('back', 'open');
      url.searchParams.set('redirect', target.href);
    }
  }
  return url.href;
}
