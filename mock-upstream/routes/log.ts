/** The analytics sink (log host). navigator.sendBeacon posts JSON as text/plain, so both are read. */
import express, { Router } from 'express';
import { LOG_PATH } from '../../shared/api';
import type { MockContext } from '../context';
import { failure, ok } from '../envelope';
import { LOG_CAPACITY } from '../logStore';

const DEFAULT_LIST_LIMIT = 50;

function readLimit(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : DEFAULT_LIST_LIMIT;
  return Math.min(LOG_CAPACITY, Math.max(1, n));
}

export function logRoutes(ctx: MockContext): Router {
  const router = Router();
  const parseRecord = express.json({ limit: '64kb', type: ['application/json', 'application/*+json', 'text/plain'] });

  router.post(LOG_PATH, parseRecord, (req, res) => {
    if (req.body === undefined || req.body === null) {
      res.status(400).json(failure(400, '日志内容为空'));
      return;
    }
    ctx.logs.add(req.body);
    res.status(204).end();
  });

  router.get(LOG_PATH, (req, res) => {
    const list = ctx.logs.newest(readLimit(req.query.limit));
    res.json(ok({ list, total: ctx.logs.size }));
  });

  return router;
}
