/**
 * Many concurrent AI streams through the server for a while: every stream must be
 * answering (have its first event) when the hold ends, none may fail, and the server's
 * resident memory may grow by less than the budget. Streams are aborted when it ends.
 */
import { setMaxListeners } from 'node:events';
import { Agent } from 'undici';
import { rssSampler } from '../lib/memory';
import type { Running } from '../lib/processes';
import { CHAT_PATH, readStream, visitorAsk, type StreamRead } from './reader';

export interface HoldResult {
  streams: number;
  holdS: number;
  /** Had their first event when the hold ended. */
  answering: number;
  /** Still waiting for their first event when the hold ended. */
  waiting: number;
  /** Finished their answer before the hold ended (the pacing was too fast). */
  endedEarly: number;
  errors: number;
  errorSamples: string[];
  /** Time to first event, ms, of the streams that had one. */
  firstEventMsP50: number;
  firstEventMsMax: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
}

export async function holdStreams(server: Running, count: number, holdS: number): Promise<HoldResult> {
  const dispatcher = new Agent({ connections: count + 10, keepAliveTimeout: 1000 });
  const controller = new AbortController();
  // Every stream listens on the one abort: that is not a leak.
  setMaxListeners(0, controller.signal);
  const rssBeforeMb = server.rssMb();
  const sampler = rssSampler(server.pid);
  const started = performance.now();
  const firstEventAt: number[] = [];
  const reads: Promise<StreamRead>[] = [];
  for (let i = 0; i < count; i++) {
    let first = true;
    reads.push(
      readStream(server.url + CHAT_PATH, visitorAsk(), {
        dispatcher,
        signal: controller.signal,
        onEvent: (event) => {
          if (first) firstEventAt.push(event.at - started);
          first = false;
        },
      }),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, holdS * 1000));
  // Snapshot before aborting: what the visitors had at the end of the hold.
  const answering = firstEventAt.length;
  controller.abort();
  const results = await Promise.all(reads);
  const rssPeakMb = sampler.peak();
  sampler.stop();
  await dispatcher.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const failures = results.filter((r) => (r.status !== 0 && r.status !== 200) || r.brokeOff || (r.error && r.error !== 'aborted'));
  const sorted = [...firstEventAt].sort((a, b) => a - b);
  return {
    streams: count,
    holdS,
    answering,
    waiting: count - answering,
    endedEarly: results.filter((r) => r.ended).length,
    errors: failures.length,
    errorSamples: failures.slice(0, 5).map((r) => `${r.status} ${r.error ?? ''}${r.brokeOff ? ' status-3 event' : ''}`),
    firstEventMsP50: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    firstEventMsMax: sorted.at(-1) ?? Number.NaN,
    rssBeforeMb,
    rssPeakMb,
    rssAfterMb: server.rssMb(),
  };
}
