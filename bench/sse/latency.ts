/**
 * Per-event delay of the SSE proxy. The server's AI host is a tap in front of the mock
 * (bench/sse/tap.ts); streams are read one at a time, alternately through the server and
 * straight from the mock (through the same tap, signed as the server signs), and each
 * event's delay is its arrival at the client minus its stamp at the tap. The proxy's
 * added delay is the through-the-server figure minus the direct one.
 */
import { Agent } from 'undici';
import { signAsk } from '../../server/upstream/signing';
import { API } from '../../shared/api';
import { BENCH_SIGNING_KEY } from '../lib/processes';
import { median, percentile } from '../lib/stats';
import { CHAT_PATH, QUESTION, readStream, visitorAsk, type StampedEvent } from './reader';
import type { Tap } from './tap';

export interface DelaySample {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  events: number;
  streams: number;
}

/** Delays (ms) of one stream's events; throws if the two sides saw different events. */
function delays(received: StampedEvent[], stamped: StampedEvent[]): number[] {
  if (received.length !== stamped.length || received.some((e, i) => e.data !== stamped[i]!.data)) {
    throw new Error(`sse latency: the client saw ${received.length} events, the tap ${stamped.length}; they must match one to one`);
  }
  return received.map((e, i) => e.at - stamped[i]!.at);
}

async function oneStream(url: string, body: Record<string, unknown>, tap: Tap, dispatcher: Agent): Promise<number[]> {
  tap.take();
  const read = await readStream(url, body, { dispatcher });
  if (read.status !== 200 || read.error || read.brokeOff) throw new Error(`sse latency: stream failed (${read.status} ${read.error ?? ''})`);
  return delays(read.events, tap.take());
}

const summary = (values: number[], streams: number): DelaySample => ({
  p50: median(values),
  p90: percentile(values, 90),
  p99: percentile(values, 99),
  max: Math.max(...values),
  events: values.length,
  streams,
});

/** One round: alternate proxied and direct streams for `durationS`. */
export async function measureRound(serverUrl: string, tap: Tap, durationS: number): Promise<{ proxied: DelaySample; direct: DelaySample }> {
  const dispatcher = new Agent({ keepAliveTimeout: 10_000 });
  const proxied: number[] = [];
  const direct: number[] = [];
  let streams = 0;
  const deadline = performance.now() + durationS * 1000;
  try {
    while (performance.now() < deadline || streams < 2) {
      proxied.push(...(await oneStream(serverUrl + CHAT_PATH, visitorAsk(), tap, dispatcher)));
      // A fresh signature per ask: the mock refuses one older than five minutes.
      direct.push(...(await oneStream(tap.url + API.chatAsk.path, { ...signAsk(BENCH_SIGNING_KEY, QUESTION) }, tap, dispatcher)));
      streams += 2;
    }
  } finally {
    await dispatcher.close();
  }
  return { proxied: summary(proxied, streams / 2), direct: summary(direct, streams / 2) };
}
