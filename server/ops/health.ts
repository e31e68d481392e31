/** `/healthz`: the process is up. `/readyz`: the upstream answers, leads can be stored, and we are not stopping. */
import express, { type Router } from 'express';
import type { Upstreams } from '../upstream/pools';
import { requestUpstream } from '../upstream/upstreamCall';

const READY_PROBE_TIMEOUT_MS = 2000;

/** Where operators' probes look; neither logged per request nor counted as pages. (Metrics have a listener of their own.) */
export const OPERATIONS_PATHS = { health: '/healthz', ready: '/readyz' } as const;
export const isOperationsPath = (path: string): boolean => (Object.values(OPERATIONS_PATHS) as string[]).includes(path);

/** Where the rate-limit counters are: reported by /readyz, never a reason to refuse traffic. */
export type RateLimitStoreState = () => 'memory' | 'redis' | 'redis unreachable';

export interface Lifecycle {
  stopping: boolean;
  /** Aborted when the shutdown grace is over: open AI streams send a final event and end. */
  streamsEnd?: AbortSignal;
}

export function health({
  upstreams,
  lifecycle,
  rateLimitStore = () => 'memory',
  leadsStorable = () => true,
}: {
  upstreams: Upstreams;
  lifecycle: Lifecycle;
  rateLimitStore?: RateLimitStoreState;
  /** Whether the lead outbox takes writes (DATA_DIR writable, disk not full). */
  leadsStorable?: () => boolean;
}): Router {
  const router = express.Router();
  router.get(OPERATIONS_PATHS.health, (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' }));
  router.get(OPERATIONS_PATHS.ready, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.stopping) return void res.status(503).json({ status: 'stopping' });
    // A replica that cannot keep a lead must not be sent visitors who bring one.
    if (!leadsStorable()) return void res.status(503).json({ status: 'lead outbox not writable (DATA_DIR)' });
    try {
      const answer = await requestUpstream(upstreams.api, { method: 'GET', path: `${upstreams.api.basePath}/healthz` }, { deadlineMs: READY_PROBE_TIMEOUT_MS });
      await answer.body.dump();
      if (answer.statusCode >= 500) return void res.status(503).json({ status: 'upstream unhealthy' });
      res.json({ status: 'ready', rateLimitStore: rateLimitStore() });
    } catch {
      res.status(503).json({ status: 'upstream unreachable' });
    }
  });
  return router;
}
