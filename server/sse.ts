/**
 * The AI answer stream: POSTs the signed ask to the AI host and passes each Server-Sent
 * Event through the moment it is complete. Compression is kept off (no-transform), proxies
 * are told not to buffer, and the upstream request dies with the visitor's connection.
 * When the upstream breaks mid-answer the visitor gets a final status-3 event instead of
 * a spinner that never stops.
 */
import type { Request, Response } from 'express';
import { STREAM_STATUS, type ApiCall, type StreamEvent } from '../shared/api';
import { MESSAGES } from '../shared/messages';
import { envelope } from './errors';
import { abortOnClose, copyResponseHeaders, readBody, sendFailure, upstreamHeaders } from './forwarding';
import type { Logger } from './logger';
import { metricsOf } from './metrics';
import type { SignedAsk } from './signing';
import { STREAM_IDLE_TIMEOUT_MS, upstreamFor, type Upstreams } from './upstream';

const EVENT_END = Buffer.from('\n\n');
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** SPEC.md section 7: these headers go to the AI host empty, and Timestamp as 0. */
const AI_HEADERS = { ClientName: '', Authorization: '', RandomId: '', Timestamp: '0', 'content-type': 'application/json' };

export function eventLine(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

const FINAL_ERROR = eventLine({ status: STREAM_STATUS.error, type: 'text', content: '' });

function isEventStream(contentType: string | string[] | undefined): boolean {
  return String(contentType ?? '').toLowerCase().startsWith('text/event-stream');
}

type FlushableResponse = Response & { flush?: () => void };

export async function streamCall(
  call: ApiCall,
  ask: SignedAsk,
  req: Request,
  res: FlushableResponse,
  options: { upstreams: Upstreams; logger: Logger; streamsEnd?: AbortSignal },
): Promise<void> {
  const target = upstreamFor(options.upstreams, call.host);
  const visitor = abortOnClose(res);
  const connectDeadline = AbortSignal.timeout(options.upstreams.timeoutMs);
  let started = false;
  try {
    const answer = await target.pool.request({
      method: 'POST',
      path: target.basePath + call.path,
      headers: upstreamHeaders(req, res, AI_HEADERS),
      body: JSON.stringify(ask),
      signal: options.streamsEnd ? AbortSignal.any([visitor.signal, options.streamsEnd]) : visitor.signal,
      headersTimeout: options.upstreams.timeoutMs,
      bodyTimeout: STREAM_IDLE_TIMEOUT_MS,
    });
    if (answer.statusCode !== 200 || !isEventStream(answer.headers['content-type'])) {
      // Not a stream: pass the upstream's envelope on (signature refused, bad input...).
      const text = await readBody(answer.body, MAX_ERROR_BODY_BYTES);
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      if (typeof json !== 'object' || json === null) {
        metricsOf(res)?.upstreamError('bad_answer');
        return void res.status(502).json(envelope(502, MESSAGES.badUpstream));
      }
      return void res.status(answer.statusCode === 200 ? 502 : answer.statusCode).json(json);
    }
    started = true;
    const closed = metricsOf(res)?.streamOpened();
    if (closed) res.once('close', closed);
    copyResponseHeaders(answer.headers, res, ['set-cookie']);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    // Forward whole events only, so a drop mid-event never leaves half a line behind.
    let pending: Buffer = Buffer.alloc(0);
    for await (const chunk of answer.body) {
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      const end = pending.lastIndexOf(EVENT_END);
      if (end === -1) continue;
      res.write(pending.subarray(0, end + EVENT_END.length));
      res.flush?.();
      pending = pending.subarray(end + EVENT_END.length);
    }
    res.end();
  } catch (error) {
    if (visitor.signal.aborted) return;
    if (!started) return sendFailure(res, error, connectDeadline.aborted, options.logger);
    if (options.streamsEnd?.aborted) options.logger.info({ path: call.path }, 'AI stream ended by shutdown');
    else {
      options.logger.warn({ err: error, path: call.path }, 'AI stream broke mid-answer');
      metricsOf(res)?.upstreamError('stream_broken');
    }
    res.write(FINAL_ERROR);
    res.end();
  }
}
