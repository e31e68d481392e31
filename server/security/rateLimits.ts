/**
 * Per-IP limits on what costs the upstream something: cooperation intents and withdrawals, AI questions,
 * AI streams held open at once, and analytics records; and on what costs this server's event
 * loop: site searches (/api/search and /search.html, one count) and pages rendered rather
 * than answered from the page cache. Counters live in Redis when
 * REDIS_URL is set, so replicas behind a load balancer share them; otherwise in this
 * process. The client's IP is Express's `req.ip`, which trusts X-Forwarded-For only as far
 * as TRUST_PROXY says.
 */
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { WITHDRAWAL_MESSAGES } from '../../shared/consent';
import { MESSAGES } from '../../shared/messages';
import type { RateLimitSettings } from '../config';
import { envelope, tooManyRequests } from '../errors';
import type { Logger } from '../ops/logger';
import { metricsOf } from '../ops/metrics';
import { StoreOutage } from './storeOutage';

const MINUTE_MS = 60_000;
/**
 * The concurrency counter is a window counter that every finished or aborted stream takes
 * back; the window only bounds how long a count can outlive a crashed replica.
 */
const STREAM_WINDOW_MS = 15 * MINUTE_MS;

export interface RateLimiters {
  intentions: RequestHandler;
  aiAsks: RequestHandler;
  concurrentStreams: RequestHandler;
  logRecords: RequestHandler;
  searches: RequestHandler;
  renders: RequestHandler;
  withdrawals: RequestHandler;
  complaints: RequestHandler;
  /** Another limiter counting in the same store as these (the try-it panels': server/demos/demoLimits.ts). */
  make(options: LimiterOptions): RequestHandler;
}

/** A store per limiter: each counts under its own prefix. */
export type StoreFactory = (prefix: string) => Store | undefined;

const pass: RequestHandler = (_req, _res, next) => next();

export interface LimiterOptions {
  /** 0: no limit. */
  limit: number;
  windowMs: number;
  /** What a client over the limit is answered. */
  answer: RequestHandler;
  prefix: string;
  /** Count requests open at once instead of requests per window. */
  concurrent?: boolean;
  /** What is counted: the client's IP unless given (one key for all visitors, a key a day). */
  key?: (req: Request) => string;
  /** Where the count is left on the request, for a limit whose use is reported (default `rateLimit`). */
  requestPropertyName?: string;
}

/** A refusal of a route that answers it itself, with its Chinese reason. */
export class RateLimited extends Error {
  readonly status = 429;
}

const ownRefusals = new WeakSet<Response>();

/**
 * The route answers a refusal of this request itself: the cooperation page's form, whose
 * visitor must get the page again (with what they typed), not an envelope. The limit then
 * passes the refusal on as a RateLimited error instead.
 */
export function answerRefusalsInRoute(res: Response): void {
  ownRefusals.add(res);
}

/** A 429 envelope with the Chinese reason, unless the route answers the refusal itself. */
const refuse =
  (desc: string): RequestHandler =>
  (_req, res, next) =>
    ownRefusals.has(res) ? next(new RateLimited(desc)) : void res.status(429).json(envelope(429, desc));

/**
 * A record over the limit is answered 204 like any other and counted as dropped. The
 * browser sends it with sendBeacon, which never reads the answer, or with a keepalive fetch
 * whose answer nothing reads either: neither would send it again, so a 429 would tell no
 * one anything, while Chrome would print it as a failed request in the visitor's console.
 */
const dropRecord: RequestHandler = (_req, res) => {
  metricsOf(res)?.analyticsDropped('rate_limited');
  res.status(204).end();
};

/** Where a limiter counts: its store, and the outage that watches it (./storeOutage.ts). */
interface Counting {
  store: StoreFactory;
  outage: StoreOutage;
}

function limiter(
  { limit, windowMs, answer, prefix, concurrent = false, key, requestPropertyName }: LimiterOptions,
  { store, outage }: Counting,
): RequestHandler {
  if (limit <= 0) return pass;
  return rateLimit({
    ...(key && { keyGenerator: key }),
    ...(requestPropertyName && { requestPropertyName }),
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: outage.watch(store(prefix)),
    // Both kinds of outcome give the count back: what is left counts only open streams.
    skipSuccessfulRequests: concurrent,
    skipFailedRequests: concurrent,
    // A store that cannot be reached must not take the site down with it; nor fill the log (once per outage).
    passOnStoreError: true,
    logger: outage.limiterLogger,
    // Without TRUST_PROXY the header is ignored on purpose (a visitor could write it).
    validate: { xForwardedForHeader: false },
    handler: answer,
  });
}

/**
 * Runs `limit` as a check inside a handler that decides late whether the request costs
 * anything (a page from the cache does not): true when it passes, false when it answered the
 * refusal itself (or the visitor left meanwhile).
 */
export function withinLimit(limit: RequestHandler, req: Request, res: Response): Promise<boolean> {
  return new Promise((resolve) => {
    const refused = () => resolve(false);
    res.once('close', refused);
    void limit(req, res, () => {
      res.off('close', refused);
      resolve(true);
    });
  });
}

export function rateLimiters(settings: RateLimitSettings, logger: Logger, stores: StoreFactory = () => undefined): RateLimiters {
  // One outage for all the limiters: they share one Redis, and its outage is logged once.
  const store: Counting = { store: stores, outage: new StoreOutage(logger) };
  return {
    intentions: limiter({ limit: settings.intentsPerMinute, windowMs: MINUTE_MS, answer: refuse(MESSAGES.tooManyIntentions), prefix: 'rl:intent:' }, store),
    aiAsks: limiter({ limit: settings.aiAsksPerMinute, windowMs: MINUTE_MS, answer: refuse(MESSAGES.tooManyAsks), prefix: 'rl:ask:' }, store),
    concurrentStreams: limiter(
      { limit: settings.concurrentStreams, windowMs: STREAM_WINDOW_MS, answer: refuse(MESSAGES.tooManyStreams), prefix: 'rl:streams:', concurrent: true },
      store,
    ),
    logRecords: limiter({ limit: settings.logRecordsPerMinute, windowMs: MINUTE_MS, answer: dropRecord, prefix: 'rl:log:' }, store),
    searches: limiter(
      { limit: settings.searchesPerMinute, windowMs: MINUTE_MS, answer: tooManyRequests(MESSAGES.tooManySearches), prefix: 'rl:search:' },
      store,
    ),
    renders: limiter({ limit: settings.rendersPerMinute, windowMs: MINUTE_MS, answer: tooManyRequests(MESSAGES.tooManyRenders), prefix: 'rl:render:' }, store),
    withdrawals: limiter(
      { limit: settings.withdrawalsPerMinute, windowMs: MINUTE_MS, answer: refuse(WITHDRAWAL_MESSAGES.tooMany), prefix: 'rl:withdraw:' },
      store,
    ),
    complaints: limiter(
      { limit: settings.complaintsPerMinute, windowMs: MINUTE_MS, answer: refuse(MESSAGES.tooManyComplaints), prefix: 'rl:complaint:' },
      store,
    ),
    make: (options) => limiter(options, store),
  };
}
