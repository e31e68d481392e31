/**
 * Figure 7: the server's resident memory after 50,000 and after 100,000 requests of mixed
 * pages (every page route plus documentation-centre variants, the server's default
 * configuration, 50 connections): the two differ by less than 20 MB. A leak in the render
 * path or an unbounded cache shows as steady growth between the two readings.
 */
import { runCannon, type CannonResult } from '../lib/cannon';
import type { Figure } from '../lib/figure';
import { mixedPages } from '../lib/pages';
import { PAGE_CONNECTIONS } from '../lib/pageLoad';
import { withServer } from '../lib/processes';
import { round } from '../lib/stats';

const BUDGET_MB = 20;
/** A phase that has not finished in this long is reported as such (an uncached server is slow). */
const PHASE_CAP_S = 600;
const WARMUP_REQUESTS = 2000;
const NAME = '7 memory';

export const memory: Figure = {
  id: 'memory',
  title: 'Memory after 50,000 and 100,000 requests',
  run: (options) =>
    withServer({}, async ({ server }) => {
      const paths = mixedPages();
      const phase = (amount: number) => runCannon({ url: server.url, paths, connections: PAGE_CONNECTIONS, amount, durationS: PHASE_CAP_S });
      const phases: Array<CannonResult & { rssMb: number }> = [];
      const warmup = await phase(Math.min(WARMUP_REQUESTS, options.memoryRequests));
      const rssStartMb = server.rssMb();
      for (let i = 0; i < 2; i++) phases.push({ ...(await phase(options.memoryRequests)), rssMb: server.rssMb() });
      const [first, second] = phases as [CannonResult & { rssMb: number }, CannonResult & { rssMb: number }];
      const growth = second.rssMb - first.rssMb;
      const errors = phases.reduce((n, p) => n + p.errors, 0);
      const capped = phases.some((p) => p.capped);
      const n = options.memoryRequests;
      return {
        rows: [
          {
            figure: NAME,
            measure: `RSS after ${n.toLocaleString('en')} and ${(2 * n).toLocaleString('en')} requests (${paths.length} pages)`,
            value: `${round(first.rssMb, 0)} → ${round(second.rssMb, 0)} MB, +${round(growth, 1)} MB${errors ? `, ${errors} errors` : ''}${capped ? `, capped at ${PHASE_CAP_S} s: ${first.responses + second.responses} requests` : ''} (${round(first.requestsPerSec, 0)} req/s)`,
            budget: `< ${BUDGET_MB} MB`,
            pass: growth < BUDGET_MB && errors === 0 && !capped,
          },
        ],
        raw: { paths, warmup, rssStartMb, phases },
      };
    }),
};
