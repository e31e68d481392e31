import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../shared/api';
import { answerEvents, formatEvent, MAX_PIECE_LENGTH, splitIntoPieces, streamEvents } from '../../../mock-upstream/sse';
import { parseEvents } from '../../mockUpstream';

const events = (n: number): StreamEvent[] => Array.from({ length: n }, (_, i) => ({ status: 0, type: 'text', content: `第${i}段` }));

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function listen(app: express.Express): Promise<number> {
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

function appStreaming(list: StreamEvent[], tokenDelayMs: number, active: Set<() => void>, dropAfter?: number) {
  const app = express();
  app.post('/stream', (_req, res) => streamEvents(res, list, { tokenDelayMs, active, dropAfter }));
  return app;
}

describe('splitIntoPieces', () => {
  it('cuts text into pieces of one to four characters that join back to the text', () => {
    const text = '语音合成让文字开口说话，支持30余种音色。'.repeat(5);
    const pieces = splitIntoPieces(text);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) expect(Array.from(piece).length).toBeGreaterThanOrEqual(1);
    for (const piece of pieces) expect(Array.from(piece).length).toBeLessThanOrEqual(MAX_PIECE_LENGTH);
  });

  it('never splits a character outside the basic plane in half', () => {
    const text = '𠀀😀'.repeat(20);
    for (const piece of splitIntoPieces(text)) expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });

  it('turns an answer into text events of one status', () => {
    const list = answerEvents('好的，正在转接', 8);
    expect(list.every((e) => e.status === 8 && e.type === 'text')).toBe(true);
    expect(list.map((e) => e.content).join('')).toBe('好的，正在转接');
  });
});

describe('streamEvents', () => {
  it('formats each event as one data line and a blank line', () => {
    expect(formatEvent({ status: 0, type: 'text', content: '你好\n' })).toBe('data: {"status":0,"type":"text","content":"你好\\n"}\n\n');
  });

  it('sends every event with event-stream headers, then ends the response', async () => {
    const active = new Set<() => void>();
    const res = await request(appStreaming(events(5), 0, active)).post('/stream');
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(parseEvents(res.text)).toEqual(events(5));
    expect(active.size).toBe(0);
  });

  it('stops writing and forgets the stream when the client goes away', async () => {
    const active = new Set<() => void>();
    const port = await listen(appStreaming(events(1000), 5, active));
    const activeWhileStreaming = await new Promise<number>((resolve) => {
      const req = http.request({ port, host: '127.0.0.1', path: '/stream', method: 'POST' }, (res) => {
        res.once('data', () => {
          resolve(active.size);
          req.destroy();
        });
      });
      req.on('error', () => undefined);
      req.end();
    });
    expect(activeWhileStreaming).toBe(1);
    await expect.poll(() => active.size).toBe(0);
  });

  it('destroys the socket mid-answer when asked to drop', async () => {
    const active = new Set<() => void>();
    const port = await listen(appStreaming(events(10), 0, active, 3));
    const outcome = await new Promise<{ text: string; aborted: boolean }>((resolve) => {
      let text = '';
      const req = http.request({ port, host: '127.0.0.1', path: '/stream', method: 'POST' }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ text, aborted: false }));
        res.on('error', () => resolve({ text, aborted: true }));
        res.on('aborted', () => resolve({ text, aborted: true }));
      });
      req.on('error', () => resolve({ text, aborted: true }));
      req.end();
    });
    expect(outcome.aborted).toBe(true);
    expect(parseEvents(outcome.text)).toEqual(events(3));
  });
});
