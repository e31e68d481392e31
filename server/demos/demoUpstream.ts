/**
 * The try-it panels' calls on the AI host (shared/demos.ts DEMO_CALLS), signed like the chat's
 * (server/upstream/signing.ts): the server's own calls, made only after every check of ours has
 * passed, each with the upstream's deadline (server/upstream/upstreamCall.ts), its answer read
 * up to a size and never trusted: a failure of any kind is the visitor's 体验服务暂时不可用.
 */
import type { Dispatcher } from 'undici';
import { DEMO_CALLS, type DemoKind } from '../../shared/demos';
import type { Logger } from '../ops/logger';
import { HOST_HEADERS } from '../upstream/forwarding';
import { classifyFailure, upstreamFor, type Upstreams } from '../upstream/pools';
import { signature } from '../upstream/signing';
import { requestUpstream } from '../upstream/upstreamCall';
import { refusal, type DemoFailure } from './demoOutcome';

export interface DemoCaller {
  upstreams: Upstreams;
  signingKey: string;
  logger: Logger;
}

export interface DemoAnswer {
  status: number;
  contentType: string;
  bytes: Buffer;
}

export type UpstreamFailureKind = 'timeout' | 'unreachable' | 'bad_answer';

/** What the visitor is told of each: the upstream too slow, not there, or answering what we cannot use. */
const FAILURE_STATUS: Record<UpstreamFailureKind, number> = { timeout: 504, unreachable: 503, bad_answer: 502 };

export function upstreamFailure(kind: UpstreamFailureKind): DemoFailure {
  return { ...refusal(FAILURE_STATUS[kind], 'upstream'), upstream: kind };
}

/** Reads at most `limit` bytes; null past it (the rest is not read). */
async function readBytes(body: Dispatcher.ResponseData['body'], limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Calls `kind`'s upstream with `body` signed; resolves the answer, or the failure the visitor is told of. */
export async function callDemo(
  { upstreams, signingKey, logger }: DemoCaller,
  kind: DemoKind,
  body: Record<string, unknown>,
  { requestId, maxBytes, signal }: { requestId: string; maxBytes: number; signal?: AbortSignal },
): Promise<DemoAnswer | UpstreamFailureKind> {
  const call = DEMO_CALLS[kind];
  const target = upstreamFor(upstreams, call.host);
  const timestamp = Date.now();
  try {
    const answer = await requestUpstream(
      target,
      {
        method: call.method,
        path: target.basePath + call.path,
        headers: { ...HOST_HEADERS[call.host], 'content-type': 'application/json', 'x-request-id': requestId },
        body: JSON.stringify({ ...body, timestamp, secret: signature(signingKey, timestamp) }),
      },
      { deadlineMs: upstreams.timeoutMs, signal },
    );
    const bytes = await readBytes(answer.body, maxBytes);
    if (bytes === null) {
      logger.warn({ demo: kind, requestId }, 'demo upstream answer too large');
      return 'bad_answer';
    }
    return { status: answer.statusCode, contentType: String(answer.headers['content-type'] ?? ''), bytes };
  } catch (error) {
    const failure = classifyFailure(error);
    logger.warn({ err: error, demo: kind, kind: failure, requestId }, 'demo upstream call failed');
    return failure === 'timeout' ? 'timeout' : 'unreachable';
  }
}

/** A JSON envelope's `data` when the upstream answered success (HTTP 200, code 200); undefined for anything else. */
export function envelopeData(answer: DemoAnswer): unknown {
  if (answer.status !== 200 || !/^application\/json\b/i.test(answer.contentType)) return undefined;
  try {
    const parsed = JSON.parse(answer.bytes.toString('utf8')) as { code?: unknown; data?: unknown } | null;
    return parsed?.code === 200 ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
