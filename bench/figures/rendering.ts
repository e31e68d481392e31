/**
 * Figure 2: with the page cache off, the server's requests/s (same load as figure 1)
 * against React alone rendering the page's whole element tree in a loop
 * (bench/render/reactLoop.tsx), both on the server core, in mirrored rounds (../lib/rounds.ts),
 * as the median of the rounds' ratios. The server renders what depends on the request and
 * the upstream's data, and reuses what it rendered once for the URL: the layout's frame, and
 * the content of a page made of its URL alone (docs/performance.md#parts-rendered-once-per-url).
 * Besides React it pays for everything a request costs: Express and its middleware, the
 * compression of the page (br, as browsers ask for it), styled-components' style collection,
 * the upstream call of a data page, and the socket. An extra, unbudgeted row asks the server
 * for no compression, to show how much of the overhead compressing is.
 */
import type { Figure, Row } from '../lib/figure';
import { FIGURE_PAGES } from '../lib/pages';
import { pageTarget } from '../lib/pageLoad';
import { withServer } from '../lib/processes';
import { startReactLoop, type ReactLoop } from '../lib/reactLoop';
import { mirroredRounds, pairedRatio, ratioText, type Sample, type Target } from '../lib/rounds';

/**
 * Issue 39's: the home page and a product page, made of their URL alone, at 1.5 × React
 * rendering them whole (about 5 × Next.js rendering the same page). The documentation centre
 * renders its content, the upstream's documents, for every request, and reuses the frame:
 * 0.6 was every page's budget before the parts (issue 35's note: the public ServerStyleSheet
 * API runs stylis for every request), which it must pass by the frame's share.
 */
const BUDGETS: Record<(typeof FIGURE_PAGES)[number], number> = { '/': 1.5, '/product/TTS.html': 1.5, '/docCenter.html': 1 };
/** For information: the same server asked for no compression shows what compressing costs. */
const IDENTITY = { 'Accept-Encoding': 'identity' };
const NAME = '2 uncached vs React';

function loopTarget(loop: ReactLoop, page: string): Target {
  return async (durationS): Promise<Sample> => {
    const result = await loop.run(page, durationS);
    return { rate: result.rendersPerSec, errors: 0, detail: result };
  };
}

export const rendering: Figure = {
  id: 'rendering',
  title: 'Uncached rendering vs React itself',
  run: (options) =>
    withServer({ serverEnv: { PAGE_CACHE_TTL_MS: '0' } }, async ({ server, mock }) => {
      const loop = await startReactLoop(mock.url);
      try {
        const rows: Row[] = [];
        const raw: Record<string, unknown> = {};
        for (const page of FIGURE_PAGES) {
          const [serverRounds = [], identityRounds = [], reactRounds = []] = await mirroredRounds<unknown>(options, [
            pageTarget(server.url + page),
            pageTarget(server.url + page, IDENTITY),
            loopTarget(loop, page),
          ]);
          const ratio = pairedRatio(serverRounds, reactRounds);
          const identity = pairedRatio(identityRounds, reactRounds);
          const errors = ratio.numerator.errors;
          raw[page] = { ratio, identity, rounds: { server: serverRounds, identity: identityRounds, react: reactRounds } };
          rows.push(
            {
              figure: NAME,
              measure: `${page}: server req/s / React renders/s (median of round ratios)`,
              value: `${ratioText(ratio)}${errors ? ` (${errors} errors)` : ''}`,
              budget: `≥ ${BUDGETS[page]}`,
              pass: ratio.median >= BUDGETS[page] && errors === 0,
            },
            {
              figure: NAME,
              measure: `${page}: the same without compression (identity)`,
              value: ratioText(identity),
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
