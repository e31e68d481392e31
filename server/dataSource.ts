/**
 * The server's data source for streamed sections: the upstream called directly (no
 * round trip through our own /api), with a deadline so a slow upstream turns into the
 * section's fallback rather than a page that never finishes.
 */
import type { Envelope } from '../shared/api';
import type { DataSource } from '../client/data/dataStore';
import { hasRenderableData } from './dataShapes';
import { readBody } from './forwarding';
import { sanitizeEnvelope } from './sanitize';
import { upstreamFor, type Upstreams } from './upstream';

/** A data section waits this long for the upstream during a server render (less when calls time out sooner). */
export const SSR_DATA_TIMEOUT_MS = 5000;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export function serverDataSource(upstreams: Upstreams, requestId: string): DataSource {
  return async ({ call, body, query }) => {
    const target = upstreamFor(upstreams, call.host);
    const search = query ? `?${new URLSearchParams(query)}` : '';
    const json = call.method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
    const answer = await target.pool.request({
      method: call.method,
      path: target.basePath + call.path + search,
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: json,
      signal: AbortSignal.timeout(Math.min(SSR_DATA_TIMEOUT_MS, upstreams.timeoutMs)),
    });
    const text = await readBody(answer.body, MAX_BODY_BYTES);
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('upstream answer is not an envelope');
    const { code, data } = parsed as { code?: unknown; data?: unknown };
    // The section's fallback rather than a render that throws on a field of the wrong type.
    if (code === 200 && !hasRenderableData(call.path, data)) throw new Error('upstream data does not have the shape the page renders');
    return sanitizeEnvelope(call.path, parsed as Record<string, unknown>) as unknown as Envelope;
  };
}
