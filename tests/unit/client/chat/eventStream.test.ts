import { describe, expect, it, vi } from 'vitest';
import { openAnswerStream, readEventStream, StreamRefusedError } from '../../../../client/chat/eventStream';
import { API, type StreamEvent } from '../../../../shared/api';

const encoder = new TextEncoder();
const sse = (status: number, content: string) => `data: ${JSON.stringify({ status, type: 'text', content })}\n\n`;

function streamResponse(chunks: Uint8Array[], init: ResponseInit = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((c) => controller.enqueue(c));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' }, ...init });
}

describe('readEventStream', () => {
  it('keeps a Chinese character whole when it is split across two chunks', async () => {
    const bytes = encoder.encode(sse(0, '语音合成'));
    const cut = bytes.indexOf(0xe9) + 1; // inside a three-byte character
    const events: StreamEvent[] = [];
    await readEventStream(streamResponse([bytes.slice(0, cut), bytes.slice(cut)]), (e) => events.push(e));
    expect(events).toEqual([{ status: 0, type: 'text', content: '语音合成' }]);
  });

  it('treats a non-2xx answer and a wrong content type as refusals', async () => {
    await expect(readEventStream(new Response('{}', { status: 401 }), () => {})).rejects.toBeInstanceOf(StreamRefusedError);
    await expect(readEventStream(new Response('{"code":200}', { headers: { 'content-type': 'application/json' } }), () => {})).rejects.toBeInstanceOf(
      StreamRefusedError,
    );
  });

  it('logs an event it cannot parse and goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: StreamEvent[] = [];
    await readEventStream(streamResponse([encoder.encode('data: {oops\n\n' + sse(0, '好'))]), (e) => events.push(e));
    expect(events).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('openAnswerStream', () => {
  const body = { content: '你好', module: ' ics' };

  it('retries a connection that failed before any event, at most twice, then gives up', async () => {
    const fetchImpl = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const signal = new AbortController().signal;
    await expect(openAnswerStream(API.chatAsk, body, () => {}, { signal, fetchImpl, retryDelayMs: 1 })).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('succeeds on a retry after a failed connection', async () => {
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(streamResponse([encoder.encode(sse(0, '您好'))]));
    const events: StreamEvent[] = [];
    await openAnswerStream(API.chatAsk, body, (e) => events.push(e), { signal: new AbortController().signal, fetchImpl, retryDelayMs: 1 });
    expect(events.map((e) => e.content)).toEqual(['您好']);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('never asks again once an answer has started', async () => {
    let pulls = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(encoder.encode(sse(0, '开始')));
        else controller.error(new TypeError('network error'));
      },
    });
    const fetchImpl = vi.fn().mockResolvedValue(new Response(broken, { headers: { 'content-type': 'text/event-stream' } }));
    await expect(openAnswerStream(API.chatAsk, body, () => {}, { signal: new AbortController().signal, fetchImpl, retryDelayMs: 1 })).rejects.toThrow(
      'network error',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not retry a refusal, and posts content and module only', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response('{"code":401}', { status: 401 }));
    await expect(openAnswerStream(API.chatAsk, body, () => {}, { signal: new AbortController().signal, fetchImpl, retryDelayMs: 1 })).rejects.toBeInstanceOf(
      StreamRefusedError,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/manage/html/aiAsk/stream/textAskIcs');
    expect(JSON.parse(init.body)).toEqual({ content: '你好', module: ' ics' });
    expect(init.credentials).toBe('include');
  });
});
