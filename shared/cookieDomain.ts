/**
 * The registrable domain the login cookies are shared on, from the Public Suffix List
 * (tldts). Worked out on the server and handed to the browser, which then needs no copy
 * of the list (it is larger than the rest of the app's code together).
 */
import { getDomain, parse } from 'tldts';

/**
 * The parent domain the login cookies are shared on, with its leading dot; undefined
 * where a Domain attribute would be refused (IP addresses, localhost, public suffixes).
 * Private suffixes count (`site.github.io` keeps its own name): browsers refuse a cookie
 * for `.github.io` just as for `.com`.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const options = { allowPrivateDomains: true };
  if (parse(hostname, options).isIp) return undefined;
  const domain = getDomain(hostname, options);
  return domain ? `.${domain}` : undefined;
}
