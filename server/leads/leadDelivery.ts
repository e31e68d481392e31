/**
 * One attempt to hand a lead to the upstream, and what its answer means for the outbox.
 * The lead's id goes as `Idempotency-Key`: an upstream that stored the lead but whose
 * answer was lost answers the retry with its first answer instead of storing it twice.
 */
import type { Dispatcher } from 'undici';
import { API } from '../../shared/api';
import { parseEnvelope, readBody } from '../upstream/forwarding';
import type { Upstreams } from '../upstream/pools';
import type { StoredLead } from './leadStore';

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** An intention answer is a few hundred bytes; anything this large is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type DeliveryResult =
  /** Stored upstream: its answer, for a visitor still waiting. */
  | { kind: 'delivered'; status: number; headers: Dispatcher.ResponseData['headers']; envelope: Record<string, unknown> }
  /** The upstream refused the lead itself (its validation): retrying cannot help. `status` is its HTTP status (often 200, the envelope's code says why). */
  | { kind: 'refused'; status: number; envelope: Record<string, unknown> }
  /** Down, slow, overloaded or garbled: try again later. */
  | { kind: 'failed'; reason: string };

/** What an upstream answer means: only a clear refusal of the lead stops the retries. */
function judgeAnswer(httpStatus: number, envelope: Record<string, unknown> | undefined): DeliveryResult['kind'] {
  if (!envelope || httpStatus === 429 || httpStatus >= 500) return 'failed';
  const code = envelope.code as number;
  if (code === 200 && httpStatus < 300) return 'delivered';
  if ((code >= 400 && code < 500 && code !== 429) || (httpStatus >= 400 && httpStatus < 500)) return 'refused';
  return 'failed';
}

export async function sendLead(upstreams: Upstreams, lead: StoredLead): Promise<DeliveryResult> {
  const { pool, basePath } = upstreams.api;
  try {
    const answer = await pool.request({
      method: 'POST',
      path: basePath + API.intentionSubmit.path,
      headers: { ...lead.headers, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: lead.id },
      body: lead.payload,
      signal: AbortSignal.timeout(upstreams.timeoutMs),
    });
    const envelope = parseEnvelope(await readBody(answer, MAX_ANSWER_BYTES));
    const kind = judgeAnswer(answer.statusCode, envelope);
    if (kind === 'failed' || !envelope)
      return { kind: 'failed', reason: envelope ? `HTTP ${answer.statusCode}, code ${String(envelope.code)}` : `HTTP ${answer.statusCode}, not an envelope` };
    return kind === 'delivered' ? { kind, status: answer.statusCode, headers: answer.headers, envelope } : { kind, status: answer.statusCode, envelope };
  } catch (error) {
    const { code, name, message } = error as { code?: string; name?: string; message?: string };
    return { kind: 'failed', reason: code ?? name ?? message ?? 'unknown error' };
  }
}
