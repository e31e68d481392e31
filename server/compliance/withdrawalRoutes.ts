/**
 * Where a withdrawal link is used: `POST /cooperation.html?withdraw=<token>` (the page's own
 * form in its withdrawal state, with or without JavaScript: the page answers with the result)
 * and `POST /api/consent/withdraw` (JSON `{ token }`, the envelope). A GET of the page only
 * asks (client/pages/cooperation/WithdrawCard.tsx): a link prefetcher or a mail scanner deletes nothing. Both count in one per-IP limit
 * (RATE_LIMIT_WITHDRAWALS_PER_MIN), and every refusal is a Chinese message, never a 500.
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { API_PREFIX } from '../../shared/api';
import { WITHDRAWAL_MESSAGES, type WithdrawalResult } from '../../shared/consent';
import { isRecord } from '../../shared/isRecord';
import { MESSAGES } from '../../shared/messages';
import { COOPERATION_PATH, COOPERATION_WITHDRAW_PARAM } from '../../shared/cooperation';
import { WITHDRAW_TOKEN_FIELD } from '../../shared/withdrawLink';
import { searchOf } from '../urlQuery';
import { envelope } from '../errors';
import { answerPosted } from '../render/pageHandler';
import { answerRefusalsInRoute, RateLimited } from '../security/rateLimits';
import { isSameOrigin } from '../security/sameOrigin';
import { withdraw, type WithdrawalDeps } from './withdrawal';

export const WITHDRAW_API_PATH = `${API_PREFIX}/consent/withdraw`;
/** A token is 43 characters; room for a mangled one to be read and answered as malformed rather than 413. */
const BODY_LIMIT = '16kb';

export interface WithdrawalRouteOptions extends WithdrawalDeps {
  pages: RequestHandler;
  limit: RequestHandler;
  siteUrl: string;
}

/** A field sent twice counts as its first value. */
const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function withdrawalRoutes({ pages, limit, siteUrl, ...deps }: WithdrawalRouteOptions): Router {
  const router = express.Router();
  const page =
    (status: number, result: WithdrawalResult): RequestHandler =>
    (req, res, next) => {
      answerPosted(res, { status, form: result });
      return pages(req, res, next);
    };

  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  router.post(WITHDRAW_API_PATH, noStore, limit, express.json({ limit: BODY_LIMIT }), async (req, res) => {
    const token = isRecord(req.body) ? req.body[WITHDRAW_TOKEN_FIELD] : undefined;
    const { status, desc } = await withdraw(token, deps);
    res.status(status).json(envelope(status, desc));
  });

  // The page's other form, the lead itself, is ../render/cooperationForm.ts's.
  const withdrawalState: RequestHandler = (req, _res, next) =>
    new URLSearchParams(searchOf(req.originalUrl)).has(COOPERATION_WITHDRAW_PARAM) ? next() : next('router');
  const sameSite: RequestHandler = (req, res, next) => {
    if (!isSameOrigin(req, siteUrl)) return page(403, { done: false, desc: MESSAGES.crossSite })(req, res, next);
    answerRefusalsInRoute(res);
    next();
  };
  const readForm = express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 10 });
  const submit: RequestHandler = async (req, res, next) => {
    const token = firstOf(isRecord(req.body) ? req.body[WITHDRAW_TOKEN_FIELD] : undefined);
    const { status, desc } = await withdraw(token, deps);
    return page(status, { done: status === 200, desc })(req, res, next);
  };
  /** The limit's refusal and the body parser's, as the page. */
  const refused: ErrorRequestHandler = (error, req, res, next) => {
    if (error instanceof RateLimited) return page(429, { done: false, desc: error.message })(req, res, next);
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return page(status, { done: false, desc: status === 413 ? WITHDRAWAL_MESSAGES.malformed : MESSAGES.malformed })(req, res, next);
    }
    next(error);
  };
  router.post(COOPERATION_PATH, withdrawalState, noStore, sameSite, readForm, limit, submit, refused);
  return router;
}
