/**
 * Per-IP limits on what costs the upstream something: cooperation intents, AI questions,
 * and AI streams held open at once. Counters live in Redis when REDIS_URL is set, so
 * replicas behind a load balancer share them; otherwise in this process. The client's IP
 * is Express's `req.ip`, which trusts X-Forwarded-For only as far as TRUST_PROXY says.
 */
import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { MESSAGES } from '../shared/messages';
import type { RateLimitSettings } from './config';
import { envelope } from './errors';

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
}

/** A store per limiter: each counts under its own prefix. */
export type StoreFactory = (prefix: string) => Store | undefined;

const pass: RequestHandler = (_req, _res, next) => next();

function limiter(limit: number, windowMs: number, desc: string, prefix: string, store: StoreFactory, concurrent = false): RequestHandler {
  if (limit <= 0) return pass;
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: store(prefix),
    // Both kinds of outcome give the count back: what is left counts only open streams.
    skipSuccessfulRequests: concurrent,
    skipFailedRequests: concurrent,
    // A store that cannot be reached must not take the site down with it.
    passOnStoreError: true,
    // Without TRUST_PROXY the header is ignored on purpose (a visitor could write it).
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => void res.status(429).json(envelope(429, desc)),
  });
}

export function rateLimiters(settings: RateLimitSettings, store: StoreFactory = () => undefined): RateLimiters {
  return {
    intentions: limiter(settings.intentsPerMinute, MINUTE_MS, MESSAGES.tooManyIntentions, 'rl:intent:', store),
    aiAsks: limiter(settings.aiAsksPerMinute, MINUTE_MS, MESSAGES.tooManyAsks, 'rl:ask:', store),
    concurrentStreams: limiter(settings.concurrentStreams, STREAM_WINDOW_MS, MESSAGES.tooManyStreams, 'rl:streams:', store, true),
  };
}
