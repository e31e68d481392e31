/**
 * Where a 投诉举报 is filed, whichever way it comes (the JSON call, ./complaintApi.ts; the
 * page's plain form, ./complaintForm.ts): the content id it cites is checked against this
 * server's key (./contentId.ts), then the complaint goes through an outbox of its own, the
 * leads' machinery (server/leads/outbox.ts: durable, retried with backoff, dead letters) in
 * its own file in DATA_DIR, to the upstream's complaint call.
 *
 * The log names the complaint's id, its category and whether it cites an answer; never its
 * description or the visitor's contact.
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { API } from '../../shared/api';
import { COMPLAINT_MESSAGES, toComplaintPayload, type ComplaintForm, type ComplaintFormErrors } from '../../shared/complaint';
import type { Config } from '../config';
import { leadHeaders } from '../leads/leadHeaders';
import { sendLead } from '../leads/leadDelivery';
import type { LeadOutbox, OutboxOptions } from '../leads/outbox';
import type { Logger } from '../ops/logger';
import type { Metrics } from '../ops/metrics';
import { HOST_HEADERS, upstreamHeaders } from '../upstream/forwarding';
import type { Upstreams } from '../upstream/pools';
import type { ContentIds } from './contentId';

export const COMPLAINTS_FILE = 'complaints.db';

export interface ComplaintDesk {
  outbox: LeadOutbox;
  ids: ContentIds;
  logger: Logger;
}

type ComplaintOutcome =
  /** Not taken: what the visitor must correct. */
  | { kind: 'invalid'; errors: ComplaintFormErrors; desc: string }
  /** Delivered, or kept to be delivered: either way the upstream's to follow up. */
  | { kind: 'received'; id: string }
  /** The upstream refused it while the visitor waited: its own reason. */
  | { kind: 'refused'; status: number; envelope: Record<string, unknown> }
  | { kind: 'unavailable' }
  | { kind: 'full' };

/**
 * The leads' settings (LEADS_RETRY_MAX_MS, LEADS_DEAD_AFTER_HOURS, the caps, counted apart) with
 * the complaint call, its file, a log that says which outbox speaks, and metrics of its own
 * (complaints_*: the leads_* ones count leads only).
 */
export function complaintOutboxOptions(config: Config, upstreams: Upstreams, logger: Logger, metrics: Metrics): OutboxOptions {
  return {
    send: (complaint) => sendLead(upstreams, complaint, API.complaintSubmit),
    logger: logger.child({ outbox: 'complaints' }),
    events: metrics.complaintOutboxEvents,
    visitorWaitMs: upstreams.timeoutMs + 1_000,
    retryCapMs: config.leads.retryCapMs,
    deadAfterMs: config.leads.deadAfterMs,
    cap: { leads: config.leads.maxLeads, bytes: config.leads.maxBytes },
    file: COMPLAINTS_FILE,
  };
}

/**
 * The headers a lead keeps, but its cookie: a complaint needs no session, and a complainant's
 * login is not the upstream's to learn from it.
 */
function complaintHeaders(req: Request, res: Response): Record<string, string> {
  const { cookie: _cookie, ...kept } = leadHeaders(upstreamHeaders(req, res, HOST_HEADERS.api));
  return kept;
}

/** Files a complaint whose fields passed shared/complaint.ts's rules. */
export async function fileComplaint(desk: ComplaintDesk, form: ComplaintForm, req: Request, res: Response): Promise<ComplaintOutcome> {
  const contentId = form.contentId.trim().toLowerCase();
  const issuedAt = contentId ? desk.ids.issuedAt(contentId) : null;
  if (contentId && !issuedAt) {
    return { kind: 'invalid', errors: { contentId: COMPLAINT_MESSAGES.contentIdUnknown }, desc: COMPLAINT_MESSAGES.contentIdUnknown };
  }
  const id = randomUUID();
  const payload = toComplaintPayload({ ...form, contentId }, issuedAt);
  desk.logger.info({ complaintId: id, category: payload.category, withContentId: Boolean(contentId) }, 'complaint received');
  const outcome = await desk.outbox.submit(JSON.stringify(payload), complaintHeaders(req, res), { id });
  switch (outcome.kind) {
    case 'delivered':
    case 'queued':
      return { kind: 'received', id };
    case 'refused':
      desk.logger.warn({ complaintId: id, code: outcome.envelope.code }, 'the upstream refused a complaint; its visitor was told');
      return outcome;
    default:
      return outcome;
  }
}
