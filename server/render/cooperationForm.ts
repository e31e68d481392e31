/**
 * POST /cooperation.html: the cooperation page's plain form, for visitors whose JavaScript
 * never runs. It is held to what the modal's submit is held to: the same rules
 * (shared/validation.ts), the same per-IP limit as /api's intention submit, and the same
 * lead outbox (../leads/leadIntake.ts). Every answer but success is the page itself
 * (answerPosted in ./pageHandler.tsx), with the Chinese messages beside the fields and what
 * the visitor typed; success is a redirect to the page's thank-you state, so a reload cannot
 * file the lead twice.
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { API } from '../../shared/api';
import { consentOf } from '../../shared/consent';
import { COOPERATION_FORM_VERSION, COOPERATION_PATH } from '../../shared/cooperation';
import type { CooperationFormState } from '../../shared/cooperationForm';
import { isRecord } from '../../shared/isRecord';
import { MESSAGES } from '../../shared/messages';
import { toIntentionPayload, validateIntentionForm, validateIntentionPayload, type IntentionForm } from '../../shared/validation';
import { consentedLead } from '../compliance/consentRecord';
import { copyResponseHeaders } from '../upstream/forwarding';
import type { Logger } from '../ops/logger';
import { answerPosted } from './pageHandler';
import type { LeadOutbox } from '../leads/outbox';
import { takeLead } from '../leads/leadIntake';
import { answerRefusalsInRoute, RateLimited } from '../security/rateLimits';
import { isSameOrigin } from '../security/sameOrigin';

/** The longest valid form, every field at its limit in percent-encoded Chinese, is under 6 KB. */
export const COOPERATION_FORM_LIMIT = '16kb';
/** The thank-you state, with the lead's withdrawal token: a page no cache keeps (./pageHandler.tsx). */
export const submittedLocation = (withdrawalToken: string) => `${COOPERATION_PATH}?submitted=${withdrawalToken}`;

export interface CooperationFormOptions {
  /** The page handler, which renders the answer. */
  pages: RequestHandler;
  /** Where the lead goes first (server/leads/outbox.ts), as the /api submit's do. */
  outbox: LeadOutbox;
  logger: Logger;
  /** /api's intention limit (server/security/rateLimits.ts `intentions`): one count for both ways of sending a lead. */
  limit: RequestHandler;
  siteUrl: string;
  /** LEAD_CONSENT_UNCHECKED: the agreement box as the page first shows it. */
  leadConsentUnchecked: boolean;
}

/** A field sent twice counts as its first value; one not sent at all as empty. */
function textOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

function formOf(body: unknown): IntentionForm {
  const fields: Record<string, unknown> = isRecord(body) ? body : {};
  return {
    mobile: textOf(fields.mobile),
    name: textOf(fields.name),
    company: textOf(fields.company),
    scene: textOf(fields.scene),
    // A checkbox is sent only when checked.
    agreed: fields.agreed !== undefined,
    partners: fields.partners !== undefined,
    followUp: fields.followUp !== undefined,
  };
}

/** The envelope's own reason, when the upstream refused the lead. */
function descOf(envelope: Record<string, unknown>): string {
  for (const key of ['desc', 'resultMsg']) {
    const value = envelope[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return MESSAGES.failed;
}

export function cooperationForm({ pages, outbox, logger, limit, siteUrl, leadConsentUnchecked }: CooperationFormOptions): Router {
  const router = express.Router();
  /** The form as the page first shows it: what is shown again when nothing sent could be read. */
  const UNREAD: IntentionForm = { mobile: '', name: '', company: '', scene: '', agreed: !leadConsentUnchecked, partners: false, followUp: false };
  const answer =
    (status: number, form: CooperationFormState): RequestHandler =>
    (req, res, next) => {
      answerPosted(res, { status, form });
      return pages(req, res, next);
    };

  // Refused before its body is read: nothing another site sent is shown back.
  const sameSite: RequestHandler = (req, res, next) => {
    if (!isSameOrigin(req, siteUrl)) return answer(403, { values: UNREAD, errors: {}, notice: MESSAGES.crossSite })(req, res, next);
    answerRefusalsInRoute(res);
    next();
  };
  // Read before the limit, so a visitor refused for sending too often keeps what they typed.
  const readForm = express.urlencoded({ extended: false, limit: COOPERATION_FORM_LIMIT, parameterLimit: 20 });

  const submit: RequestHandler = async (req, res, next) => {
    const values = formOf(req.body);
    const form = validateIntentionForm(values);
    if (!form.ok) return answer(400, { values, errors: form.errors })(req, res, next);
    const checked = validateIntentionPayload(toIntentionPayload(values, { version: COOPERATION_FORM_VERSION, serviceId: null }));
    const lead = checked.ok ? consentedLead(checked.payload, consentOf(values), req.ip) : checked;
    if (!lead.ok) return answer(400, { values, errors: {}, notice: lead.desc })(req, res, next);

    const sent = await takeLead(outbox, lead.body, req, res, lead.withdrawalToken);
    if (sent.kind === 'unavailable') return answer(503, { values, errors: {}, notice: MESSAGES.leadNotStored })(req, res, next);
    if (sent.kind === 'full') return answer(503, { values, errors: {}, notice: MESSAGES.leadOutboxFull })(req, res, next);
    if (sent.kind === 'refused') {
      // The upstream's own refusal of what was sent is the visitor's to correct.
      logger.warn({ code: sent.envelope.code, path: API.intentionSubmit.path }, 'the upstream did not take a lead from the cooperation page');
      return answer(400, { values, errors: {}, notice: descOf(sent.envelope) })(req, res, next);
    }
    // Delivered, or kept to be delivered: either way the lead is the upstream's to follow up.
    if (sent.kind === 'delivered') copyResponseHeaders(sent.headers, res, ['set-cookie']);
    res.set('Cache-Control', 'no-store').redirect(303, submittedLocation(lead.withdrawalToken));
  };

  /** The limit's refusal and the body parser's, as the page. */
  const refused: ErrorRequestHandler = (error, req, res, next) => {
    if (error instanceof RateLimited) return answer(429, { values: formOf(req.body), errors: {}, notice: error.message })(req, res, next);
    const status = (error as { status?: unknown }).status;
    // Too large, or not a form the parser can read: nothing of it is shown again.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return answer(status, { values: UNREAD, errors: {}, notice: status === 413 ? MESSAGES.tooLarge : MESSAGES.malformed })(req, res, next);
    }
    next(error);
  };

  router.post(COOPERATION_PATH, sameSite, readForm, limit, submit, refused);
  return router;
}
