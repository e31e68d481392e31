/**
 * `/api/<path>` → the upstream, for the calls of shared/api.ts only: the proxy is an
 * allow-list, not an open relay. Answers are checked to be JSON before they are passed on.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { Dispatcher } from 'undici';
import { API, type ApiCall } from '../../shared/api';
import { isRecord } from '../../shared/isRecord';
import { isBareIntention, validateBareIntention, validateIntentionPayload, type BareIntentionCheck, type IntentionPayloadCheck } from '../../shared/validation';
import { MESSAGES } from '../../shared/messages';
import { envelope } from '../errors';
import {
  abortOnClose,
  copyResponseHeaders,
  failureOf,
  gatewayStatus,
  HOST_HEADERS,
  parseEnvelope,
  readBody,
  upstreamHeaders,
  type UpstreamFailure,
} from './forwarding';
import type { Logger } from '../ops/logger';
import { metricsOf } from '../ops/metrics';
import { sanitizeEnvelope } from '../security/sanitize';
import { checkAsk, signAsk } from './signing';
import { loginSealKey, sealSessionAnswer } from '../security/loginSeal';
import type { RateLimiters } from '../security/rateLimits';
import { streamCall } from './eventStreamRelay';
import type { AnswerLabels } from '../compliance/answerLabels';
import { searchOf } from '../urlQuery';
import { upstreamFor, type Upstreams } from './pools';
import { requestUpstream, UpstreamDeadline } from './upstreamCall';
import type { LeadOutbox } from '../leads/outbox';
import { notStoredEnvelope, outboxFullEnvelope, queuedEnvelope, takeLead } from '../leads/leadIntake';
import { consentedLead } from '../compliance/consentRecord';
import { withdrawalHref } from '../../shared/withdrawLink';

/** JSON request bodies larger than this get a 413 envelope. */
export const BODY_LIMIT = '64kb';
/** An upstream JSON answer larger than this is treated as garbage. */
const MAX_UPSTREAM_BODY_BYTES = 2 * 1024 * 1024;

export interface ProxyOptions {
  upstreams: Upstreams;
  signingKey: string;
  logger: Logger;
  /** Each whole answer's content id, sent in its closing event and logged (server/compliance/answerLabels.ts). */
  answerLabels: AnswerLabels;
  limits: RateLimiters;
  /** Where intention submits go first (server/leads/outbox.ts). */
  outbox: LeadOutbox;
  /** Aborted at the end of the shutdown grace. */
  streamsEnd?: AbortSignal;
}

const allowList = new Map<string, ApiCall>(Object.values(API).map((call) => [`${call.method} ${call.path}`, call]));
/** A known path asked with another method gets 405 and these (a GET call answers HEAD too). */
const allowedMethods = new Map<string, string>(Object.values(API).map((call) => [call.path, call.method === 'GET' ? 'GET, HEAD' : call.method]));

/**
 * The visitor's query cut to what the call documents, each parameter once (its first
 * value): anything else the visitor added would reach the upstream as if we had sent it.
 */
function documentedQuery(call: ApiCall, url: string): string {
  const sent = new URLSearchParams(searchOf(url));
  const kept = new URLSearchParams();
  for (const name of call.query ?? []) {
    const value = sent.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The upstream's envelope for a JSON call, or what its failure tells the visitor; null when the visitor left. */
export type UpstreamAnswer =
  { ok: true; status: number; headers: Dispatcher.ResponseData['headers']; envelope: Record<string, unknown> } | ({ ok: false } & UpstreamFailure) | null;

/** One JSON call of the allow-list, for the proxy and for the cooperation page's form alike. */
export async function callUpstream(
  call: ApiCall,
  body: string | undefined,
  req: Request,
  res: Response,
  options: Pick<ProxyOptions, 'upstreams' | 'logger'>,
): Promise<UpstreamAnswer> {
  const target = upstreamFor(options.upstreams, call.host);
  const visitor = abortOnClose(res);
  const search = documentedQuery(call, req.originalUrl);
  try {
    const answer = await requestUpstream(
      target,
      {
        method: call.method,
        path: target.basePath + call.path + search,
        headers: upstreamHeaders(req, res, { ...HOST_HEADERS[call.host], ...(body ? { 'content-type': 'application/json' } : {}) }),
        body,
      },
      { deadlineMs: options.upstreams.timeoutMs, signal: visitor.signal },
    );
    const json = parseEnvelope(await readBody(answer, MAX_UPSTREAM_BODY_BYTES));
    if (!json) {
      options.logger.warn({ status: answer.statusCode, path: call.path }, 'upstream answered something that is not a JSON envelope');
      metricsOf(res)?.upstreamError('bad_answer');
      return { ok: false, status: 502, desc: MESSAGES.badUpstream };
    }
    return { ok: true, status: gatewayStatus(answer.statusCode), headers: answer.headers, envelope: sanitizeEnvelope(call.path, json) };
  } catch (error) {
    const failure = failureOf(res, error, error instanceof UpstreamDeadline, options.logger);
    return failure && { ok: false, ...failure };
  }
}

async function forwardJson(call: ApiCall, body: string | undefined, req: Request, res: Response, options: ProxyOptions): Promise<void> {
  const answer = await callUpstream(call, body, req, res, options);
  if (!answer) return;
  if (!answer.ok) return void res.status(answer.status).json(envelope(answer.status, answer.desc));
  copyResponseHeaders(answer.headers, res);
  // The sessions the check confirms alone get personal pages (../security/loginSeal.ts).
  if (call === API.currentUserInfo) sealSessionAnswer(res, loginSealKey(options.signingKey), answer.envelope);
  res.status(answer.status).json(answer.envelope);
}

/**
 * A valid lead goes through the outbox: stored first, then delivered now or later. A lead
 * with a consent record is answered with its withdrawal link (`withdrawUrl`) once taken.
 */
async function submitLead(payload: string, withdrawalToken: string | undefined, req: Request, res: Response, options: ProxyOptions): Promise<void> {
  const outcome = await takeLead(options.outbox, payload, req, res, withdrawalToken);
  const link = withdrawalToken ? { withdrawUrl: withdrawalHref(withdrawalToken) } : {};
  switch (outcome.kind) {
    case 'delivered':
      copyResponseHeaders(outcome.headers, res);
      return void res.status(outcome.status).json({ ...outcome.envelope, ...link });
    case 'refused':
      return void res.status(outcome.status).json(outcome.envelope);
    case 'queued':
      return void res.status(200).json({ ...queuedEnvelope(outcome.id), ...link });
    case 'unavailable':
      return void res.status(503).json(notStoredEnvelope());
    case 'full':
      return void res.status(503).json(outboxFullEnvelope());
  }
}

/**
 * The intention submit's rules, whichever way a lead comes (this API, the cooperation
 * page's form): invalid input is never forwarded, and what is forwarded is rebuilt from the
 * known fields, so nothing else the sender added goes up.
 */
export function checkIntention(body: unknown): IntentionPayloadCheck | BareIntentionCheck {
  return isBareIntention(body) ? validateBareIntention(body) : validateIntentionPayload(body);
}

/** JSON of the body to forward; undefined when it cannot be written again (nested too deep). */
function serialise(body: unknown): string | undefined {
  try {
    return JSON.stringify(body ?? {});
  } catch {
    return undefined;
  }
}

export function apiProxy(options: ProxyOptions): Router {
  const router = express.Router();
  // Every answer here is one visitor's (a lead, a login state, a chat): no cache in front may keep it.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Limits first: a refused request costs neither a body parse nor an upstream call.
  router.post(API.intentionSubmit.path, options.limits.intentions);
  for (const call of (Object.values(API) as ApiCall[]).filter((c) => c.stream)) {
    router.post(call.path, options.limits.aiAsks, options.limits.concurrentStreams);
  }
  router.use(express.json({ limit: BODY_LIMIT }));
  // Returning the promise lets Express turn anything unexpected into an error envelope
  // instead of an unhandled rejection that would end the process.
  router.all('/{*path}', (req, res): Promise<void> | void => {
    const call = allowList.get(`${req.method === 'HEAD' ? 'GET' : req.method} ${req.path}`);
    if (!call) {
      const allowed = allowedMethods.get(req.path);
      if (!allowed) return void res.status(404).json(envelope(404, MESSAGES.notFound));
      return void res.status(405).set('Allow', allowed).json(envelope(405, MESSAGES.methodNotAllowed));
    }
    if (call.method === 'POST' && req.body !== undefined && !isRecord(req.body)) {
      return void res.status(400).json(envelope(400, MESSAGES.malformed));
    }
    if (call === API.intentionSubmit) {
      const check = checkIntention(req.body);
      if (!check.ok) return void res.status(400).json(envelope(400, check.desc));
      // A bare "contact us" carries nothing the visitor typed: no consent to record.
      if (!('intentionMobile' in check.payload)) return submitLead(JSON.stringify(check.payload), undefined, req, res, options);
      const lead = consentedLead(check.payload, (req.body as Record<string, unknown>).consent, req.ip);
      if (!lead.ok) return void res.status(400).json(envelope(400, lead.desc));
      return submitLead(lead.body, lead.withdrawalToken, req, res, options);
    }
    if (call.signed) {
      const ask = checkAsk(req.body);
      if (!ask.ok) return void res.status(400).json(envelope(400, ask.desc));
      return streamCall(call, signAsk(options.signingKey, ask.content), req, res, options);
    }
    const body = call.method === 'POST' ? serialise(req.body) : undefined;
    if (call.method === 'POST' && body === undefined) return void res.status(400).json(envelope(400, MESSAGES.malformed));
    return forwardJson(call, body, req, res, options);
  });
  return router;
}
