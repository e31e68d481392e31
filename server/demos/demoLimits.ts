/**
 * Each try-it panel's three limits, counted where the site's other limits are (Redis when
 * REDIS_URL is set, server/security/rateLimits.ts): per client IP a minute, over every run;
 * and, only over the runs that call the upstream (a cached preset costs it nothing), all
 * visitors together a minute and a budget for Shanghai's day, whose use /metrics shows.
 */
import type { Request, RequestHandler, Response } from 'express';
import { DEMO_MESSAGES, type DemoKind } from '../../shared/demos';
import { metricsOf } from '../ops/metrics';
import { RateLimited, type RateLimiters } from '../security/rateLimits';
import type { DemoSettings } from './demoConfig';
import type { DemoRefusal } from './demoOutcome';

const MINUTE_MS = 60_000;
/** The day's key outlives its day by an hour, so a clock a little off never starts a day twice. */
const DAY_WINDOW_MS = 25 * 3600_000;
const BUDGET_PROPERTY = 'demoBudget';

const shanghaiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Refused with its Chinese reason: the run says so its own way (an envelope, or the page). */
const refusedWith =
  (reason: DemoRefusal): RequestHandler =>
  (_req, _res, next) =>
    next(new DemoLimited(reason));

export class DemoLimited extends RateLimited {
  constructor(readonly reason: DemoRefusal) {
    super(DEMO_MESSAGES[reason]);
  }
}

export interface DemoLimits {
  /** Every run of the demo from one client. */
  perIp: RequestHandler;
  /**
   * Just before an upstream call: every visitor's calls this minute, then the day's budget.
   * Resolves null when it may go ahead (and reports the budget used), else the refusal.
   */
  beforeUpstream(req: Request, res: Response): Promise<DemoRefusal | null>;
}

export function demoLimits(kind: DemoKind, settings: DemoSettings, limits: RateLimiters): DemoLimits {
  const { perIpPerMinute, perMinute, perDay } = settings[kind];
  const perIp = limits.make({ limit: perIpPerMinute, windowMs: MINUTE_MS, prefix: `rl:demo:${kind}:ip:`, answer: refusedWith('busy') });
  const global = limits.make({ limit: perMinute, windowMs: MINUTE_MS, prefix: `rl:demo:${kind}:all:`, key: () => 'all', answer: refusedWith('busy') });
  const budget = limits.make({
    limit: perDay,
    windowMs: DAY_WINDOW_MS,
    prefix: `rl:demo:${kind}:day:`,
    key: () => shanghaiDay.format(new Date()),
    requestPropertyName: BUDGET_PROPERTY,
    answer: refusedWith('dailyBudget'),
  });
  /** The limit's refusal, or null when it passed. */
  const check = (limit: RequestHandler, req: Request, res: Response) =>
    new Promise<DemoRefusal | null>((resolve) => {
      void limit(req, res, (error?: unknown) => resolve(error instanceof DemoLimited ? error.reason : null));
    });
  return {
    perIp,
    async beforeUpstream(req, res) {
      const refused = (await check(global, req, res)) ?? (await check(budget, req, res));
      const used = (req as unknown as Record<string, { used?: number } | undefined>)[BUDGET_PROPERTY]?.used;
      if (typeof used === 'number') metricsOf(res)?.demoBudgetUsed(kind, Math.min(used, perDay));
      return refused;
    },
  };
}
