/**
 * With no external console configured, the mock upstream's console pages are served
 * through this origin, so the login cookies it sets belong to the site itself.
 */
import express, { type RequestHandler } from 'express';
import { MESSAGES } from '../../shared/messages';
import { errorPageHtml } from '../render/errorPage';
import { envelope } from '../errors';
import { abortOnClose, copyResponseHeaders, sendFailure, upstreamHeaders } from './forwarding';
import type { Logger } from '../ops/logger';
import { isSameOrigin } from '../security/sameOrigin';
import { nonceOf } from '../security/headers';
import type { Upstreams } from './pools';
import { searchOf } from '../urlQuery';
import { requestUpstream, UpstreamDeadline } from './upstreamCall';

/** What the console answers: its page, and the login and logout forms. */
export const CONSOLE_ROUTES = ['GET /console', 'POST /console/login', 'POST /console/logout'] as const;
const consoleRoutes = new Set<string>(CONSOLE_ROUTES);
/** The console page is plain HTML and a form: no scripts at all. */
const CONSOLE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
/** A login form holds a name and a password: a few hundred bytes. */
export const CONSOLE_FORM_LIMIT = '8kb';

/**
 * The body is read here, whole and bounded, rather than streamed to undici: once undici has
 * consumed a request it sets `req.socket` to null, and anything that later asks for the
 * client's address (the request log, secure-cookie checks) would throw outside any handler.
 */
const readForm = express.raw({ type: () => true, limit: CONSOLE_FORM_LIMIT });

export function consoleProxy({ upstreams, logger, siteUrl }: { upstreams: Upstreams; logger: Logger; siteUrl: string }): RequestHandler {
  const forward: RequestHandler = async (req, res) => {
    const target = upstreams.api;
    const visitor = abortOnClose(res);
    const contentType = req.get('content-type');
    try {
      const answer = await requestUpstream(
        target,
        {
          method: req.method as 'GET' | 'POST',
          // The path and query only: an absolute-form request target (`GET http://other/console`)
          // must not go upstream as it came, naming a host of the visitor's choosing.
          path: target.basePath + req.path + searchOf(req.originalUrl),
          headers: upstreamHeaders(req, res, contentType ? { 'content-type': contentType } : {}),
          body: req.method === 'POST' && Buffer.isBuffer(req.body) ? req.body : undefined,
        },
        { deadlineMs: upstreams.timeoutMs, signal: visitor.signal },
      );
      copyResponseHeaders(answer.headers, res, ['set-cookie', 'content-type', 'location', 'cache-control']);
      res.setHeader('Content-Security-Policy', CONSOLE_CSP);
      res.status(answer.statusCode);
      for await (const chunk of answer.body) res.write(chunk);
      res.end();
    } catch (error) {
      sendFailure(res, error, error instanceof UpstreamDeadline, logger);
    }
  };
  return (req, res, next) => {
    if (!consoleRoutes.has(`${req.method} ${req.path}`)) return next();
    if (req.method !== 'POST') return void forward(req, res, next);
    if (!isSameOrigin(req, siteUrl)) {
      res.status(403).set('Cache-Control', 'no-store');
      if (req.accepts('html')) return void res.type('html').send(errorPageHtml(403, nonceOf(res) ?? ''));
      return void res.json(envelope(403, MESSAGES.crossSite));
    }
    readForm(req, res, (error?: unknown) => (error ? next(error) : void forward(req, res, next)));
  };
}
