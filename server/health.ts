/** `/healthz`: the process is up. `/readyz`: the upstream answers and we are not stopping. */
import express, { type Router } from 'express';
import type { Upstreams } from './upstream';

const READY_PROBE_TIMEOUT_MS = 2000;

export interface Lifecycle {
  stopping: boolean;
}

export function health({ upstreams, lifecycle }: { upstreams: Upstreams; lifecycle: Lifecycle }): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' }));
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.stopping) return void res.status(503).json({ status: 'stopping' });
    const { pool, basePath } = upstreams.api;
    try {
      const answer = await pool.request({
        method: 'GET',
        path: `${basePath}/healthz`,
        signal: AbortSignal.timeout(READY_PROBE_TIMEOUT_MS),
      });
      await answer.body.dump();
      if (answer.statusCode >= 500) return void res.status(503).json({ status: 'upstream unhealthy' });
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'upstream unreachable' });
    }
  });
  return router;
}
