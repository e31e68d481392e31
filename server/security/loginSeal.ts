/**
 * Why a logged-in page is rendered: the login flag (`open_user_logined=1`, docs/product.md#login-state-and-console)
 * is a plain cookie anyone can send, and it takes a request past the page cache (and the edge,
 * deploy/nginx/edge.conf.template) to a full render for that visitor: a client sending it made
 * every request a render (55 pages a second where the cache serves 519). So the server renders
 * a personal page only for a session it has seen: when the session check it relays
 * (/api/.../currentUserInfo, which the browser runs on every route change while the flag is
 * set) answers a tenant, it sets this HMAC-signed cookie binding that tenant name and an
 * expiry. A flag without a valid seal gets the cached anonymous page, and the browser's check
 * puts the tenant in the header after hydration (client/visitor/VisitorContext.tsx) and brings
 * the seal, so from the next page on the header is right from the first byte.
 * The key is derived from AI_SIGNING_KEY, which only the server holds.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';
import { isRecord } from '../../shared/isRecord';
import { LOGGED_OUT, readLoginState, type LoginState } from '../../shared/loginState';
import { RecentlyUsed } from '../recentlyUsed';
import { secureCookies } from './cookiePolicy';

export const LOGIN_SEAL_COOKIE = 'zm_login_seal';
/** Short, as the browser re-checks on every route change and each check renews it: a session ended elsewhere stops rendering personal pages within the hour. */
const SEAL_TTL_MS = 60 * 60 * 1000;
/** Names this key's use, so the signing key's HMACs for the AI host can never be read as seals. */
const KEY_PURPOSE = 'zm-login-seal/v1';

export type LoginSealKey = Buffer;

export function loginSealKey(signingKey: string): LoginSealKey {
  return createHmac('sha256', signingKey).update(KEY_PURPOSE).digest();
}

const macOf = (key: LoginSealKey, expiresAt: number, tenantName: string) => createHmac('sha256', key).update(`${expiresAt}\n${tenantName}`).digest('base64url');

export function sealFor(key: LoginSealKey, tenantName: string, now: number): string {
  const expiresAt = now + SEAL_TTL_MS;
  return `${expiresAt}.${macOf(key, expiresAt, tenantName)}`;
}

/**
 * Seals whose MAC matched, with their tenant, per key: a logged-in visitor brings the same seal
 * with every page, and checking it cost more than the rest of a page from its template (a new
 * Hmac each time). Only a seal made here can enter, and its expiry is read from it on every use.
 */
const MATCHED_SEALS = 1024;
const matched = new WeakMap<LoginSealKey, RecentlyUsed<true>>();

/** True when `seal` (a cookie's value: cookie-parser may give any type) was made here for `tenantName` and has not expired. */
export function isSealed(key: LoginSealKey, seal: unknown, tenantName: string, now: number): boolean {
  if (typeof seal !== 'string') return false;
  const dot = seal.indexOf('.');
  const expiresAt = Number(seal.slice(0, dot));
  if (dot < 1 || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
  let seen = matched.get(key);
  if (!seen) matched.set(key, (seen = new RecentlyUsed(MATCHED_SEALS)));
  // The seal's length first: a decoded cookie may hold any character, and no other seal and name may spell the same id.
  const id = `${seal.length}:${seal}${tenantName}`;
  if (seen.get(id)) return true;
  const given = Buffer.from(seal.slice(dot + 1));
  const expected = Buffer.from(macOf(key, expiresAt, tenantName));
  const sealed = given.length === expected.length && timingSafeEqual(given, expected);
  if (sealed) seen.set(id, true);
  return sealed;
}

/** The visitor the login cookies name (as cookie-parser read them), believed only with the seal of a session the server has seen. */
export function sealedVisitor(key: LoginSealKey, cookies: Record<string, unknown>, now: number): LoginState {
  const state = readLoginState(cookies);
  return state.loggedIn && !isSealed(key, cookies[LOGIN_SEAL_COOKIE], state.tenantName, now) ? LOGGED_OUT : state;
}

/**
 * After the upstream's session check: the seal for the tenant it names, or none when it says
 * the session is over (the verdict is in data.code: docs/product.md#login-state-and-console).
 */
export function sealSessionAnswer(res: Response, key: LoginSealKey, answer: Record<string, unknown>, now = Date.now()): void {
  const data = answer.data;
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies(res) };
  if (answer.code !== 200 || !isRecord(data)) return;
  if (data.code === 200 && typeof data.tenantName === 'string') {
    res.cookie(LOGIN_SEAL_COOKIE, sealFor(key, data.tenantName, now), { ...options, maxAge: SEAL_TTL_MS });
  } else if (data.code !== undefined) {
    res.clearCookie(LOGIN_SEAL_COOKIE, options);
  }
}
