/**
 * POST /report.html: the 投诉举报 page's plain form, for visitors whose JavaScript never runs,
 * held to what the JSON call is held to (./complaintApi.ts): the same rules, the same per-IP
 * count, the same outbox. Every answer but success is the page itself, with the Chinese
 * messages beside the fields and every field as typed; success is a 303 to the page's
 * thank-you state, so a reload files nothing twice. As the cooperation page's form does
 * (server/render/cooperationForm.ts).
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { COMPLAINT_PATH, COMPLAINT_SUBMITTED_PARAM } from '../../shared/complaintLink';
import { COMPLAINT_MESSAGES, EMPTY_COMPLAINT, validateComplaintForm, type ComplaintForm, type ComplaintFormState } from '../../shared/complaint';
import { isRecord } from '../../shared/isRecord';
import { MESSAGES } from '../../shared/messages';
import { answerPosted } from '../render/pageHandler';
import { answerRefusalsInRoute, RateLimited } from '../security/rateLimits';
import { isSameOrigin } from '../security/sameOrigin';
import { fileComplaint, type ComplaintDesk } from './complaintDesk';

/**
 * The longest valid form, percent-encoded (a Chinese character is 9 bytes then), is under 20 KB;
 * a field of 10 KB of Chinese is 30 KB: it gets its message beside the field, not a bare 413.
 */
const COMPLAINT_FORM_LIMIT = '64kb';
export const COMPLAINT_SUBMITTED_LOCATION = `${COMPLAINT_PATH}?${COMPLAINT_SUBMITTED_PARAM}=1`;

export interface ComplaintFormOptions {
  /** The page handler, which renders the answer. */
  pages: RequestHandler;
  desk: ComplaintDesk;
  /** The JSON call's limit: one count for both ways of sending a complaint. */
  limit: RequestHandler;
  siteUrl: string;
}

/** A field sent twice counts as its first value; one not sent, or not text, as empty. */
function textOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

function formOf(body: unknown): ComplaintForm {
  const fields: Record<string, unknown> = isRecord(body) ? body : {};
  return {
    category: textOf(fields.category),
    contentId: textOf(fields.contentId),
    pageUrl: textOf(fields.pageUrl),
    description: textOf(fields.description),
    contact: textOf(fields.contact),
    // A checkbox is sent only when checked.
    agreed: fields.agreed !== undefined,
  };
}

export function complaintForm({ pages, desk, limit, siteUrl }: ComplaintFormOptions): Router {
  const router = express.Router();
  const answer =
    (status: number, form: ComplaintFormState): RequestHandler =>
    (req, res, next) => {
      answerPosted(res, { status, form });
      return pages(req, res, next);
    };

  // Refused before its body is read: nothing another site sent is shown back.
  const sameSite: RequestHandler = (req, res, next) => {
    if (!isSameOrigin(req, siteUrl)) return answer(403, { values: EMPTY_COMPLAINT, errors: {}, notice: MESSAGES.crossSite })(req, res, next);
    answerRefusalsInRoute(res);
    next();
  };
  // Read before the limit, so a visitor refused for sending too often keeps what they typed.
  const readForm = express.urlencoded({ extended: false, limit: COMPLAINT_FORM_LIMIT, parameterLimit: 20 });

  const submit: RequestHandler = async (req, res, next) => {
    const values = formOf(req.body);
    const check = validateComplaintForm(values);
    if (!check.ok) return answer(400, { values, errors: check.errors })(req, res, next);
    const outcome = await fileComplaint(desk, values, req, res);
    switch (outcome.kind) {
      case 'invalid':
        return answer(400, { values, errors: outcome.errors })(req, res, next);
      case 'refused':
        return answer(400, { values, errors: {}, notice: descOf(outcome.envelope) })(req, res, next);
      case 'unavailable':
        return answer(503, { values, errors: {}, notice: COMPLAINT_MESSAGES.notStored })(req, res, next);
      case 'full':
        return answer(503, { values, errors: {}, notice: COMPLAINT_MESSAGES.outboxFull })(req, res, next);
      case 'received':
        return void res.set('Cache-Control', 'no-store').redirect(303, COMPLAINT_SUBMITTED_LOCATION);
    }
  };

  /** The limit's refusal and the body parser's, as the page. */
  const refused: ErrorRequestHandler = (error, req, res, next) => {
    if (error instanceof RateLimited) return answer(429, { values: formOf(req.body), errors: {}, notice: error.message })(req, res, next);
    const status = (error as { status?: unknown }).status;
    // Too large, or not a form the parser can read: nothing of it is shown again.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return answer(status, { values: EMPTY_COMPLAINT, errors: {}, notice: status === 413 ? MESSAGES.tooLarge : MESSAGES.malformed })(req, res, next);
    }
    next(error);
  };

  router.post(COMPLAINT_PATH, sameSite, readForm, limit, submit, refused);
  return router;
}

/** The upstream's own reason, when it refused the complaint. */
function descOf(envelope: Record<string, unknown>): string {
  const desc = envelope.desc ?? envelope.resultMsg;
  return typeof desc === 'string' && desc.trim() ? desc : MESSAGES.failed;
}
