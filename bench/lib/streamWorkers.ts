/**
 * Keeps N AI chat streams going through the server until a deadline: each worker asks,
 * reads the answer to its end, and asks again. For the load test.
 */
import { setMaxListeners } from 'node:events';
import { Agent } from 'undici';
import { percentile } from './stats';
import { CHAT_PATH, readStream, visitorAsk } from '../sse/reader';

export interface StreamLoad {
  completed: number;
  errors: number;
  errorSamples: string[];
  /** Cut by the deadline mid-answer (not an error). */
  cut: number;
  firstEventMs: { p50: number; p99: number };
}

export async function runStreamWorkers(serverUrl: string, workers: number, durationS: number): Promise<StreamLoad> {
  const dispatcher = new Agent({ connections: workers + 10 });
  const stop = AbortSignal.timeout(durationS * 1000);
  // Every worker's request listens on the one deadline: that is not a leak.
  setMaxListeners(0, stop);
  const result: StreamLoad = { completed: 0, errors: 0, errorSamples: [], cut: 0, firstEventMs: { p50: 0, p99: 0 } };
  const firstEvent: number[] = [];
  const worker = async () => {
    while (!stop.aborted) {
      const started = performance.now();
      const read = await readStream(serverUrl + CHAT_PATH, visitorAsk(), { dispatcher, signal: stop });
      if (read.events[0]) firstEvent.push(read.events[0].at - started);
      const failed = (read.status !== 0 && read.status !== 200) || read.brokeOff || (read.error && read.error !== 'aborted');
      if (failed) {
        result.errors++;
        if (result.errorSamples.length < 5) result.errorSamples.push(`${read.status} ${read.error ?? ''}${read.brokeOff ? ' status-3 event' : ''}`);
      } else if (read.ended) result.completed++;
      else result.cut++;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  await dispatcher.close();
  result.firstEventMs = { p50: percentile(firstEvent, 50), p99: percentile(firstEvent, 99) };
  return result;
}
