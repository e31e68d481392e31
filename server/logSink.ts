/**
 * `/log`: analytics records from the browser (fetch or sendBeacon's text/plain), answered
 * at once and forwarded to the log host without cookies. A failure there is logged and
 * never reaches the visitor.
 */
import express, { type Router } from 'express';
import { LOG_PATH } from '../shared/api';
import type { Logger } from './logger';
import { requestIdOf } from './requestId';
import type { Upstreams } from './upstream';

export function logCollector({ upstreams, logger }: { upstreams: Upstreams; logger: Logger }): Router {
  const router = express.Router();
  router.post('/', express.json({ type: ['application/json', 'text/plain'], limit: '64kb' }), (req, res) => {
    res.status(204).end();
    const target = upstreams.log;
    target.pool
      .request({
        method: 'POST',
        path: target.basePath + LOG_PATH,
        headers: { 'content-type': 'application/json', 'x-request-id': requestIdOf(res) },
        body: JSON.stringify(req.body ?? {}),
        signal: AbortSignal.timeout(upstreams.timeoutMs),
      })
      .then((answer) => answer.body.dump())
      .catch((error: unknown) => logger.warn({ err: error }, 'analytics record not forwarded'));
  });
  return router;
}
