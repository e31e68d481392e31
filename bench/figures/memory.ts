/**
 * Figure 7: the server's resident memory after 50,000 and after 100,000 requests of mixed
 * pages (every page route plus documentation-centre variants, the server's default
 * configuration, 50 connections): the two differ by less than 20 MB. A leak in the render
 * path or an unbounded cache shows as steady growth between the two readings.
 *
 * Each reading comes after a full garbage collection (bench/lib/settleProbe.ts inside the
 * server): what a leak leaves is what survives one. Read at an arbitrary moment under load,
 * RSS also holds the garbage of the last requests and the native memory their buffers
 * keep until V8 collects them; that part came and went by 30-60 MB between two readings of
 * the same code (+5, +41, +63 MB in three runs of 25c819c, and +22 MB at 3a67854, whose
 * table of record read +0.9), while the live heap stayed at 44.4-44.8 MB over 350,000
 * requests. After a full collection RSS still moved by 20-30 MB either way from one
 * reading to the next (native memory the allocator keeps or gives back: -20, -7, -18, -13,
 * +32 MB in five runs), so each half of the run is read five times and its lowest reading
 * counts, and the live heap has a budget of its own. The reading under load is reported.
 */
import { runCannon, type CannonResult } from '../lib/cannon';
import type { Figure } from '../lib/figure';
import { mixedPages } from '../lib/pages';
import { PAGE_CONNECTIONS } from '../lib/pageLoad';
import { withServer } from '../lib/processes';
import { settle, type Settled } from '../lib/settle';
import { round } from '../lib/stats';

const BUDGET_MB = 20;
/**
 * What a leak leaves exactly: the live heap held 44.4-44.8 MB over 350,000 requests, so 5 MB
 * in 50,000 requests is 100 bytes kept per request, where RSS would need 400.
 */
const HEAP_BUDGET_MB = 5;
/** A phase that has not finished in this long is reported as such (an uncached server is slow). */
const PHASE_CAP_S = 600;
const WARMUP_REQUESTS = 2000;
const NAME = '7 memory';

/** Each half of the run is read this often: RSS after a full GC still swings by 20-30 MB. */
const READINGS_PER_HALF = 5;

type Phase = CannonResult & { underLoadMb: number; settled: Settled };
interface Reading {
  rssMb: number;
  heapMb: number;
  underLoadMb: number;
}

export const memory: Figure = {
  id: 'memory',
  title: 'Memory after 50,000 and 100,000 requests',
  run: (options) =>
    withServer({ settle: true }, async ({ server }) => {
      const paths = mixedPages();
      const phase = (amount: number) => runCannon({ url: server.url, paths, connections: PAGE_CONNECTIONS, amount, durationS: PHASE_CAP_S });
      const n = options.memoryRequests;
      const warmup = await phase(Math.min(WARMUP_REQUESTS, n));
      const rssStartMb = server.rssMb();
      const phases: Phase[] = [];
      for (let i = 0; i < 2 * READINGS_PER_HALF; i++) {
        const load = await phase(Math.ceil(n / READINGS_PER_HALF));
        const underLoadMb = server.rssMb();
        phases.push({ ...load, underLoadMb, settled: await settle(server) });
      }
      const halves = [phases.slice(0, READINGS_PER_HALF), phases.slice(READINGS_PER_HALF)] as const;
      const [first, second] = halves.map((half) => ({
        /** The floor of the half's readings: a leak raises every reading, the allocator's swings do not. */
        rssMb: Math.min(...half.map((p) => p.settled.rssMb)),
        heapMb: half.at(-1)!.settled.heapMb,
        underLoadMb: half.at(-1)!.underLoadMb,
      })) as [Reading, Reading];
      const errors = phases.reduce((sum, p) => sum + p.errors, 0);
      const capped = phases.some((p) => p.capped);
      const responses = phases.reduce((sum, p) => sum + p.responses, 0);
      const requestsPerSec = responses / phases.reduce((sum, p) => sum + p.durationS, 0);
      const readings = `after ${n.toLocaleString('en')} and ${(2 * n).toLocaleString('en')} requests`;
      const change = (from: number, to: number, digits = 0) =>
        `${round(from, digits)} → ${round(to, digits)} MB, ${to >= from ? '+' : ''}${round(to - from, 1)} MB`;
      const healthy = errors === 0 && !capped;
      return {
        rows: [
          {
            figure: NAME,
            measure: `RSS after a full GC, ${readings}: the lowest of each ${n.toLocaleString('en')}'s ${READINGS_PER_HALF} readings (${paths.length} pages)`,
            value: `${change(first.rssMb, second.rssMb)}${errors ? `, ${errors} errors` : ''}${capped ? `, capped at ${PHASE_CAP_S} s: ${responses} requests` : ''} (${round(requestsPerSec, 0)} req/s)`,
            budget: `< ${BUDGET_MB} MB`,
            pass: second.rssMb - first.rssMb < BUDGET_MB && healthy,
          },
          {
            figure: NAME,
            measure: `live heap after a full GC, ${readings}`,
            value: change(first.heapMb, second.heapMb, 1),
            budget: `< ${HEAP_BUDGET_MB} MB`,
            pass: second.heapMb - first.heapMb < HEAP_BUDGET_MB && healthy,
          },
          {
            figure: NAME,
            measure: `RSS under load, before the GC, ${readings}`,
            value: change(first.underLoadMb, second.underLoadMb),
            budget: '—',
            pass: null,
          },
        ],
        raw: { paths, warmup, rssStartMb, phases },
      };
    }),
};
