/**
 * Prometheus metrics (prom-client) at /metrics: request durations by route, upstream
 * errors by kind, open AI streams, page-cache results, analytics records dropped by
 * reason, and Node's own process metrics.
 * One registry per app, so tests and several apps in one process do not mix counts.
 * Route labels come from the route table and the API allow-list only: a visitor's random
 * path can never create a new time series.
 */
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API, API_PREFIX, LOG_PATH } from '../../shared/api';
import { SEARCH_CALL } from '../../shared/search';
import { DEMO_API, type DemoKind } from '../../shared/demos';
import { isOperationsPath } from './health';
import type { PageCache } from '../render/pageCache';
import type { LeadRejection, OutboxEvents } from '../leads/outbox';
import type { OutboxStats } from '../leads/leadStore';
import { pageRouteOf } from '../render/pageRoute';

const UPSTREAM_ERROR_KINDS = ['timeout', 'unreachable', 'bad_answer', 'stream_broken', 'page_data'] as const;
export type UpstreamErrorKind = (typeof UPSTREAM_ERROR_KINDS)[number];

/**
 * Why an analytics record sent to /log never reached the log host: over the per-IP rate,
 * over the size cap, empty, not a JSON object, over the cap on forwards in flight, or
 * failed at the log host.
 */
export const ANALYTICS_DROP_REASONS = ['rate_limited', 'too_large', 'empty', 'unreadable', 'backlog', 'log_host'] as const;
export type AnalyticsDropReason = (typeof ANALYTICS_DROP_REASONS)[number];

const LEAD_REJECTIONS: readonly LeadRejection[] = ['outbox_full', 'not_stored'];

/** Each call of the allow-list (and the search this server answers) by its name: an alert names `intentionSubmit`, not a path. */
const apiCallNames = new Map<string, string>([...Object.entries(API).map(([name, call]) => [call.path, name] as const), [SEARCH_CALL.path, 'search']]);

/** The try-it panels' endpoints (server/demos/), audio files included: `api:demo_tts`… */
const demoLabel = (path: string) => (['tts', 'asr', 'review'] as const).find((kind) => path === DEMO_API[kind] || path.startsWith(`${DEMO_API[kind]}/`));

export function routeLabel(req: Request): string {
  const path = req.path;
  const demo = demoLabel(path);
  if (demo) return `api:demo_${demo}`;
  if (path.startsWith(`${API_PREFIX}/`)) return `api:${apiCallNames.get(path.slice(API_PREFIX.length)) ?? 'unknown'}`;
  if (path === LOG_PATH) return 'log';
  if (path.startsWith('/assets/')) return 'assets';
  if (isOperationsPath(path)) return path.slice(1);
  const route = pageRouteOf(req);
  return route ? `page:${route.kind}` : 'other';
}

/**
 * HTTP's own methods (RFC 9110 and PATCH). Node's parser also accepts WebDAV's and others
 * (PROPFIND, MKCOL, M-SEARCH…), each of which would add a series per route and status: one
 * value for them all.
 */
const METHOD_LABELS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH']);
const methodLabel = (method: string) => (METHOD_LABELS.has(method) ? method : 'other');

export class Metrics {
  readonly registry = new Registry();
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the end of the response, by route and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly upstreamErrors = new Counter({
    name: 'upstream_errors_total',
    help: 'Upstream calls that failed, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly analyticsDrops = new Counter({
    name: 'analytics_records_dropped_total',
    help: 'Analytics records /log answered but did not forward to the log host, by reason.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly streams = new Gauge({ name: 'ai_streams_active', help: 'AI answer streams open now.', registers: [this.registry] });
  private readonly streamsRefused = new Counter({
    name: 'ai_streams_refused_total',
    help: 'AI questions answered 429 because AI_MAX_STREAMS streams were open already.',
    registers: [this.registry],
  });
  private readonly cacheResults = new Counter({
    name: 'page_cache_requests_total',
    help: 'Page requests by cache result: hit, miss (rendered, then stored) or bypass (logged in or not cacheable).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  private readonly leadsDelivered = new Counter({
    name: 'leads_delivered_total',
    help: 'Leads the upstream took from the outbox.',
    registers: [this.registry],
  });
  private readonly leadsRetried = new Counter({
    name: 'leads_retries_total',
    help: 'Lead deliveries that failed and were scheduled again.',
    registers: [this.registry],
  });
  private readonly leadsDead = new Counter({
    name: 'leads_dead_letter_total',
    help: 'Leads moved to the dead letters (refused later by the upstream, or too old): each needs a person.',
    registers: [this.registry],
  });
  private readonly leadsRejected = new Counter({
    name: 'leads_rejected_total',
    help: 'Valid leads not taken, answered 503: the outbox was full (outbox_full) or the disk refused them (not_stored).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly demoRuns = new Counter({
    name: 'demo_runs_total',
    help: 'Runs of the try-it panels (the JSON call and the form alike), by demo and outcome (ok, refused, upstream_error) and its reason.',
    labelNames: ['demo', 'outcome', 'reason'] as const,
    registers: [this.registry],
  });
  private readonly demoBudget = new Gauge({
    name: 'demo_budget_used',
    help: "Upstream calls of a try-it panel counted against today's budget (DEMO_<KIND>_PER_DAY), as last seen by this replica.",
    labelNames: ['demo'] as const,
    registers: [this.registry],
  });

  /** One run of a try-it panel: never its text or audio, only what came of it. */
  demoRun(demo: DemoKind, outcome: 'ok' | 'refused' | 'upstream_error', reason = ''): void {
    this.demoRuns.inc({ demo, outcome, reason });
  }

  demoBudgetUsed(demo: DemoKind, used: number): void {
    this.demoBudget.set({ demo }, used);
  }

  /** The outbox's depth and age, read at each scrape; set by server/index.ts once the outbox is open. */
  private outboxStats: () => OutboxStats = () => ({ depth: 0, oldestReceivedAt: null, bytes: 0 });

  /** What the lead outbox reports to these counters. */
  readonly outboxEvents: OutboxEvents = {
    delivered: () => this.leadsDelivered.inc(),
    retried: () => this.leadsRetried.inc(),
    deadLettered: () => this.leadsDead.inc(),
    rejected: (reason) => this.leadsRejected.inc({ reason }),
  };

  watchOutbox(stats: () => OutboxStats): void {
    this.outboxStats = stats;
  }

  private readonly complaintsDead = new Counter({
    name: 'complaints_dead_letter_total',
    help: 'Complaints (投诉举报) moved to the dead letters of complaints.db: each needs a person.',
    registers: [this.registry],
  });
  private complaintStats: () => OutboxStats = () => ({ depth: 0, oldestReceivedAt: null, bytes: 0 });
  /** What the complaint outbox (server/compliance/complaintDesk.ts) reports: its dead letters; its backlog shows in its age. */
  readonly complaintOutboxEvents: OutboxEvents = { delivered() {}, retried() {}, deadLettered: () => this.complaintsDead.inc(), rejected() {} };

  watchComplaintOutbox(stats: () => OutboxStats): void {
    this.complaintStats = stats;
  }

  /** Whether the rate limits are enforced now: their store answers (memory always; Redis while connected). */
  private rateLimitStoreUp: () => boolean = () => true;

  watchRateLimitStore(up: () => boolean): void {
    this.rateLimitStoreUp = up;
  }

  constructor(cache?: PageCache) {
    collectDefaultMetrics({ register: this.registry });
    const outbox = () => this.outboxStats();
    const limitsUp = () => this.rateLimitStoreUp();
    new Gauge({
      name: 'rate_limit_store_up',
      help: '1 while the rate-limit counters answer (memory, or Redis connected); 0 while limits are not enforced (Redis away).',
      registers: [this.registry],
      collect() {
        this.set(limitsUp() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'leads_outbox_depth',
      help: 'Leads stored and not yet delivered to the upstream.',
      registers: [this.registry],
      collect() {
        this.set(outbox().depth);
      },
    });
    new Gauge({
      name: 'leads_outbox_oldest_age_seconds',
      help: 'Age of the oldest undelivered lead (0 when none waits).',
      registers: [this.registry],
      collect() {
        const oldest = outbox().oldestReceivedAt;
        this.set(oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
      },
    });
    new Gauge({
      name: 'leads_outbox_bytes',
      help: "Bytes of the undelivered leads' payloads and headers, what LEADS_OUTBOX_MAX_MB caps.",
      registers: [this.registry],
      collect() {
        this.set(outbox().bytes);
      },
    });
    const complaints = () => this.complaintStats();
    new Gauge({
      name: 'complaints_outbox_oldest_age_seconds',
      help: 'Age of the oldest undelivered complaint (0 when none waits).',
      registers: [this.registry],
      collect() {
        const oldest = complaints().oldestReceivedAt;
        this.set(oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
      },
    });
    new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes held by the page cache.',
      registers: [this.registry],
      collect() {
        this.set(cache?.stats().bytes ?? 0);
      },
    });
    // Every kind shows from the start, at 0, so alerts on rate() work before the first failure.
    for (const kind of UPSTREAM_ERROR_KINDS) this.upstreamErrors.inc({ kind }, 0);
    for (const reason of ANALYTICS_DROP_REASONS) this.analyticsDrops.inc({ reason }, 0);
    for (const reason of LEAD_REJECTIONS) this.leadsRejected.inc({ reason }, 0);
  }

  analyticsDropped(reason: AnalyticsDropReason): void {
    this.analyticsDrops.inc({ reason });
  }

  upstreamError(kind: UpstreamErrorKind): void {
    this.upstreamErrors.inc({ kind });
  }

  streamRefused(): void {
    this.streamsRefused.inc();
  }

  /** Counts a stream as open until the returned function is called (once). */
  streamOpened(): () => void {
    this.streams.inc();
    let open = true;
    return () => {
      if (open) this.streams.dec();
      open = false;
    };
  }

  /** Times every request and counts page-cache results; makes the metrics reachable from handlers. */
  observe(): RequestHandler {
    return (req, res, next) => {
      res.locals.metrics = this;
      const stop = this.durations.startTimer();
      // Labelled now, before a mounted router rewrites req.url and while the socket is there.
      const labels = { method: methodLabel(req.method), route: routeLabel(req) };
      res.once('close', () => {
        stop({ ...labels, status: String(res.statusCode) });
        const cache = res.getHeader('X-Page-Cache');
        if (typeof cache === 'string') this.cacheResults.inc({ result: cache });
      });
      next();
    };
  }

  /** A page the cache's fast path answered (server/render/cacheHitFastPath.ts), once it closed: counted as observe() counts one Express answered. */
  fastHit(method: string, route: string, status: number, result: string, seconds: number): void {
    this.durations.observe({ method: methodLabel(method), route, status: String(status) }, seconds);
    this.cacheResults.inc({ result });
  }

  endpoint(): RequestHandler {
    return async (_req, res) => {
      res.set('Content-Type', this.registry.contentType).set('Cache-Control', 'no-store');
      res.send(await this.registry.metrics());
    };
  }
}

export function metricsOf(res: Response): Metrics | undefined {
  return (res.locals as { metrics?: Metrics }).metrics;
}
