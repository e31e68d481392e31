/**
 * Both ways a lead comes in (the /api intention submit and the cooperation page's plain
 * form) hand it to the outbox here, with the headers the proxy would have forwarded, bounded
 * (./leadHeaders.ts): a logged-in visitor's cookie tells the upstream whose company a bare
 * "contact us" is.
 */
import type { Request, Response } from 'express';
import { MESSAGES } from '../../shared/messages';
import type { Envelope } from '../../shared/api';
import { hashToken } from '../compliance/withdrawalToken';
import { envelope } from '../errors';
import { HOST_HEADERS, upstreamHeaders } from '../upstream/forwarding';
import { leadHeaders } from './leadHeaders';
import type { LeadOutbox, SubmitOutcome } from './outbox';

/** `withdrawalToken`: the lead's 撤回同意并删除 link, kept hashed with it (server/compliance/withdrawal.ts). */
export function takeLead(outbox: LeadOutbox, payload: string, req: Request, res: Response, withdrawalToken?: string): Promise<SubmitOutcome> {
  return outbox.submit(payload, leadHeaders(upstreamHeaders(req, res, HOST_HEADERS.api)), {
    withdrawalTokenHash: withdrawalToken && hashToken(withdrawalToken),
  });
}

/** What a kept lead's visitor is told: received, with the id to quote if they call. */
export function queuedEnvelope(id: string): Envelope & { data: { id: string; queued: true } } {
  return { ...envelope(200, MESSAGES.leadQueued), data: { id, queued: true } };
}

export const notStoredEnvelope = (): Envelope => envelope(503, MESSAGES.leadNotStored);

export const outboxFullEnvelope = (): Envelope => envelope(503, MESSAGES.leadOutboxFull);
