/**
 * Figure 4: the AI chat stream through the server's SSE proxy.
 *  a) per-event delay the proxy adds over reading the mock directly (bench/sse/latency.ts),
 *     tokens paced at 10 ms: p99 < 5 ms;
 *  b) 500 concurrent streams held 10 s, paced so every answer outlasts the hold
 *     (bench/sse/hold.ts): no error, all answering, server RSS growth < 150 MB.
 * Rate limits are off (RATE_LIMIT_* = 0, see bench/lib/processes.ts).
 */
import { Agent } from 'undici';
import type { Figure, Row } from '../lib/figure';
import { setFaults } from '../lib/mockFaults';
import { startMock, startServer } from '../lib/processes';
import { median, round } from '../lib/stats';
import { holdStreams } from '../sse/hold';
import { measureRound } from '../sse/latency';
import { CHAT_PATH, readStream, visitorAsk } from '../sse/reader';
import { startTap } from '../sse/tap';

const LATENCY_TOKEN_DELAY_MS = 10;
const ADDED_P99_BUDGET_MS = 5;
const HOLD_STREAMS = 500;
const HOLD_S = 10;
/** Answers are paced to last this much longer than the hold (piece sizes are random). */
const HOLD_MARGIN = 1.3;
const RSS_GROWTH_BUDGET_MB = 150;
const NAME = '4 SSE proxy';

/** Events in one answer to the bench's question, to pace answers to a duration. */
async function eventsPerAnswer(serverUrl: string): Promise<number> {
  const dispatcher = new Agent();
  try {
    const read = await readStream(serverUrl + CHAT_PATH, visitorAsk(), { dispatcher });
    if (read.status !== 200 || read.events.length === 0) throw new Error(`sse: a single stream failed (${read.status} ${read.error ?? ''})`);
    return read.events.length;
  } finally {
    await dispatcher.close();
  }
}

export const sse: Figure = {
  id: 'sse',
  title: 'SSE proxy overhead',
  async run(options) {
    const mock = await startMock();
    const tap = await startTap(mock.url);
    const rows: Row[] = [];
    const raw: Record<string, unknown> = {};
    try {
      // a) latency: the server's AI host is the tap.
      const latencyServer = await startServer(mock.url, { AI_UPSTREAM_URL: tap.url });
      try {
        await setFaults(mock.url, { tokenDelayMs: LATENCY_TOKEN_DELAY_MS });
        await measureRound(latencyServer.url, tap, options.warmupS);
        const rounds = [];
        for (let i = 0; i < options.rounds; i++) rounds.push(await measureRound(latencyServer.url, tap, options.durationS));
        const proxied = median(rounds.map((r) => r.proxied.p99));
        const direct = median(rounds.map((r) => r.direct.p99));
        const added = proxied - direct;
        raw.latency = { tokenDelayMs: LATENCY_TOKEN_DELAY_MS, rounds };
        rows.push({
          figure: NAME,
          measure: 'per-event delay p99, proxied − direct',
          value: `${round(proxied, 2)} − ${round(direct, 2)} = ${round(added, 2)} ms (p50 ${round(median(rounds.map((r) => r.proxied.p50)), 2)} ms, ${rounds.reduce((n, r) => n + r.proxied.events, 0)} events)`,
          budget: `< ${ADDED_P99_BUDGET_MS} ms`,
          pass: added < ADDED_P99_BUDGET_MS,
        });
      } finally {
        await latencyServer.stop();
      }

      // b) hold: a fresh server straight on the mock, answers paced to outlast the hold.
      const holdServer = await startServer(mock.url);
      try {
        await setFaults(mock.url, { tokenDelayMs: 1 });
        const events = await eventsPerAnswer(holdServer.url);
        const tokenDelayMs = Math.ceil((HOLD_S * 1000 * HOLD_MARGIN) / events);
        await setFaults(mock.url, { tokenDelayMs });
        const hold = await holdStreams(holdServer, HOLD_STREAMS, HOLD_S);
        const growth = hold.rssPeakMb - hold.rssBeforeMb;
        raw.hold = { eventsPerAnswer: events, tokenDelayMs, ...hold };
        rows.push(
          {
            figure: NAME,
            measure: `${HOLD_STREAMS} streams held ${HOLD_S} s: answering / errors`,
            value: `${hold.answering}/${HOLD_STREAMS} answering, ${hold.errors} errors${hold.endedEarly ? `, ${hold.endedEarly} ended early` : ''} (first event p50 ${round(hold.firstEventMsP50, 0)} ms, max ${round(hold.firstEventMsMax, 0)} ms)`,
            budget: 'all answering, 0 errors',
            pass: hold.answering === HOLD_STREAMS && hold.errors === 0,
          },
          {
            figure: NAME,
            measure: 'server RSS growth during the hold',
            value: `${round(growth, 0)} MB (${round(hold.rssBeforeMb, 0)} → peak ${round(hold.rssPeakMb, 0)} MB)`,
            budget: `< ${RSS_GROWTH_BUDGET_MB} MB`,
            pass: growth < RSS_GROWTH_BUDGET_MB,
          },
        );
      } finally {
        await holdServer.stop();
      }
    } finally {
      await tap.close();
      await mock.stop();
    }
    return { rows, raw };
  },
};
