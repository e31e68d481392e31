/**
 * One keep-alive undici pool for the API host, one for the AI answer streams and a small
 * one for the log host (LOG_CONNECTIONS), each its own even when the hosts are one: a long
 * chat stream holds its connection for the whole answer, and a pool full of streams must
 * never leave a page's data, a lead or /readyz waiting for a connection. Every call goes
 * through ./upstreamCall.ts, whose deadline covers that wait.
 */
import { Pool } from 'undici';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import type { UpstreamHost } from '../../shared/api';
import { StreamSlots } from './streamSlots';

/** Longest silence allowed between two chunks of an AI answer before it counts as dead. */
export const STREAM_IDLE_TIMEOUT_MS = 30_000;
/** Connections to the API host; opened only when needed. */
const API_CONNECTIONS = 1024;
/** AI_MAX_STREAMS unless set: AI answer streams open at once, across all visitors. */
export const DEFAULT_MAX_STREAMS = 1000;
/**
 * The AI pool has this many connections beyond the stream cap: a stream's slot is given
 * back when its response closes, a moment before undici has the connection back, and the
 * next stream must not wait in the pool's queue meanwhile.
 */
const STREAM_POOL_HEADROOM = 16;
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
  /** The cap on AI answer streams open at once, below the AI pool's size. */
  streams: StreamSlots;
  /** Per-call timeout; the product's 20 s (docs/product.md#business-constants), shorter only in tests. */
  timeoutMs: number;
  /** Longest silence inside an AI answer stream; STREAM_IDLE_TIMEOUT_MS, shorter only in tests. */
  streamIdleMs: number;
  close(): Promise<void>;
}

function target(url: string, connections: number): UpstreamTarget {
  const parsed = new URL(url);
  const pool = new Pool(parsed.origin, { connections, keepAliveTimeout: KEEP_ALIVE_MS });
  return { pool, basePath: parsed.pathname.replace(/\/+$/, ''), url };
}

/** Pool sizes and the stream cap; smaller only in tests. */
export interface PoolLimits {
  apiConnections?: number;
  /** AI answer streams open at once; the AI pool gets STREAM_POOL_HEADROOM connections more. */
  maxStreams?: number;
}

export function createUpstreams(
  urls: { api: string; ai: string; log: string },
  timeoutMs: number = REQUEST_TIMEOUT_MS,
  streamIdleMs: number = STREAM_IDLE_TIMEOUT_MS,
  { apiConnections = API_CONNECTIONS, maxStreams = DEFAULT_MAX_STREAMS }: PoolLimits = {},
): Upstreams {
  const targets = { api: target(urls.api, apiConnections), ai: target(urls.ai, maxStreams + STREAM_POOL_HEADROOM), log: target(urls.log, LOG_CONNECTIONS) };
  return {
    ...targets,
    streams: new StreamSlots(maxStreams),
    timeoutMs,
    streamIdleMs,
    close: async () => {
      await Promise.all(Object.values(targets).map((t) => t.pool.close()));
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
