/**
 * The AI answer stream: POSTs the signed ask to the AI host and passes each Server-Sent
 * Event through the moment it is complete. Compression is kept off (no-transform), proxies
 * are told not to buffer, and the upstream request dies with the visitor's connection.
 * When the upstream breaks mid-answer the visitor gets a final status-3 event instead of
 * a spinner that never stops. An answer that came whole ends with a closing event of our own
 * that carries its content id (../compliance/answerLabels.ts): status 0 with no text, which a
 * client that knows nothing of the id appends as nothing.
 */
import type { Request, Response } from 'express';
import { STREAM_STATUS, type ApiCall, type StreamEvent } from '../../shared/api';
import { isRecord } from '../../shared/isRecord';
import { MESSAGES } from '../../shared/messages';
import { envelope } from '../errors';
import { abortOnClose, copyResponseHeaders, gatewayStatus, HOST_HEADERS, parseEnvelope, readBody, sendFailure, upstreamHeaders } from './forwarding';
import type { AnswerLabels } from '../compliance/answerLabels';
import type { Logger } from '../ops/logger';
import { metricsOf } from '../ops/metrics';
import type { SignedAsk } from './signing';
import { upstreamFor, type Upstreams } from './pools';
import { requestUpstream, UpstreamDeadline } from './upstreamCall';

const MAX_ERROR_BODY_BYTES = 64 * 1024;
/** An event still incomplete at this size is not an answer piece: the stream is garbage. */
const MAX_EVENT_BYTES = 64 * 1024;
const SSE_FIELDS = new Set(['data', 'event', 'id', 'retry']);

export function eventLine(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

const FINAL_ERROR = eventLine({ status: STREAM_STATUS.error, type: 'text', content: '' });

/** The last event of an answer that came whole: no text, its content id. */
export function closingEvent(contentId: string): string {
  return eventLine({ status: STREAM_STATUS.text, type: 'text', content: '', contentId });
}

/** Where the last complete event ends (after its blank line, LF or CRLF), or -1. */
function endOfLastEvent(buffer: Buffer): number {
  const lf = buffer.lastIndexOf('\n\n');
  const crlf = buffer.lastIndexOf('\n\r\n');
  return Math.max(lf === -1 ? -1 : lf + 2, crlf === -1 ? -1 : crlf + 3);
}

/** An SSE block is an answer piece the chat understands, a comment-only keep-alive, or garbage. */
function classify(block: string): 'event' | 'comment' | 'garbage' {
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (!SSE_FIELDS.has(field)) return 'garbage';
    if (field === 'data') data.push(colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, ''));
  }
  if (data.length === 0) return 'comment';
  try {
    const event: unknown = JSON.parse(data.join('\n'));
    return isRecord(event) && typeof event.status === 'number' && typeof event.content === 'string' ? 'event' : 'garbage';
  } catch {
    return 'garbage';
  }
}

/**
 * Splits the complete events off the front of `pending`: what may be passed on, whether
 * garbage was met (nothing after it is passed on), and how many answer pieces there were.
 */
function takeEvents(pending: Buffer): { pass: Buffer; rest: Buffer; garbage: boolean; events: number } {
  const end = endOfLastEvent(pending);
  if (end === -1) return { pass: Buffer.alloc(0), rest: pending, garbage: pending.length > MAX_EVENT_BYTES, events: 0 };
  const blocks = pending
    .subarray(0, end)
    .toString('utf8')
    .split(/\r?\n\r?\n/)
    .slice(0, -1);
  let events = 0;
  for (const [index, block] of blocks.entries()) {
    const kind = classify(block);
    if (kind === 'garbage') {
      const good = blocks
        .slice(0, index)
        .map((b) => `${b}\n\n`)
        .join('');
      return { pass: Buffer.from(good), rest: Buffer.alloc(0), garbage: true, events };
    }
    if (kind === 'event') events++;
  }
  const rest = pending.subarray(end);
  return { pass: pending.subarray(0, end), rest, garbage: rest.length > MAX_EVENT_BYTES, events };
}

function isEventStream(contentType: string | string[] | undefined): boolean {
  return String(contentType ?? '')
    .toLowerCase()
    .startsWith('text/event-stream');
}

type FlushableResponse = Response & { flush?: () => void };

interface StreamOptions {
  upstreams: Upstreams;
  logger: Logger;
  answerLabels: AnswerLabels;
  streamsEnd?: AbortSignal;
}

/** The AI answer stream, within the global cap on streams open at once (429 past it). */
export async function streamCall(call: ApiCall, ask: SignedAsk, req: Request, res: FlushableResponse, options: StreamOptions): Promise<void> {
  const release = options.upstreams.streams.take();
  if (!release) {
    metricsOf(res)?.streamRefused();
    return void res.status(429).json(envelope(429, MESSAGES.tooManyChats));
  }
  try {
    await relay(call, ask, req, res, options);
  } finally {
    release();
  }
}

async function relay(call: ApiCall, ask: SignedAsk, req: Request, res: FlushableResponse, options: StreamOptions): Promise<void> {
  const target = upstreamFor(options.upstreams, call.host);
  const visitor = abortOnClose(res);
  let started = false;
  try {
    const answer = await requestUpstream(
      target,
      {
        method: 'POST',
        path: target.basePath + call.path,
        headers: upstreamHeaders(req, res, { ...HOST_HEADERS[call.host], 'content-type': 'application/json' }),
        body: JSON.stringify(ask),
        bodyTimeout: options.upstreams.streamIdleMs,
      },
      {
        deadlineMs: options.upstreams.timeoutMs,
        signal: options.streamsEnd ? AbortSignal.any([visitor.signal, options.streamsEnd]) : visitor.signal,
        headOnly: true,
      },
    );
    if (answer.statusCode !== 200 || !isEventStream(answer.headers['content-type'])) {
      // Not a stream: pass the upstream's envelope on (signature refused, bad input...).
      const json = parseEnvelope(await readBody(answer, MAX_ERROR_BODY_BYTES));
      if (!json) {
        metricsOf(res)?.upstreamError('bad_answer');
        return void res.status(502).json(envelope(502, MESSAGES.badUpstream));
      }
      const status = answer.statusCode === 200 ? 502 : gatewayStatus(answer.statusCode);
      return void res.status(status).json(json);
    }
    started = true;
    const closed = metricsOf(res)?.streamOpened();
    if (closed) res.once('close', closed);
    copyResponseHeaders(answer.headers, res, ['set-cookie']);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression leaves it alone (it would buffer the events); no-store: no cache keeps an answer.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    // Forward whole, well-formed events only: a drop mid-event never leaves half a line
    // behind, and garbage never reaches the chat.
    let pending: Buffer = Buffer.alloc(0);
    let events = 0;
    for await (const chunk of answer.body) {
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      const taken = takeEvents(pending);
      events += taken.events;
      pending = taken.rest;
      if (taken.pass.length) {
        res.write(taken.pass);
        res.flush?.();
      }
      if (taken.garbage) {
        // Leaving the loop destroys the upstream body, and with it the upstream request.
        options.logger.warn({ path: call.path }, 'AI stream sent something that is not an answer event');
        metricsOf(res)?.upstreamError('bad_answer');
        return void res.end(FINAL_ERROR);
      }
    }
    if (events === 0 || pending.toString('utf8').trim() !== '') {
      options.logger.warn({ path: call.path, events }, 'AI stream ended without a complete answer');
      metricsOf(res)?.upstreamError('stream_broken');
      return void res.end(FINAL_ERROR);
    }
    res.end(closingEvent(options.answerLabels.issue()));
  } catch (error) {
    if (visitor.signal.aborted) return;
    if (!started) return sendFailure(res, error, error instanceof UpstreamDeadline, options.logger);
    if (options.streamsEnd?.aborted) options.logger.info({ path: call.path }, 'AI stream ended by shutdown');
    else {
      options.logger.warn({ err: error, path: call.path }, 'AI stream broke mid-answer');
      metricsOf(res)?.upstreamError('stream_broken');
    }
    res.write(FINAL_ERROR);
    res.end();
  }
}
