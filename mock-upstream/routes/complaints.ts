/** 投诉举报: the site's outbox delivers them, a test or an operator lists them. */
import { Router } from 'express';
import { API } from '../../shared/api';
import { isComplaintCategory, type ComplaintPayload } from '../../shared/complaint';
import { isRecord } from '../../shared/isRecord';
import type { MockContext } from '../context';
import { failure, ok } from '../envelope';

const TEXT_FIELDS = ['contentId', 'pageUrl', 'description', 'contact'] as const;

/** The site's payload, or null: the host checks the shape, the site checked the rules. */
function payloadOf(body: unknown): ComplaintPayload | null {
  if (!isRecord(body) || !isComplaintCategory(body.category)) return null;
  if (!TEXT_FIELDS.every((field) => typeof body[field] === 'string') || !(body.description as string).trim()) return null;
  const issuedAt = body.contentIssuedAt;
  if (issuedAt !== null && (typeof issuedAt !== 'string' || Number.isNaN(Date.parse(issuedAt)))) return null;
  const [contentId, pageUrl, description, contact] = TEXT_FIELDS.map((field) => body[field] as string);
  return { category: body.category, contentId: contentId!, contentIssuedAt: issuedAt, pageUrl: pageUrl!, description: description!, contact: contact! };
}

export function complaintRoutes(ctx: MockContext): Router {
  const router = Router();

  router.post(API.complaintSubmit.path, (req, res) => {
    // As for intents: a repeated key is answered with the first answer and stores nothing new.
    const key = req.get('idempotency-key')?.slice(0, 200);
    const first = key ? ctx.complaints.byComplaintId(key) : undefined;
    if (first) return void res.json(ok({ id: first.id }));
    const payload = payloadOf(req.body);
    // Like the real host: a refusal is still HTTP 200, the envelope's code says why.
    if (!payload) return void res.json(failure(400, '举报内容格式不正确'));
    res.json(ok({ id: ctx.complaints.add(payload, key).id }));
  });

  router.get('/complaints', (_req, res) => {
    const list = ctx.complaints.list();
    res.json(ok({ list, total: list.length }));
  });

  return router;
}
