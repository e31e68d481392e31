/**
 * The server's data source for streamed sections: the upstream called directly (no
 * round trip through our own /api), with a deadline so a slow upstream turns into the
 * section's fallback rather than a page that never finishes.
 *
 * Identical reads in flight at the same moment share one upstream call: these reads carry
 * nothing of the visitor (no cookie, no login), so every page rendering at that moment
 * would get the same answer, and a burst of visitors (a link shared widely, the page cache
 * cold after a deploy) costs the upstream one call per distinct read instead of one per
 * visitor. Nothing is kept once the call settles: a later read calls again. A read whose
 * every waiting visitor has left is aborted, so a crowd that gives up costs no upstream work.
 */
import type { Envelope } from '../../shared/api';
import { dataKey, type DataRequest, type DataSource } from '../../shared/dataRequest';
import { HOST_HEADERS, readBody } from './forwarding';
import { unrenderableData } from './renderableData';
import { sanitizeEnvelope } from '../security/sanitize';
import { upstreamFor, type Upstreams } from './pools';
import { requestUpstream } from './upstreamCall';

/** A data section waits this long for the upstream during a server render (less when calls time out sooner). */
export const SSR_DATA_TIMEOUT_MS = 5000;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** One upstream read shared by every render waiting on it. */
interface SharedRead {
  answer: Promise<Envelope>;
  /** Renders still waiting on it: at 0 (all their visitors left) the read is aborted. */
  waiters: number;
  controller: AbortController;
}

const inFlight = new WeakMap<Upstreams, Map<string, SharedRead>>();

/**
 * `left`: aborted when this render's visitor leaves; its reads then stop waiting, and a read
 * no other render waits on any more is aborted upstream. Without it (the cache's refills,
 * the search index) the reads run to their end.
 */
export function serverDataSource(upstreams: Upstreams, requestId: string, left?: AbortSignal): DataSource {
  const shared = inFlight.get(upstreams) ?? new Map<string, SharedRead>();
  inFlight.set(upstreams, shared);
  return (request) => {
    if (left?.aborted) return Promise.reject(left.reason);
    const key = `${request.call.host} ${dataKey(request)}`;
    let read = shared.get(key);
    if (!read) {
      const controller = new AbortController();
      // The first reader's request id goes upstream; the others' logs name the same call.
      const answer = fetchEnvelope(upstreams, requestId, request, controller.signal).finally(() => {
        if (shared.get(key) === read) shared.delete(key);
      });
      read = { answer, waiters: 0, controller };
      shared.set(key, read);
    }
    const joined = read;
    joined.waiters += 1;
    if (left) {
      const leave = () => {
        joined.waiters -= 1;
        if (joined.waiters === 0) {
          // A later reader of the same data must not join an aborted read.
          if (shared.get(key) === joined) shared.delete(key);
          joined.controller.abort(left.reason);
        }
      };
      left.addEventListener('abort', leave, { once: true });
      void joined.answer.then(
        () => left.removeEventListener('abort', leave),
        () => left.removeEventListener('abort', leave),
      );
    }
    return joined.answer;
  };
}

async function fetchEnvelope(upstreams: Upstreams, requestId: string, { call, body, query }: DataRequest, signal: AbortSignal): Promise<Envelope> {
  const target = upstreamFor(upstreams, call.host);
  const search = query ? `?${new URLSearchParams(query)}` : '';
  const json = call.method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
  const answer = await requestUpstream(
    target,
    {
      method: call.method,
      path: target.basePath + call.path + search,
      headers: { ...HOST_HEADERS[call.host], 'content-type': 'application/json', 'x-request-id': requestId },
      body: json,
    },
    { deadlineMs: Math.min(SSR_DATA_TIMEOUT_MS, upstreams.timeoutMs), signal },
  );
  const text = await readBody(answer, MAX_BODY_BYTES);
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('upstream answer is not an envelope');
  const { code, data } = parsed as { code?: unknown; data?: unknown };
  // The section's fallback rather than a render that throws on a field of the wrong type.
  const fault = code === 200 ? unrenderableData(call.path, data) : undefined;
  if (fault) throw new Error(`upstream data does not have the shape the page renders (${fault})`);
  return sanitizeEnvelope(call.path, parsed as Record<string, unknown>) as unknown as Envelope;
}
