/**
 * `/log`: analytics records from the browser (fetch or sendBeacon's text/plain), answered
 * at once and forwarded to the log host without cookies. A failure there is logged and
 * never reaches the visitor; so is a record that is not JSON, too large or of another
 * type: it is dropped, and the answer is still 204 (a beacon cannot read it anyway).
 */
import express, { type ErrorRequestHandler, type Router } from 'express';
import { LOG_PATH } from '../shared/api';
import { MESSAGES } from '../shared/messages';
import { envelope } from './errors';
import type { Logger } from './logger';
import { requestIdOf } from './requestId';
import type { Upstreams } from './upstream';

export function logCollector({ upstreams, logger }: { upstreams: Upstreams; logger: Logger }): Router {
  const router = express.Router();
  router.post('/', express.json({ type: ['application/json', 'text/plain'], limit: '64kb' }), (req, res) => {
    res.status(204).end();
    let body: string;
    try {
      body = JSON.stringify(req.body ?? {});
    } catch (error) {
      return void logger.debug({ err: error }, 'analytics record dropped: cannot be written again');
    }
    const target = upstreams.log;
    target.pool
      .request({
        method: 'POST',
        path: target.basePath + LOG_PATH,
        headers: { 'content-type': 'application/json', 'x-request-id': requestIdOf(res) },
        body,
        signal: AbortSignal.timeout(upstreams.timeoutMs),
      })
      .then((answer) => answer.body.dump())
      .catch((error: unknown) => logger.warn({ err: error }, 'analytics record not forwarded'));
  });
  const dropUnreadable: ErrorRequestHandler = (error, req, res, next) => {
    if (req.method !== 'POST' || req.path !== '/') return next(error);
    logger.debug({ err: error }, 'analytics record dropped: unreadable');
    res.status(204).end();
  };
  router.use(dropUnreadable);
  router.all('/', (_req, res) => void res.status(405).set('Allow', 'POST').json(envelope(405, MESSAGES.methodNotAllowed)));
  return router;
}
