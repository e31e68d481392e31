/**
 * The headers kept with a lead until it is delivered: those the upstream reads from a direct
 * forward (server/upstream/forwarding.ts), each bounded, and nothing else. A visitor's whole
 * header block is up to 16 KB, almost all of it cookies no lead needs: 2,000 leads stored
 * whole grew leads.db from 1.4 MB to 37 MB while the upstream was down.
 */
import { CLIENT_NAME_HEADER } from '../../shared/constants';
import { LOGIN_COOKIE, SESSION_COOKIE, TENANT_COOKIE } from '../../shared/loginCookies';
import { parseCookies } from '../../shared/loginState';

/**
 * Longest value kept for each header, by lower-case name. The cookie gets one cookie's worth
 * (RFC 6265 §6.1: 4096 bytes), enough for the session that tells the upstream whose company
 * a lead is; the others are generous for what browsers and this server send.
 */
const KEPT_HEADERS = new Map<string, number>([
  ['cookie', 4096],
  ['user-agent', 512],
  ['accept-language', 128],
  ['x-forwarded-for', 64],
  ['x-forwarded-proto', 8],
  ['x-request-id', 128],
  [CLIENT_NAME_HEADER.toLowerCase(), 64],
]);

/** The cookies that say who is logged in go first when the cookie header must be cut. */
const LOGIN_COOKIES = [SESSION_COOKIE, LOGIN_COOKIE, TENANT_COOKIE];

/** Whole cookies only, the login ones first, then the rest in the order sent, while they fit. */
function boundedCookie(header: string, limit: number): string {
  if (header.length <= limit) return header;
  const cookies = parseCookies(header);
  const names = [...LOGIN_COOKIES.filter((name) => name in cookies), ...Object.keys(cookies).filter((name) => !LOGIN_COOKIES.includes(name))];
  const kept: string[] = [];
  let length = 0;
  for (const name of names) {
    const pair = `${name}=${cookies[name]}`;
    const added = pair.length + (kept.length ? 2 : 0);
    if (length + added > limit) continue;
    kept.push(pair);
    length += added;
  }
  return kept.join('; ');
}

export function leadHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const limit = KEPT_HEADERS.get(name.toLowerCase());
    if (limit === undefined) continue;
    const bounded = name.toLowerCase() === 'cookie' ? boundedCookie(value, limit) : value.slice(0, limit);
    if (bounded) kept[name] = bounded;
  }
  return kept;
}
