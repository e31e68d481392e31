/**
 * One JSON log line per request, keyed by the request id that is also sent upstream as
 * x-request-id. Only method, path, status, time and the client address are logged: no cookie,
 * no query string (it may hold a phone number), no body.
 *
 * Written with the app's pino logger when the response closes, not with pino-http: pino-http
 * makes a child logger for every request and serialises the request into its bindings up front,
 * even when the line is below the level and never written (about a twentieth of a millisecond
 * per page). Nothing here reads `req.log`, so the line is all that is needed of it.
 */
import type { RequestHandler } from 'express';
import { isOperationsPath } from './health';
import type { Logger } from './logger';
import { requestIdOf } from './requestId';
import { pathOf } from '../urlQuery';

/** What a request's line says of it, taken when it arrives. */
export interface RequestLine {
  id: string;
  method: string;
  path: string;
  ip: string | undefined;
}

/** Writes the request's line once its response closed: by Express (httpLogger) or by the page cache's fast path (server/render/cacheHitFastPath.ts). */
export function logRequestLine(logger: Logger, line: RequestLine, status: number, started: number, finished: boolean): void {
  const level = status >= 500 ? 'error' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  logger[level]({ req: line, res: { status }, responseTime: Date.now() - started }, finished ? 'request completed' : 'request aborted');
}

export function httpLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    // Probes and scrapes every few seconds would drown the visitors' lines.
    if (isOperationsPath(req.path)) return next();
    const started = Date.now();
    // Taken now: by 'close' the socket may be gone (undici sets req.socket = null once it has
    // streamed a request body upstream), and req.ip would throw outside any handler.
    const line: RequestLine = { id: requestIdOf(res), method: req.method, path: pathOf(req.originalUrl), ip: req.ip };
    // 'close' comes after 'finish' too, and alone when the visitor left before the end.
    res.once('close', () => logRequestLine(logger, line, res.statusCode, started, res.writableFinished));
    next();
  };
}
