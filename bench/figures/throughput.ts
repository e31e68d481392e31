/**
 * Figure 1: requests/s of the real server for three pages (50 connections, gzip/br, an
 * anonymous visitor, the server's default page cache) against the ceiling: the same app
 * answering the same page bytes pre-compressed from memory (bench/ceiling/server.ts).
 * Budget: server ≥ 0.85 × ceiling for each page.
 */
import { bundlePath } from '../lib/bundle';
import { SERVER_CORE } from '../lib/cpu';
import type { Figure, Row } from '../lib/figure';
import { FIGURE_PAGES } from '../lib/pages';
import { alternate, loadPage, summarize, type Rounds } from '../lib/pageLoad';
import { serverEnv, startNode, withServer } from '../lib/processes';
import { round } from '../lib/stats';

const BUDGET = 0.85;
const NAME = '1 SSR throughput';

export const throughput: Figure = {
  id: 'throughput',
  title: 'SSR throughput vs the static limit',
  run: (options) =>
    withServer({}, async ({ server, mock }) => {
      const ceiling = await startNode({
        name: 'ceiling server',
        script: bundlePath('ceiling'),
        core: SERVER_CORE,
        env: serverEnv(mock.url, { CEILING_CAPTURE_FROM: server.url, CEILING_PAGES: FIGURE_PAGES.join(',') }),
        ready: /ceiling listening on (http:\/\/[\d.]+:\d+)/,
        toUrl: (m) => m[1]!,
      });
      try {
        const rows: Row[] = [];
        const raw: Record<string, { server: Rounds; ceiling: Rounds; ratio: number }> = {};
        for (const page of FIGURE_PAGES) {
          const [serverRuns = [], ceilingRuns = []] = await alternate(options, [
            (d) => loadPage(server.url + page, d),
            (d) => loadPage(ceiling.url + page, d),
          ]);
          const s = summarize(serverRuns);
          const c = summarize(ceilingRuns);
          const ratio = s.median / c.median;
          raw[page] = { server: s, ceiling: c, ratio };
          const errors = s.errors + c.errors;
          rows.push({
            figure: NAME,
            measure: `${page}: server / ceiling req/s`,
            value: `${round(s.median, 0)} / ${round(c.median, 0)} = ${round(ratio, 2)}${errors ? ` (${errors} errors)` : ''}`,
            budget: `≥ ${BUDGET}`,
            pass: ratio >= BUDGET && errors === 0,
          });
        }
        return { rows, raw };
      } finally {
        await ceiling.stop();
      }
    }),
};
