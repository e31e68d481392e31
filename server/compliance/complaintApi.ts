/**
 * `POST /api/manage/user/complaint/submit`: a 投诉举报 from the page's script. Answered here,
 * ahead of the proxy (server/upstream/apiProxy.ts), which would forward it as it came: the
 * body is checked (shared/complaint.ts), the content id too, and the complaint filed through
 * its outbox (./complaintDesk.ts). Every answer is the Chinese envelope.
 */
import express, { type RequestHandler, type Router } from 'express';
import { API, type Envelope } from '../../shared/api';
import { COMPLAINT_MESSAGES, COMPLAINT_RECEIVED, readComplaintBody } from '../../shared/complaint';
import { MESSAGES } from '../../shared/messages';
import { envelope } from '../errors';
import { fileComplaint, type ComplaintDesk } from './complaintDesk';

/** The longest valid complaint (1,000 characters of four-byte text, a 2,000-character address) is under 7 KB. */
const COMPLAINT_BODY_LIMIT = '16kb';

export interface ComplaintApiOptions {
  desk: ComplaintDesk;
  /** RATE_LIMIT_COMPLAINTS_PER_MIN (server/security/rateLimits.ts `complaints`), shared with the page's form. */
  limit: RequestHandler;
}

const receivedEnvelope = (id: string): Envelope<{ id: string }> => ({ ...envelope(200, COMPLAINT_RECEIVED), data: { id } });

export function complaintApi({ desk, limit }: ComplaintApiOptions): Router {
  const router = express.Router();
  const { path } = API.complaintSubmit;
  router.all(path, (req, res, next) => {
    // One visitor's answer: no cache in front may keep it.
    res.set('Cache-Control', 'no-store');
    if (req.method === 'POST') return next();
    res.status(405).set('Allow', 'POST').json(envelope(405, MESSAGES.methodNotAllowed));
  });
  // Limit first: a refused request costs no body parse.
  router.post(path, limit, express.json({ limit: COMPLAINT_BODY_LIMIT }), async (req, res) => {
    const body = readComplaintBody(req.body);
    if (!body.ok) return void res.status(400).json(envelope(400, body.desc));
    const outcome = await fileComplaint(desk, body.form, req, res);
    switch (outcome.kind) {
      case 'invalid':
        return void res.status(400).json(envelope(400, outcome.desc));
      case 'received':
        return void res.status(200).json(receivedEnvelope(outcome.id));
      case 'refused':
        return void res.status(outcome.status >= 400 ? outcome.status : 400).json(outcome.envelope);
      case 'unavailable':
        return void res.status(503).json(envelope(503, COMPLAINT_MESSAGES.notStored));
      case 'full':
        return void res.status(503).json(envelope(503, COMPLAINT_MESSAGES.outboxFull));
    }
  });
  return router;
}
