/** The session check the site runs on every route change while its login flag is set. */
import { Router } from 'express';
import { API, SESSION_COOKIE } from '../../shared/api';
import type { MockContext } from '../context';
import { ok } from '../envelope';

export const SESSION_EXPIRED_DESC = '登录已过期，请重新登录';

export function sessionRoutes(ctx: MockContext): Router {
  const router = Router();

  // The outer envelope is always a success; the verdict is in data.code (docs/product.md#login-state-and-console).
  router.get(API.currentUserInfo.path, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const tenantName = ctx.sessions.tenantOf(req.cookies?.[SESSION_COOKIE]);
    res.json(ok(tenantName ? { code: 200, tenantName } : { code: 401, desc: SESSION_EXPIRED_DESC }));
  });

  return router;
}
