/**
 * `/log`: analytics records from the browser (sendBeacon's text/plain or a keepalive
 * fetch's JSON), answered 204 at once and forwarded to the log host without cookies.
 * Every POST gets the same 204, since a beacon never reads its answer; a record that is
 * not forwarded is counted in `analytics_records_dropped_total` by reason instead: over
 * the per-IP rate (server/security/rateLimits.ts), too large, empty, not a JSON object, past the
 * cap on forwards in flight, or failed at the log host. With the log host's own small
 * pool (server/upstream/pools.ts), these bound what a flood of records or a slow log host can
 * take: memory, sockets, and the connections that pages and /api calls need.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import { LOG_PATH } from '../../shared/api';
import { MESSAGES } from '../../shared/messages';
import { envelope } from '../errors';
import type { Logger } from '../ops/logger';
import { metricsOf, type AnalyticsDropReason } from '../ops/metrics';
import { requestIdOf } from '../ops/requestId';
import type { Upstreams } from './pools';
import { requestUpstream } from './upstreamCall';

/**
 * The page-view record the client sends (client/analytics/record.ts) is about 1.3 KB of
 * JSON: a WeChat user agent of some 250 characters, the page's URL, path and title (each
 * twice), the referrer and a few ids. A page URL and a referrer of 2 KB each, about the
 * longest URL that still works everywhere, bring it to 5.1 KB; 8 KB leaves room for that
 * and for a field or two more. A larger body is not a record this site's client sends.
 */
export const LOG_RECORD_LIMIT_BYTES = 8 * 1024;

/**
 * Forwards sent to the log host and not yet answered, on its connections or waiting for
 * one. A healthy log host answers in milliseconds and keeps this near zero; a slow or
 * unreachable one would otherwise gather every record posted meanwhile. Past the cap a
 * record is dropped rather than queued: at most 64 × 8 KB is held, and an analytics
 * record late by minutes is worth less than the server's memory.
 */
export const MAX_FORWARDS_IN_FLIGHT = 64;

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const CHARSET = /;\s*charset\s*=\s*"?([\w-]+)/i;

/** The body to forward as it came, or why it is not a record. */
function recordOf(req: Request): Buffer | AnalyticsDropReason {
  const body: unknown = req.body;
  if (!Buffer.isBuffer(body)) {
    // Not read: no body at all, or one of a content type no client of ours sends.
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    return hasBody ? 'unreadable' : 'empty';
  }
  if (body.length === 0) return 'empty';
  const charset = CHARSET.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return 'unreadable';
  let record: unknown;
  try {
    record = JSON.parse(UTF8.decode(body));
  } catch {
    return 'unreadable';
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return 'unreadable';
  return Object.keys(record).length === 0 ? 'empty' : body;
}

export interface LogCollectorOptions {
  upstreams: Upstreams;
  logger: Logger;
  /** The per-IP limit (server/security/rateLimits.ts), which drops a record over it. */
  limit: RequestHandler;
}

export function logCollector({ upstreams, logger, limit }: LogCollectorOptions): Router {
  const router = express.Router();
  // A beacon's answer says nothing worth keeping, and no cache in front may answer one for the log host.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  let inFlight = 0;
  // Raw, so that an empty or non-JSON body is told apart rather than parsed into {}; no
  // inflating, since no browser compresses a beacon and a small body must stay small.
  const readBody = express.raw({ type: ['application/json', 'text/plain'], limit: LOG_RECORD_LIMIT_BYTES, inflate: false });
  // A body that says it is too large is dropped unread (Node discards it after the answer):
  // body-parser would build an error, stack trace and all, for each post of a flood.
  const dropDeclaredTooLarge: RequestHandler = (req, res, next) => {
    if (!(Number(req.headers['content-length']) > LOG_RECORD_LIMIT_BYTES)) return next();
    metricsOf(res)?.analyticsDropped('too_large');
    res.status(204).end();
  };

  router.post('/', limit, dropDeclaredTooLarge, readBody, (req, res) => {
    res.status(204).end();
    const metrics = metricsOf(res);
    const record = recordOf(req);
    if (typeof record === 'string') {
      metrics?.analyticsDropped(record);
      return void logger.debug({ reason: record }, 'analytics record dropped');
    }
    if (inFlight >= MAX_FORWARDS_IN_FLIGHT) {
      metrics?.analyticsDropped('backlog');
      return void logger.debug({ inFlight }, 'analytics record dropped: the log host is behind');
    }
    inFlight += 1;
    const target = upstreams.log;
    requestUpstream(
      target,
      { method: 'POST', path: target.basePath + LOG_PATH, headers: { 'content-type': 'application/json', 'x-request-id': requestIdOf(res) }, body: record },
      { deadlineMs: upstreams.timeoutMs },
    )
      .then(async (answer) => {
        await answer.body.dump();
        if (answer.statusCode >= 400) {
          metrics?.analyticsDropped('log_host');
          logger.warn({ status: answer.statusCode }, 'analytics record refused by the log host');
        }
      })
      .catch((error: unknown) => {
        metrics?.analyticsDropped('log_host');
        logger.warn({ err: error }, 'analytics record not forwarded');
      })
      .finally(() => {
        inFlight -= 1;
      });
  });
  const dropUnreadable: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
    if (req.method !== 'POST' || req.path !== '/') return next(error);
    metricsOf(res)?.analyticsDropped(error.type === 'entity.too.large' ? 'too_large' : 'unreadable');
    logger.debug({ err: error }, 'analytics record dropped: unreadable');
    res.status(204).end();
  };
  router.use(dropUnreadable);
  router.all('/', (_req, res) => void res.status(405).set('Allow', 'POST').json(envelope(405, MESSAGES.methodNotAllowed)));
  return router;
}
