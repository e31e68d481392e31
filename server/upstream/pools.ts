/**
 * One keep-alive undici pool per upstream host, and a small one of its own for the log
 * host (LOG_CONNECTIONS). Every call carries the visitor's connection signal, so work for
 * a visitor who left is dropped.
 */
import { Pool } from 'undici';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import type { UpstreamHost } from '../../shared/api';

/** Longest silence allowed between two chunks of an AI answer before it counts as dead. */
export const STREAM_IDLE_TIMEOUT_MS = 30_000;
/**
 * An AI answer holds its connection for the whole answer (HTTP/1.1), so the cap bounds the
 * streams open at once across all visitors; connections are opened only when needed.
 */
const CONNECTIONS_PER_HOST = 1024;
/**
 * The log host gets a pool of its own, even when it is the API host: analytics records are
 * small, many and never awaited by a visitor, and a slow log host must only ever fill these
 * few connections, never the ones pages and /api calls need. Four carry some 400 records a
 * second from a log host answering in 10 ms; what waits beyond them is bounded by
 * server/upstream/analyticsCollector.ts.
 */
export const LOG_CONNECTIONS = 4;
const KEEP_ALIVE_MS = 10_000;

export interface UpstreamTarget {
  pool: Pool;
  /** Path prefix of the configured URL ('' for a bare origin). */
  basePath: string;
  url: string;
}

export interface Upstreams {
  api: UpstreamTarget;
  ai: UpstreamTarget;
  log: UpstreamTarget;
  /** Per-call timeout; SPEC.md's 20 s, shorter only in tests. */
  timeoutMs: number;
  /** Longest silence inside an AI answer stream; STREAM_IDLE_TIMEOUT_MS, shorter only in tests. */
  streamIdleMs: number;
  close(): Promise<void>;
}

function target(url: string, pools: Map<string, Pool>): UpstreamTarget {
  const parsed = new URL(url);
  let pool = pools.get(parsed.origin);
  if (!pool) {
    pool = new Pool(parsed.origin, { connections: CONNECTIONS_PER_HOST, keepAliveTimeout: KEEP_ALIVE_MS });
    pools.set(parsed.origin, pool);
  }
  return { pool, basePath: parsed.pathname.replace(/\/+$/, ''), url };
}

function logTarget(url: string): UpstreamTarget {
  const parsed = new URL(url);
  const pool = new Pool(parsed.origin, { connections: LOG_CONNECTIONS, keepAliveTimeout: KEEP_ALIVE_MS });
  return { pool, basePath: parsed.pathname.replace(/\/+$/, ''), url };
}

export function createUpstreams(
  urls: { api: string; ai: string; log: string },
  timeoutMs: number = REQUEST_TIMEOUT_MS,
  streamIdleMs: number = STREAM_IDLE_TIMEOUT_MS,
): Upstreams {
  const pools = new Map<string, Pool>();
  const log = logTarget(urls.log);
  return {
    api: target(urls.api, pools),
    ai: target(urls.ai, pools),
    log,
    timeoutMs,
    streamIdleMs,
    close: async () => {
      await Promise.all([...pools.values(), log.pool].map((p) => p.close()));
    },
  };
}

export function upstreamFor(upstreams: Upstreams, host: UpstreamHost): UpstreamTarget {
  return host === 'ai' ? upstreams.ai : upstreams.api;
}

export type FailureKind = 'timeout' | 'unreachable' | 'aborted' | 'invalid';

/** Sorts an undici error into what the visitor is told. */
export function classifyFailure(error: unknown): FailureKind {
  const code = (error as { code?: string })?.code ?? '';
  const name = (error as { name?: string })?.name ?? '';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || name === 'TimeoutError') return 'timeout';
  if (code === 'UND_ERR_ABORTED' || name === 'AbortError') return 'aborted';
  return 'unreachable';
}
