/**
 * Writes an AI answer as Server-Sent Events, a few characters per event with a pause in
 * between, the way a model streams tokens. Stops as soon as the client goes away.
 */
import { randomInt } from 'node:crypto';
import type { Response } from 'express';
import type { StreamEvent } from '../shared/api';

export const MAX_PIECE_LENGTH = 4;
/** In 'drop' mode the answer is cut after this many events: enough to have begun rendering. */
export const DROP_AFTER_EVENTS = 3;

/** Splits by code point so no character is ever cut in half. */
export function splitIntoPieces(text: string): string[] {
  const chars = Array.from(text);
  const pieces: string[] = [];
  for (let i = 0; i < chars.length;) {
    const size = randomInt(1, MAX_PIECE_LENGTH + 1);
    pieces.push(chars.slice(i, i + size).join(''));
    i += size;
  }
  return pieces;
}

export function answerEvents(text: string, status: number): StreamEvent[] {
  return splitIntoPieces(text).map((content) => ({ status, type: 'text', content }));
}

export function formatEvent(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

export function openEventStream(res: Response): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
}

export interface StreamOptions {
  tokenDelayMs: number;
  /** Destroy the socket after this many events instead of ending the answer. */
  dropAfter?: number;
  /** Stoppers of the streams in flight, so the app can end them all when it closes. */
  active?: Set<() => void>;
}

export function streamEvents(res: Response, events: readonly StreamEvent[], options: StreamOptions): void {
  let index = 0;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(timer);
    options.active?.delete(end);
  };
  const end = () => {
    stop();
    if (!res.writableEnded) res.end();
  };
  const step = () => {
    if (res.destroyed || res.writableEnded) return stop();
    if (options.dropAfter !== undefined && index >= options.dropAfter) {
      stop();
      res.socket?.destroy();
      return;
    }
    const event = events[index++];
    if (!event) return end();
    res.write(formatEvent(event));
    timer = setTimeout(step, options.tokenDelayMs);
  };
  // 'close' on the response, not the request: the request closes once its body is read.
  res.on('close', stop);
  options.active?.add(end);
  openEventStream(res);
  step();
}
