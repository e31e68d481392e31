/**
 * One attempt to hand a lead to the upstream, and what its answer means for the outbox.
 * The lead's id goes as `Idempotency-Key`: an upstream that stored the lead but whose
 * answer was lost answers the retry with its first answer instead of storing it twice.
 */
import type { Dispatcher } from 'undici';
import { API, type ApiCall } from '../../shared/api';
import { parseEnvelope, readBody } from '../upstream/forwarding';
import type { Upstreams } from '../upstream/pools';
import { requestUpstream } from '../upstream/upstreamCall';
import type { StoredLead } from './leadStore';

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** An intention answer is a few hundred bytes; anything this large is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type DeliveryResult =
  /** Stored upstream: its answer, for a visitor still waiting. */
  | { kind: 'delivered'; status: number; headers: Dispatcher.ResponseData['headers']; envelope: Record<string, unknown> }
  /**
   * The upstream refused the lead itself: retrying cannot help. `status` is its HTTP status
   * (often 200, the envelope's code says why); `envelope` is absent when a 4xx came without one.
   */
  | { kind: 'refused'; status: number; envelope: Record<string, unknown> | undefined; reason: string }
  /** Down, slow, overloaded or garbled: try again later. */
  | { kind: 'failed'; reason: string };

/** The 4xx answers that say "not now" rather than "not this lead": a request timeout and a rate limit. */
const TRANSIENT_4XX = new Set([408, 429]);
const isPermanent = (status: number) => status >= 400 && status < 500 && !TRANSIENT_4XX.has(status);

/**
 * What an upstream answer means. An HTTP 4xx (but 408 and 429) refuses the lead whatever its
 * body, as does an envelope whose code is such a 4xx; 5xx, 408, 429 and garbage are retried.
 */
function judgeAnswer(httpStatus: number, envelope: Record<string, unknown> | undefined): DeliveryResult['kind'] {
  if (isPermanent(httpStatus)) return 'refused';
  if (!envelope || httpStatus >= 400) return 'failed';
  const code = envelope.code as number;
  if (code === 200 && httpStatus < 300) return 'delivered';
  return isPermanent(code) ? 'refused' : 'failed';
}

/** Why, for the log and the dead letters: the status and code only, never the envelope's text (it may quote the visitor). */
function answerReason(httpStatus: number, envelope: Record<string, unknown> | undefined): string {
  return envelope ? `HTTP ${httpStatus}, code ${String(envelope.code)}` : `HTTP ${httpStatus}, not an envelope`;
}

/** `call`: the intention submit, or another call queued the same way (a complaint). */
export async function sendLead(upstreams: Upstreams, lead: StoredLead, call: ApiCall = API.intentionSubmit): Promise<DeliveryResult> {
  try {
    const answer = await requestUpstream(
      upstreams.api,
      {
        method: 'POST',
        path: upstreams.api.basePath + call.path,
        headers: { ...lead.headers, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: lead.id },
        body: lead.payload,
      },
      { deadlineMs: upstreams.timeoutMs },
    );
    const envelope = parseEnvelope(await readBody(answer, MAX_ANSWER_BYTES));
    const kind = judgeAnswer(answer.statusCode, envelope);
    const reason = answerReason(answer.statusCode, envelope);
    if (kind === 'refused') return { kind, status: answer.statusCode, envelope, reason };
    if (kind === 'failed' || !envelope) return { kind: 'failed', reason };
    return { kind, status: answer.statusCode, headers: answer.headers, envelope };
  } catch (error) {
    const { code, name, message } = error as { code?: string; name?: string; message?: string };
    return { kind: 'failed', reason: code ?? name ?? message ?? 'unknown error' };
  }
}
