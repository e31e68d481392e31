/**
 * Figure 1: requests/s of the real server for three pages (50 connections, gzip/br, an
 * anonymous visitor, the server's default page cache) against the ceiling: the same app
 * answering the same page bytes pre-compressed from memory (bench/ceiling/server.ts).
 * Budget: server ≥ 0.85 × ceiling for each page, as the median of the rounds' ratios.
 *
 * Beside it, the server against Node's own http server sending the same bytes with no
 * framework (bench/ceiling/nodeStatic.ts): issue 39's budget for a cached page answered by
 * the page cache's fast path before Express, server ≥ 0.40 × Node static.
 *
 * And a logged-in visitor's page, filled in from its template (server/render/personalTemplate.ts),
 * against the anonymous cache hit of the same page on the same server: issue 39's budget, a
 * logged-in view within 2× the cost of a hit, is logged-in ≥ 0.50 × anonymous req/s.
 */
import { bundlePath } from '../lib/bundle';
import { cpuNotingTarget, processCpuUs, SERVER_CORE } from '../lib/cpu';
import { median, round } from '../lib/stats';
import type { Figure, Row } from '../lib/figure';
import { FIGURE_PAGES } from '../lib/pages';
import { BROWSER_ENCODING, pageTarget } from '../lib/pageLoad';
import { benchLoginCookie, untilTemplated } from '../lib/loggedIn';
import { SERVER_NODE_OPTIONS, serverEnv, startNode, withServer } from '../lib/processes';
import { mirroredRounds, pairedRatio, ratioText, type PairedRatio } from '../lib/rounds';

const BUDGET = 0.85;
const NODE_STATIC_BUDGET = 0.4;
const LOGGED_IN_BUDGET = 0.5;
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
        nodeOptions: SERVER_NODE_OPTIONS,
        env: serverEnv(mock.url, { CEILING_CAPTURE_FROM: server.url, CEILING_PAGES: FIGURE_PAGES.join(',') }),
        ready: /ceiling listening on (http:\/\/[\d.]+:\d+)/,
        toUrl: (m) => m[1]!,
      });
      const nodeStatic = await startNode({
        name: 'node static server',
        script: bundlePath('nodeStatic'),
        core: SERVER_CORE,
        nodeOptions: SERVER_NODE_OPTIONS,
        env: { PORT: '0', HOST: '127.0.0.1', CEILING_CAPTURE_FROM: server.url, CEILING_PAGES: FIGURE_PAGES.join(',') },
        ready: /node static listening on (http:\/\/[\d.]+:\d+)/,
        toUrl: (m) => m[1]!,
      });
      try {
        const rows: Row[] = [];
        const raw: Record<string, PairedRatio & { cpuUsPerRequest?: { server: number[]; static: number[] } }> = {};
        for (const page of FIGURE_PAGES) {
          const [serverRounds = [], ceilingRounds = []] = await mirroredRounds(options, [pageTarget(server.url + page), pageTarget(ceiling.url + page)]);
          const ratio = pairedRatio(serverRounds, ceilingRounds);
          raw[page] = ratio;
          const errors = ratio.numerator.errors + ratio.denominator.errors;
          rows.push({
            figure: NAME,
            measure: `${page}: server / ceiling req/s (median of round ratios)`,
            value: `${ratioText(ratio)}${errors ? ` (${errors} errors)` : ''}`,
            budget: `≥ ${BUDGET}`,
            pass: ratio.median >= BUDGET && errors === 0,
          });
        }
        for (const page of FIGURE_PAGES) {
          const cpu = { server: [] as number[], static: [] as number[] };
          const [serverRounds = [], staticRounds = []] = await mirroredRounds(options, [
            cpuNotingTarget(server.url + page, () => processCpuUs(server.pid), cpu.server),
            cpuNotingTarget(nodeStatic.url + page, () => processCpuUs(nodeStatic.pid), cpu.static),
          ]);
          const ratio = pairedRatio(serverRounds, staticRounds);
          raw[`${page} node static`] = { ...ratio, cpuUsPerRequest: cpu };
          const errors = ratio.numerator.errors + ratio.denominator.errors;
          rows.push({
            figure: NAME,
            measure: `${page}: server / Node static bytes req/s (median of round ratios); CPU per request, server / Node static`,
            value: `${ratioText(ratio)}${errors ? ` (${errors} errors)` : ''}; ${round(median(cpu.server), 1)} / ${round(median(cpu.static), 1)} µs`,
            budget: `≥ ${NODE_STATIC_BUDGET}`,
            pass: ratio.median >= NODE_STATIC_BUDGET && errors === 0,
          });
        }
        const cookie = benchLoginCookie();
        for (const page of FIGURE_PAGES) {
          await untilTemplated(server.url + page, cookie);
          const cpu = { loggedIn: [] as number[], anonymous: [] as number[] };
          const serverCpu = () => processCpuUs(server.pid);
          const [loggedInRounds = [], anonymousRounds = []] = await mirroredRounds(options, [
            cpuNotingTarget(server.url + page, serverCpu, cpu.loggedIn, { ...BROWSER_ENCODING, Cookie: cookie }),
            cpuNotingTarget(server.url + page, serverCpu, cpu.anonymous),
          ]);
          const ratio = pairedRatio(loggedInRounds, anonymousRounds);
          raw[`${page} logged in`] = { ...ratio, cpuUsPerRequest: { server: cpu.loggedIn, static: cpu.anonymous } };
          const errors = ratio.numerator.errors + ratio.denominator.errors;
          rows.push({
            figure: NAME,
            measure: `${page}: logged-in view / anonymous hit req/s (median of round ratios); CPU per request, logged in / anonymous`,
            value: `${ratioText(ratio)}${errors ? ` (${errors} errors)` : ''}; ${round(median(cpu.loggedIn), 1)} / ${round(median(cpu.anonymous), 1)} µs`,
            budget: `≥ ${LOGGED_IN_BUDGET}`,
            pass: ratio.median >= LOGGED_IN_BUDGET && errors === 0,
          });
        }
        return { rows, raw };
      } finally {
        await Promise.all([ceiling.stop(), nodeStatic.stop()]);
      }
    }),
};
