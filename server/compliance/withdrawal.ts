/**
 * 撤回同意并删除: a visitor's withdrawal link, used. The token names its lead once
 * (./withdrawalToken.ts); every copy still held here is deleted at once, so the outbox never
 * delivers it; then the upstream is asked to delete what it has (shared/api.ts SERVER_CALLS,
 * naming the lead by the Idempotency-Key it was delivered with). Until the upstream confirms,
 * the link works again: a visitor whose request failed can simply retry.
 */
import { SERVER_CALLS } from '../../shared/api';
import { WITHDRAWAL_MESSAGES } from '../../shared/consent';
import type { LeadOutbox } from '../leads/outbox';
import type { Logger } from '../ops/logger';
import { parseEnvelope, readBody } from '../upstream/forwarding';
import type { Upstreams } from '../upstream/pools';
import { requestUpstream } from '../upstream/upstreamCall';
import { isWithdrawToken } from '../../shared/withdrawLink';
import { hashToken } from './withdrawalToken';

/** The deletion answer is a small envelope; anything larger is not one. */
const MAX_ANSWER_BYTES = 16 * 1024;

export interface WithdrawalAnswer {
  status: number;
  desc: string;
}

export interface WithdrawalDeps {
  outbox: LeadOutbox;
  upstreams: Upstreams;
  logger: Logger;
}

const answer = (status: number, desc: string): WithdrawalAnswer => ({ status, desc });

/** Whether the upstream confirmed the deletion (a lead it never got is deleted too). */
async function deleteUpstream(upstreams: Upstreams, leadId: string): Promise<boolean> {
  const call = SERVER_CALLS.intentionWithdraw;
  const response = await requestUpstream(
    upstreams.api,
    {
      method: call.method,
      path: upstreams.api.basePath + call.path,
      headers: { 'content-type': 'application/json', 'idempotency-key': leadId },
      body: JSON.stringify({ idempotencyKey: leadId }),
    },
    { deadlineMs: upstreams.timeoutMs },
  );
  const envelope = parseEnvelope(await readBody(response, MAX_ANSWER_BYTES));
  return response.statusCode < 300 && envelope?.code === 200;
}

export async function withdraw(token: unknown, { outbox, upstreams, logger }: WithdrawalDeps): Promise<WithdrawalAnswer> {
  if (!isWithdrawToken(token)) return answer(400, WITHDRAWAL_MESSAGES.malformed);
  const tokenHash = hashToken(token);
  const claim = outbox.claimWithdrawal(tokenHash);
  if (!claim) return answer(503, WITHDRAWAL_MESSAGES.unavailable);
  if (claim.kind === 'unknown') return answer(404, WITHDRAWAL_MESSAGES.unknown);
  if (claim.kind === 'used') return answer(410, WITHDRAWAL_MESSAGES.used);
  if (claim.kind === 'expired') return answer(410, WITHDRAWAL_MESSAGES.expired);

  const { leadId } = claim;
  const removed = outbox.forgetLead(leadId);
  let confirmed = false;
  try {
    confirmed = removed !== null && (await deleteUpstream(upstreams, leadId));
  } catch (error) {
    const { code, name } = error as { code?: string; name?: string };
    logger.warn({ leadId, reason: code ?? name }, 'the upstream did not take a withdrawal; its link works again');
  }
  if (!confirmed) {
    outbox.releaseWithdrawal(tokenHash);
    return answer(503, WITHDRAWAL_MESSAGES.unavailable);
  }
  logger.info({ leadId, outboxCopies: removed }, 'consent withdrawn: the lead was deleted here and upstream');
  return answer(200, WITHDRAWAL_MESSAGES.done);
}
