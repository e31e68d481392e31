/**
 * Test and operator hooks under /__mock: fault knobs, session expiry, how many AI answers
 * are streaming now (a test sees the site close an answer's stream upstream), and the calls
 * being answered and those their caller gave up on (a test sees the site abort its reads). They
 * are never proxied by the site, so only whoever can reach the mock directly can use them.
 */
import express, { Router } from 'express';
import type { MockContext } from '../context';
import { failure, ok } from '../envelope';
import { parseFaultChange } from '../faults';
import { bodyOf } from '../paging';

export function adminRoutes(ctx: MockContext): Router {
  const router = Router();
  router.use(express.json({ limit: '4kb' }));

  router.get('/faults', (_req, res) => {
    res.json(ok(ctx.faults.settings));
  });

  router.post('/faults', (req, res) => {
    const change = parseFaultChange(bodyOf(req.body));
    if (typeof change === 'string') {
      res.status(400).json(failure(400, change));
      return;
    }
    res.json(ok(ctx.faults.update(change)));
  });

  router.delete('/faults', (_req, res) => {
    res.json(ok(ctx.faults.reset()));
  });

  router.get('/calls', (_req, res) => {
    res.json(ok(ctx.calls));
  });

  router.get('/streams', (_req, res) => {
    res.json(ok({ active: ctx.activeStreams.size }));
  });

  router.post('/sessions/expire', (_req, res) => {
    ctx.sessions.expireAll();
    res.status(204).end();
  });

  return router;
}
