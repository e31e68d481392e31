/**
 * One error path: a 404 for what nothing answered, then one error handler. Pages get an
 * HTML page, `/api` gets the JSON envelope; stacks never reach a visitor.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { API_PREFIX, LOG_PATH, type Envelope } from '../shared/api';
import { COMPLAINT_PATH } from '../shared/complaintLink';
import { COOPERATION_PATH } from '../shared/cooperation';
import { DEMO_PAGES } from '../shared/demos';
import { MESSAGES } from '../shared/messages';
import { errorPageHtml } from './render/errorPage';
import { pageRouteOf } from './render/pageRoute';
import type { Logger } from './ops/logger';
import { nonceOf } from './security/headers';

/** An error for next(): the error handler answers its status, as a page or an envelope. */
export function httpError(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/** The response envelope for answers the server itself produces. */
export function envelope(code: number, desc: string): Envelope {
  return { code, desc, resultCode: code, resultMsg: desc };
}

// Express routes paths in any letter case (/API/search is the search API): so does this choice.
const wantsJson = (req: Request) => req.path.toLowerCase().startsWith(`${API_PREFIX}/`) || req.path === LOG_PATH || !req.accepts('html');

/** A page exists only to be read: another method on its path is a 405, not a 404. */
const PAGE_METHODS = 'GET, HEAD';
/** ...but for the pages whose plain form posts to them (./render/cooperationForm.ts, ./compliance/complaintForm.ts, ./demos/demoForms.ts). */
const POSTED_PAGES: ReadonlySet<string> = new Set([COOPERATION_PATH, COMPLAINT_PATH, ...Object.values(DEMO_PAGES).map((page) => page.path)]);
const allowedOn = (path: string) => (POSTED_PAGES.has(path) ? `${PAGE_METHODS}, POST` : PAGE_METHODS);

/**
 * A 429 with its Chinese reason: the envelope for /api, the Chinese page for a page. Never
 * kept by a cache: the next request may well be answered.
 */
export const tooManyRequests =
  (desc: string): RequestHandler =>
  (req, res) => {
    res.status(429).set('Cache-Control', 'no-store');
    if (wantsJson(req)) return void res.json(envelope(429, desc));
    res.type('html').send(errorPageHtml(429, nonceOf(res) ?? ''));
  };

export function notFound(): RequestHandler {
  return (req, res) => {
    const status = pageRouteOf(req) ? 405 : 404;
    if (status === 405) res.set('Allow', allowedOn(req.path));
    if (wantsJson(req)) return void res.status(status).json(envelope(status, status === 405 ? MESSAGES.methodNotAllowed : MESSAGES.notFound));
    res
      .status(status)
      .type('html')
      .send(errorPageHtml(status, nonceOf(res) ?? ''));
  };
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return void res.end();
    if (wantsJson(req)) {
      const desc = status === 413 ? MESSAGES.tooLarge : status === 404 ? MESSAGES.notFound : status >= 500 ? MESSAGES.failed : MESSAGES.malformed;
      return void res.status(status).json(envelope(status, desc));
    }
    res
      .status(status >= 500 ? 500 : status)
      .type('html')
      .send(errorPageHtml(status >= 500 ? 500 : 404, nonceOf(res) ?? ''));
  };
}
