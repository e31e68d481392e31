/**
 * The mock console (login/register). Browsers reach it through the site's own origin, so
 * the cookies it sets belong to the site. It only ever sends a browser back to the site.
 */
import express, { Router, type CookieOptions, type Response } from 'express';
import { LOGIN_COOKIE, SESSION_COOKIE, TENANT_COOKIE } from '../../shared/api';
import type { ConsoleMode } from '../../shared/consoleUrl';
import { renderConsoleError, renderConsolePage } from '../consolePage';
import type { MockContext } from '../context';
import { isDemoTenant } from '../data/tenants';
import { SESSION_TTL_MS } from '../sessions';

const readMode = (value: unknown): ConsoleMode => (value === 'register' ? 'register' : 'login');
const readText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A same-origin target (relative ones resolve against the site), else the site's home page. */
export function safeRedirect(redirect: string, siteOrigin: string): string {
  const home = `${siteOrigin}/`;
  if (!redirect) return home;
  try {
    const target = new URL(redirect, home);
    return target.origin === siteOrigin ? target.href : home;
  } catch {
    return home;
  }
}

function sendHtml(res: Response, status: number, html: string, siteOrigin: string): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The form posts here and is redirected to the site, hence the site in form-action.
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${siteOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    })
    .send(html);
}

export function consoleRoutes(ctx: MockContext): Router {
  const router = Router();
  const parseForm = express.urlencoded({ extended: false, limit: '8kb' });
  const secure = ctx.siteOrigin.startsWith('https:');
  const visible: CookieOptions = { path: '/', sameSite: 'lax', secure, maxAge: SESSION_TTL_MS };

  router.get('/console', (req, res) => {
    const page = renderConsolePage({ mode: readMode(req.query.mode), redirect: readText(req.query.redirect), siteOrigin: ctx.siteOrigin });
    sendHtml(res, 200, page, ctx.siteOrigin);
  });

  router.post('/console/login', parseForm, (req, res) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    if (!isDemoTenant(form.tenant)) {
      sendHtml(res, 400, renderConsoleError('请选择页面上提供的演示租户后再登录。', ctx.siteOrigin), ctx.siteOrigin);
      return;
    }
    const token = ctx.sessions.create(form.tenant);
    // res.cookie encodes values with encodeURIComponent, which is what the site decodes.
    res.cookie(LOGIN_COOKIE, '1', visible);
    res.cookie(TENANT_COOKIE, form.tenant, visible);
    res.cookie(SESSION_COOKIE, token, { ...visible, httpOnly: true });
    res.redirect(303, safeRedirect(readText(form.redirect), ctx.siteOrigin));
  });

  router.post('/console/logout', parseForm, (req, res) => {
    ctx.sessions.destroy(req.cookies?.[SESSION_COOKIE]);
    const { maxAge: _maxAge, ...clear } = visible;
    for (const name of [LOGIN_COOKIE, TENANT_COOKIE]) res.clearCookie(name, clear);
    res.clearCookie(SESSION_COOKIE, { ...clear, httpOnly: true });
    const form = (req.body ?? {}) as Record<string, unknown>;
    res.redirect(303, safeRedirect(readText(form.redirect), ctx.siteOrigin));
  });

  return router;
}
