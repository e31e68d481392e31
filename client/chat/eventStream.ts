/**
 * Reads the AI answer: fetch + eventsource-parser, decoded with `{ stream: true }` so a
 * Chinese character split across chunks stays whole. A non-2xx answer or one that is not
 * an event stream is an error and never retried; a connection that fails before any event
 * arrived is retried after 1000 ms, at most twice; an answer that has started is never
 * asked again (it would duplicate the answer).
 */
import { createParser } from 'eventsource-parser';
import type { ApiCall, StreamEvent } from '../../shared/api';
import { API_PREFIX } from '../../shared/api';
import { CLIENT_NAME, CLIENT_NAME_HEADER, SSE_RETRY_DELAY_MS } from '../../shared/constants';
import { isRecord } from '../../shared/isRecord';

export const MAX_STREAM_RETRIES = 2;

/** An answer the server refused or that is not a stream: retrying would not help. */
export class StreamRefusedError extends Error {
  override name = 'StreamRefusedError';
  constructor(
    message: string,
    /** The server's Chinese reason (a 429's "too many questions"), shown instead of the generic text. */
    readonly desc?: string,
  ) {
    super(message);
  }
}

/** The `desc` of a JSON envelope refusal, when there is one. */
async function refusalDesc(response: Response): Promise<string | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const body = (await response.json()) as { desc?: unknown };
    return typeof body.desc === 'string' && body.desc ? body.desc : undefined;
  } catch {
    return undefined;
  }
}

function isStreamEvent(value: unknown): value is StreamEvent {
  return isRecord(value) && typeof value.status === 'number' && typeof value.content === 'string';
}

export async function readEventStream(response: Response, onEvent: (event: StreamEvent) => void): Promise<void> {
  if (!response.ok) throw new StreamRefusedError(`the answer failed with HTTP ${response.status}`, await refusalDesc(response));
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('text/event-stream')) throw new StreamRefusedError(`not an event stream: "${type}"`);
  if (!response.body) throw new StreamRefusedError('the answer has no body');
  const parser = createParser({
    onEvent(message) {
      try {
        const event: unknown = JSON.parse(message.data);
        if (isStreamEvent(event)) onEvent(event);
        else console.error('chat: ignoring an event of unknown shape', message.data);
      } catch (error) {
        console.error('chat: could not parse an event', error);
      }
    },
  });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  parser.feed(decoder.decode());
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

export interface StreamOptions {
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
}

export async function openAnswerStream(
  call: ApiCall,
  body: { content: string; module: string },
  onEvent: (event: StreamEvent) => void,
  { signal, fetchImpl = fetch, retryDelayMs = SSE_RETRY_DELAY_MS }: StreamOptions,
): Promise<void> {
  let received = false;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetchImpl(API_PREFIX + call.path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', [CLIENT_NAME_HEADER]: CLIENT_NAME },
        body: JSON.stringify(body),
        signal,
      });
      await readEventStream(response, (event) => {
        received = true;
        onEvent(event);
      });
      return;
    } catch (error) {
      const retry = !signal.aborted && !received && !(error instanceof StreamRefusedError) && attempt < MAX_STREAM_RETRIES;
      if (!retry) throw error;
      await wait(retryDelayMs, signal);
    }
  }
}
