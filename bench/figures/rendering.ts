/**
 * Figure 2: with the page cache off, the server's requests/s (same load as figure 1)
 * against React alone rendering the same element tree in a loop (bench/render/reactLoop.tsx),
 * both on the server core, alternating. Budget: overhead ≤ 25%, i.e.
 * server req/s ≥ 0.8 × React renders/s. The server's overhead includes everything a
 * request costs besides React: Express and its middleware, the compression of the page
 * (br, as browsers ask for it), styled-components' style collection, the upstream call of
 * a data page, and the socket. An extra, unbudgeted row asks the server for no compression,
 * to show how much of the overhead compressing is.
 */
import type { Figure, Row } from '../lib/figure';
import { FIGURE_PAGES } from '../lib/pages';
import { alternate, loadPage, summarize } from '../lib/pageLoad';
import type { WrkResult } from '../lib/wrk';
import { withServer } from '../lib/processes';
import { startReactLoop, type ReactLoop } from '../lib/reactLoop';
import { median, round } from '../lib/stats';

const BUDGET = 0.8;
/** For information: the same server asked for no compression shows what compressing costs. */
const IDENTITY = { 'Accept-Encoding': 'identity' };
type LoopRun = Awaited<ReturnType<ReactLoop['run']>>;
const NAME = '2 uncached vs React';

export const rendering: Figure = {
  id: 'rendering',
  title: 'Uncached rendering vs React itself',
  run: (options) =>
    withServer({ serverEnv: { PAGE_CACHE_TTL_MS: '0' } }, async ({ server, mock }) => {
      const loop = await startReactLoop(mock.url, server.url.replace('127.0.0.1', 'localhost'));
      try {
        const rows: Row[] = [];
        const raw: Record<string, unknown> = {};
        for (const page of FIGURE_PAGES) {
          const [serverRuns = [], identityRuns = [], reactRuns = []] = await alternate<WrkResult | LoopRun>(options, [
            (d) => loadPage(server.url + page, d),
            (d) => loadPage(server.url + page, d, IDENTITY),
            (d) => loop.run(page, d),
          ]);
          const s = summarize(serverRuns as WrkResult[]);
          const identity = summarize(identityRuns as WrkResult[]);
          const reactPerRound = (reactRuns as LoopRun[]).map((r) => r.rendersPerSec);
          const react = median(reactPerRound);
          const ratio = s.median / react;
          raw[page] = {
            server: s,
            serverUncompressed: identity,
            react: { perRound: reactPerRound, median: react, bytes: (reactRuns as LoopRun[]).at(-1)?.bytes },
            ratio,
          };
          rows.push(
            {
              figure: NAME,
              measure: `${page}: server req/s / React renders/s`,
              value: `${round(s.median, 0)} / ${round(react, 0)} = ${round(ratio, 2)}${s.errors ? ` (${s.errors} errors)` : ''}`,
              budget: `≥ ${BUDGET} (overhead ≤ 25%)`,
              pass: ratio >= BUDGET && s.errors === 0,
            },
            {
              figure: NAME,
              measure: `${page}: the same without compression (identity)`,
              value: `${round(identity.median, 0)} / ${round(react, 0)} = ${round(identity.median / react, 2)}`,
              budget: '—',
              pass: null,
            },
          );
        }
        return { rows, raw };
      } finally {
        await loop.stop();
      }
    }),
};
