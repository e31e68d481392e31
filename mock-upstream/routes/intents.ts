/** Cooperation intents: the site's form submits them, the operator lists them. */
import { Router } from 'express';
import { API, SERVER_CALLS, SESSION_COOKIE } from '../../shared/api';
import type { MockContext } from '../context';
import { failure, ok } from '../envelope';
import { validateIntent } from '../intentValidation';
import { bodyOf } from '../paging';

/** The site's keys are UUIDs; anything longer is cut (a submit) or refused (a withdrawal). */
const MAX_KEY_LENGTH = 200;

export function intentRoutes(ctx: MockContext): Router {
  const router = Router();

  router.post(API.intentionSubmit.path, (req, res) => {
    // As the site's outbox asks of the real host (docs/operations.md#the-lead-outbox): a repeated key
    // is answered with the first answer and stored nothing new.
    const key = req.get('idempotency-key')?.slice(0, MAX_KEY_LENGTH);
    const first = key ? ctx.intents.byIdempotencyKey(key) : undefined;
    if (first) {
      res.json(ok({ id: first.id }));
      return;
    }
    // A copy that was in flight when the site asked to delete it: the deletion wins.
    if (key && ctx.intents.isWithdrawn(key)) {
      res.json(ok({ id: null }));
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

  // The site's deletion request for a lead whose visitor withdrew consent, named by the key it was sent with.
  router.post(SERVER_CALLS.intentionWithdraw.path, (req, res) => {
    const key = req.get('idempotency-key');
    if (!key || key.length > MAX_KEY_LENGTH) {
      res.json(failure(400, '缺少要删除的意向标识'));
      return;
    }
    res.json(ok(ctx.intents.withdraw(key)));
  });

  router.get('/intents/withdrawals', (_req, res) => {
    const list = ctx.intents.withdrawalList();
    res.json(ok({ list, total: list.length }));
  });

  router.get('/intents', (_req, res) => {
    const list = ctx.intents.list();
    res.json(ok({ list, total: list.length }));
  });

  return router;
}
