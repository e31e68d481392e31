/**
 * Figure 3: /docCenter.html with the mock upstream answering after 500 ms and the page
 * cache off. The shell (with the head tags) must not wait for the data: the head tags are
 * readable within 20 ms at the median, and the complete document still carries the
 * document list (a title from the mock's data).
 */
import type { Figure, Row } from '../lib/figure';
import { setFaults } from '../lib/mockFaults';
import { DOC_LIST_TITLE } from '../lib/pages';
import { withServer } from '../lib/processes';
import { median, round } from '../lib/stats';
import { timedGet, type TimedGet } from '../lib/timedGet';

const PAGE = '/docCenter.html';
const UPSTREAM_LATENCY_MS = 500;
const BUDGET_MS = 20;
const WARMUP_REQUESTS = 3;
const REQUESTS_PER_ROUND = 10;
const NAME = '3 TTFB, slow upstream';

export const ttfb: Figure = {
  id: 'ttfb',
  title: 'TTFB with a slow upstream',
  run: (options) =>
    withServer({ serverEnv: { PAGE_CACHE_TTL_MS: '0' } }, async ({ server, mock }) => {
      await setFaults(mock.url, { latencyMs: UPSTREAM_LATENCY_MS });
      for (let i = 0; i < WARMUP_REQUESTS; i++) await timedGet(server.url + PAGE);
      const rounds: TimedGet[][] = [];
      for (let r = 0; r < options.rounds; r++) {
        const samples: TimedGet[] = [];
        // One at a time: this measures latency, not throughput.
        for (let i = 0; i < REQUESTS_PER_ROUND; i++) samples.push(await timedGet(server.url + PAGE));
        rounds.push(samples);
      }
      const all = rounds.flat();
      const perRound = (pick: (s: TimedGet) => number) => median(rounds.map((samples) => median(samples.map(pick))));
      const firstByte = perRound((s) => s.firstByteMs);
      const head = perRound((s) => s.headMs);
      const complete = perRound((s) => s.completeMs);
      const withList = all.filter((s) => s.status === 200 && s.html.includes(DOC_LIST_TITLE)).length;
      const headFirst = all.filter((s) => s.headInFirstChunk).length;
      const rows: Row[] = [
        {
          figure: NAME,
          measure: `${PAGE} first byte / head tags, median (upstream +${UPSTREAM_LATENCY_MS} ms)`,
          value: `${round(firstByte)} / ${round(head)} ms (head in first chunk ${headFirst}/${all.length})`,
          budget: `head ≤ ${BUDGET_MS} ms`,
          pass: head <= BUDGET_MS,
        },
        {
          figure: NAME,
          measure: 'complete document with the document list',
          value: `${withList}/${all.length}, median ${round(complete, 0)} ms`,
          budget: `all contain "${DOC_LIST_TITLE}"`,
          pass: withList === all.length,
        },
      ];
      const raw = rounds.map((samples) => samples.map(({ html, ...timing }) => ({ ...timing, bytes: html.length })));
      return { rows, raw: { upstreamLatencyMs: UPSTREAM_LATENCY_MS, rounds: raw } };
    }),
};
