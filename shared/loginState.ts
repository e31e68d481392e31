/**
 * The login-state cookies (docs/product.md#login-state-and-console), read and written as plain strings so the
 * rules can be tested without a browser (client/visitor/browserCookies.ts does the document part).
 */
import { LOGIN_COOKIE, TENANT_COOKIE } from './loginCookies';

export interface LoginState {
  loggedIn: boolean;
  /** Decoded; empty when logged out. */
  tenantName: string;
}

export const LOGGED_OUT: LoginState = { loggedIn: false, tenantName: '' };

/** A `Cookie` header or `document.cookie`, values left as sent. The first of a repeated name wins. */
export function parseCookies(cookieHeader: string): Record<string, string> {
  // No prototype: a cookie named `__proto__` must stay a cookie.
  const cookies = Object.create(null) as Record<string, string>;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (name && !(name in cookies)) cookies[name] = pair.slice(eq + 1).trim();
  }
  return cookies;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Written by another site of the group with a different encoding: show it as it is.
    return value;
  }
}

/**
 * `cookies` may come from cookie-parser, which turns a value starting with `j:` into what its
 * JSON says (an object, a number): only a string is a cookie's value here, anything else is
 * no tenant name (an object's own `toString` could throw, and React cannot render one).
 */
export function readLoginState(cookies: Record<string, unknown>): LoginState {
  if (cookies[LOGIN_COOKIE] !== '1') return LOGGED_OUT;
  const tenant = cookies[TENANT_COOKIE];
  return { loggedIn: true, tenantName: typeof tenant === 'string' ? decode(tenant) : '' };
}

function cookieString(name: string, value: string, attributes: readonly string[]): string {
  return [`${name}=${value}`, ...attributes].join('; ');
}

/**
 * The `document.cookie` assignments that store `state`, in order; `domain` is the parent
 * domain the server worked out (shared/cookieDomain.ts), so the browser needs no suffix list. With a parent domain,
 * host-only copies are expired first: a stale one would shadow the shared cookie.
 */
export function loginCookieStrings(state: LoginState, domain: string | undefined, secure: boolean): string[] {
  const tail = ['SameSite=Lax', ...(secure ? ['Secure'] : [])];
  const scope = ['Path=/', ...(domain ? [`Domain=${domain}`] : [])];
  const expire = ['Max-Age=0'];

  const strings: string[] = [];
  if (domain) {
    strings.push(cookieString(LOGIN_COOKIE, '', ['Path=/', ...expire, ...tail]));
    strings.push(cookieString(TENANT_COOKIE, '', ['Path=/', ...expire, ...tail]));
  }
  if (state.loggedIn) {
    strings.push(cookieString(LOGIN_COOKIE, '1', [...scope, ...tail]));
    strings.push(cookieString(TENANT_COOKIE, encodeURIComponent(state.tenantName), [...scope, ...tail]));
  } else {
    // docs/product.md#login-state-and-console: the flag is reset to 0, the tenant name cleared.
    strings.push(cookieString(LOGIN_COOKIE, '0', [...scope, ...tail]));
    strings.push(cookieString(TENANT_COOKIE, '', [...scope, ...expire, ...tail]));
  }
  return strings;
}
