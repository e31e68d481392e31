/** What crosses the proxy in each direction, and how a failed call is answered. */
import type { Request, Response } from 'express';
import type { Dispatcher } from 'undici';
import type { UpstreamHost } from '../../shared/api';
import { CLIENT_NAME, CLIENT_NAME_HEADER } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { hardenSetCookie, secureCookies } from '../security/cookiePolicy';
import { envelope } from '../errors';
import type { Logger } from '../ops/logger';
import { metricsOf } from '../ops/metrics';
import { requestIdOf } from '../ops/requestId';
import { classifyFailure } from './pools';

/**
 * Only these request headers go upstream: hop-by-hop headers and Host never do, nor the
 * headers the product fixes (below), which the server sets itself whatever the visitor sent.
 */
const REQUEST_HEADERS = ['cookie', 'accept', 'accept-language', 'user-agent'];
/** Only these come back to the browser. Not Cache-Control: /api answers are `no-store` whatever the upstream says (./apiProxy.ts). */
const RESPONSE_HEADERS = ['set-cookie', 'content-disposition'];

/**
 * What the browser was to send each host, sent by the server in its place: the shared API
 * client's fixed client name, and the chat stream's empty ClientName, Authorization and
 * RandomId with Timestamp 0 (docs/product.md#upstream-calls).
 */
export const HOST_HEADERS: Record<UpstreamHost, Record<string, string>> = {
  api: { [CLIENT_NAME_HEADER]: CLIENT_NAME },
  ai: { [CLIENT_NAME_HEADER]: '', Authorization: '', RandomId: '', Timestamp: '0' },
};

/** The visitor's headers that may go upstream, then the server's own `set` over them. */
export function upstreamHeaders(req: Request, res: Response, set: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REQUEST_HEADERS) {
    const value = req.get(name);
    if (value !== undefined) headers[name] = value;
  }
  headers['x-request-id'] = requestIdOf(res);
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  headers['x-forwarded-proto'] = req.protocol;
  for (const [name, value] of Object.entries(set)) {
    // undici sends `ClientName` and `clientname` as two headers: a name set in any case
    // replaces every other spelling of it.
    for (const existing of Object.keys(headers)) {
      if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
    }
    headers[name] = value;
  }
  return headers;
}

export function copyResponseHeaders(from: Dispatcher.ResponseData['headers'], res: Response, names = RESPONSE_HEADERS): void {
  for (const name of names) {
    const value = from[name];
    if (value === undefined) continue;
    if (name === 'set-cookie') {
      const secure = secureCookies(res);
      res.setHeader(
        name,
        (Array.isArray(value) ? value : [value]).map((cookie) => hardenSetCookie(cookie, secure)),
      );
    } else {
      res.setHeader(name, value);
    }
  }
}

/**
 * Reads an answer's body up to `limit` bytes; a larger one is refused rather than held in
 * memory: at once when its Content-Length says so, else when the bytes read pass the limit.
 */
export async function readBody({ body, headers }: Pick<Dispatcher.ResponseData, 'body' | 'headers'>, limit: number): Promise<string | null> {
  if (Number(headers['content-length']) > limit) {
    body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The upstream's answer as an envelope: a JSON object with a numeric `code`. Anything else
 * (not JSON, an array, null, a code that is not a number) is undefined: garbage.
 */
export function parseEnvelope(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { code } = json as { code?: unknown };
  return typeof code === 'number' && Number.isFinite(code) ? (json as Record<string, unknown>) : undefined;
}

/** A failure of the upstream is a bad gateway here: our own 500 means our own bug. */
export function gatewayStatus(upstreamStatus: number): number {
  return upstreamStatus >= 500 ? 502 : upstreamStatus;
}

/** Aborts the upstream call when the visitor goes away before the answer is complete. */
export function abortOnClose(res: Response): AbortController {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableEnded) controller.abort();
  });
  return controller;
}

/** What a failed upstream call tells the visitor. */
export interface UpstreamFailure {
  status: number;
  /** The Chinese reason. */
  desc: string;
}

/** A failed call, logged and counted, as what to tell the visitor; null when the visitor left (nobody to tell). */
export function failureOf(res: Response, error: unknown, timedOut: boolean, logger: Logger): UpstreamFailure | null {
  const kind = timedOut ? 'timeout' : classifyFailure(error);
  if (kind === 'aborted' || res.destroyed) return null;
  logger.warn({ err: error, kind, requestId: requestIdOf(res) }, 'upstream call failed');
  metricsOf(res)?.upstreamError(kind === 'invalid' ? 'bad_answer' : kind);
  return kind === 'timeout' ? { status: 504, desc: MESSAGES.timeout } : { status: 502, desc: MESSAGES.unreachable };
}

export function sendFailure(res: Response, error: unknown, timedOut: boolean, logger: Logger): void {
  if (res.headersSent) return void res.end();
  const failure = failureOf(res, error, timedOut, logger);
  if (failure) res.status(failure.status).json(envelope(failure.status, failure.desc));
}
