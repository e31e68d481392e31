/**
 * Reads a Server-Sent Event stream and stamps each event with the moment its bytes
 * arrived (performance.now()), for the SSE figures and the load test.
 */
import { request, type Dispatcher } from 'undici';
import { API, API_PREFIX, STREAM_STATUS } from '../../shared/api';
import { CHAT_MODULE } from '../../shared/constants';

export interface StampedEvent {
  at: number;
  /** The event's JSON, as sent. */
  data: string;
}

export interface StreamRead {
  status: number;
  events: StampedEvent[];
  /** A status-3 event: the answer broke off. */
  brokeOff: boolean;
  ended: boolean;
  error?: string;
}

/** A question the mock answers at length (the 语音合成 product page). */
export const QUESTION = '语音合成能做什么？';
export const CHAT_PATH = API_PREFIX + API.chatAsk.path;
const ERROR_STATUS = `"status":${STREAM_STATUS.error}`;

/** Splits complete `data: …\n\n` events off `buffer`; returns them and what is left. */
export function takeEvents(buffer: string): { events: string[]; rest: string } {
  const events: string[] = [];
  let start = 0;
  for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n', start)) {
    const block = buffer.slice(start, end);
    const line = block.split('\n').find((l) => l.startsWith('data:'));
    if (line) events.push(line.slice(5).trim());
    start = end + 2;
  }
  return { events, rest: buffer.slice(start) };
}

export async function readStream(
  url: string,
  body: Record<string, unknown>,
  options: { dispatcher: Dispatcher; signal?: AbortSignal; onEvent?: (event: StampedEvent) => void },
): Promise<StreamRead> {
  const read: StreamRead = { status: 0, events: [], brokeOff: false, ended: false };
  try {
    const answer = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      dispatcher: options.dispatcher,
      signal: options.signal,
    });
    read.status = answer.statusCode;
    let buffer = '';
    answer.body.setEncoding('utf8');
    await new Promise<void>((resolve, reject) => {
      answer.body.on('data', (chunk: string) => {
        const at = performance.now();
        const { events, rest } = takeEvents(buffer + chunk);
        buffer = rest;
        for (const data of events) {
          const event = { at, data };
          read.events.push(event);
          if (data.includes(ERROR_STATUS)) read.brokeOff = true;
          options.onEvent?.(event);
        }
      });
      answer.body.on('end', resolve);
      answer.body.on('error', reject);
    });
    read.ended = true;
  } catch (error) {
    read.error = (error as Error).name === 'AbortError' || options.signal?.aborted ? 'aborted' : String((error as Error).message ?? error);
  }
  return read;
}

/** What the browser sends to our /api: the question and the module, never a signature. */
export function visitorAsk(content = QUESTION): Record<string, unknown> {
  return { content, module: CHAT_MODULE };
}
