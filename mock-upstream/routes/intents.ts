/** Cooperation intents: the site's form submits them, the operator lists them. */
import { Router } from 'express';
import { API, SESSION_COOKIE } from '../../shared/api';
import type { MockContext } from '../context';
import { failure, ok } from '../envelope';
import { validateIntent } from '../intentValidation';
import { bodyOf } from '../paging';

export function intentRoutes(ctx: MockContext): Router {
  const router = Router();

  router.post(API.intentionSubmit.path, (req, res) => {
    // As the site's outbox asks of the real host (README: the lead outbox): a repeated key
    // is answered with the first answer and stored nothing new.
    const key = req.get('idempotency-key')?.slice(0, 200);
    const first = key ? ctx.intents.byIdempotencyKey(key) : undefined;
    if (first) {
      res.json(ok({ id: first.id }));
      return;
    }
    const tenantName = ctx.sessions.tenantOf(req.cookies?.[SESSION_COOKIE]) ?? undefined;
    const check = validateIntent(bodyOf(req.body), tenantName);
    // Like the real host: a refused intent is still HTTP 200, the envelope's code says why.
    if (!check.ok) {
      res.json(failure(400, check.desc));
      return;
    }
    const intent = ctx.intents.append(check.intent, key);
    res.json(ok({ id: intent.id }));
  });

  router.get('/intents', (_req, res) => {
    const list = ctx.intents.list();
    res.json(ok({ list, total: list.length }));
  });

  return router;
}
