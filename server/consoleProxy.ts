/**
 * With no external console configured, the mock upstream's console pages are served
 * through this origin, so the login cookies it sets belong to the site itself.
 */
import type { RequestHandler } from 'express';
import { abortOnClose, copyResponseHeaders, sendFailure, upstreamHeaders } from './forwarding';
import type { Logger } from './logger';
import type { Upstreams } from './upstream';

const CONSOLE_ROUTES = new Set(['GET /console', 'POST /console/login', 'POST /console/logout']);
/** The console page is plain HTML and a form: no scripts at all. */
const CONSOLE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function consoleProxy({ upstreams, logger }: { upstreams: Upstreams; logger: Logger }): RequestHandler {
  return async (req, res, next) => {
    if (!CONSOLE_ROUTES.has(`${req.method} ${req.path}`)) return next();
    const { pool, basePath } = upstreams.api;
    const visitor = abortOnClose(res);
    const deadline = AbortSignal.timeout(upstreams.timeoutMs);
    const contentType = req.get('content-type');
    try {
      const answer = await pool.request({
        method: req.method as 'GET' | 'POST',
        path: basePath + req.originalUrl,
        headers: upstreamHeaders(req, res, contentType ? { 'content-type': contentType } : {}),
        body: req.method === 'POST' ? req : undefined,
        signal: AbortSignal.any([visitor.signal, deadline]),
      });
      copyResponseHeaders(answer.headers, res, ['set-cookie', 'content-type', 'location', 'cache-control']);
      res.setHeader('Content-Security-Policy', CONSOLE_CSP);
      res.status(answer.statusCode);
      for await (const chunk of answer.body) res.write(chunk);
      res.end();
    } catch (error) {
      sendFailure(res, error, deadline.aborted, logger);
    }
  };
}
