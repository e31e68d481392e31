/**
 * Cookies that reach the browser through us (the upstream's Set-Cookie on /api and the
 * console) get SameSite=Lax when they name no policy, and Secure in production or over
 * HTTPS. HttpOnly stays the upstream's call: the login flag and tenant name are read by
 * the page (docs/product.md#login-state-and-console), the session cookie is HttpOnly already.
 */
import type { Response } from 'express';

export function hardenSetCookie(cookie: string, secure: boolean): string {
  const attributes = cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
  let hardened = cookie;
  if (!attributes.some((a) => a.startsWith('samesite='))) hardened += '; SameSite=Lax';
  if (secure && !attributes.includes('secure')) hardened += '; Secure';
  return hardened;
}

/** Set by createApp from NODE_ENV; read here so every proxy applies the same policy. */
export function secureCookies(res: Response): boolean {
  if (res.app.locals.secureCookies === true) return true;
  // A request streamed upstream as a body (the console form) may have lost its socket.
  return res.req.socket ? res.req.secure : false;
}
