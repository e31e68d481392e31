/**
 * `npm run loadtest` (issue #8): 200 concurrent page requests over mixed routes plus 100
 * concurrent AI chat streams for 30 s (--duration=S to shorten) against the built server
 * and the mock upstream, on loopback only, rate limits off. Reports requests, errors,
 * latency p50/p99, streams completed and the server's RSS before and after; exits 1 on any
 * error. Bounded: it stops by itself when the duration is over.
 */
import { execFileSync } from 'node:child_process';
import { runCannon } from './lib/cannon';
import { pinningNote, pinSelfToLoadCore } from './lib/cpu';
import { mixedPages } from './lib/pages';
import { withServer } from './lib/processes';
import { saveReport } from './lib/report';
import { round } from './lib/stats';
import { runStreamWorkers } from './lib/streamWorkers';

const PAGE_CONNECTIONS = 200;
const STREAMS = 100;
const DEFAULT_DURATION_S = 30;

function durationArg(argv: readonly string[]): number {
  const raw = argv.find((a) => a.startsWith('--duration='))?.slice('--duration='.length);
  const unknown = argv.filter((a) => !a.startsWith('--duration='));
  if (unknown.length) throw new Error(`unknown argument ${unknown.join(' ')}: only --duration=S`);
  if (raw === undefined) return DEFAULT_DURATION_S;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > 600) throw new Error(`--duration must be 1 to 600 seconds, got "${raw}"`);
  return n;
}

async function main(): Promise<number> {
  const durationS = durationArg(process.argv.slice(2));
  // Builds only when a source is newer than dist/, as `npm start` does.
  execFileSync('npx', ['tsx', 'build.ts', '--if-stale'], { stdio: 'inherit' });
  pinSelfToLoadCore();
  console.log(`loadtest: ${PAGE_CONNECTIONS} page connections + ${STREAMS} AI streams for ${durationS} s; ${pinningNote()}`);
  return withServer({}, async ({ server }) => {
    const rssBeforeMb = server.rssMb();
    const [pages, streams] = await Promise.all([
      runCannon({ url: server.url, paths: mixedPages(), connections: PAGE_CONNECTIONS, durationS }),
      runStreamWorkers(server.url, STREAMS, durationS),
    ]);
    const rssAfterMb = server.rssMb();
    const errors = pages.errors + streams.errors;
    const file = saveReport('loadtest', { date: new Date().toISOString(), durationS, pinning: pinningNote(), pages, streams, rssBeforeMb, rssAfterMb });
    console.log(
      [
        '| measure | value |',
        '| --- | --- |',
        `| page requests (${PAGE_CONNECTIONS} connections, ${durationS} s) | ${pages.responses} (${round(pages.requestsPerSec, 0)} req/s) |`,
        `| page errors (non-2xx, connection, timeout) | ${pages.errors} |`,
        `| page latency p50 / p99 | ${round(pages.latencyMs.p50, 0)} / ${round(pages.latencyMs.p99, 0)} ms |`,
        `| AI streams completed (${STREAMS} concurrent) | ${streams.completed} (+${streams.cut} cut by the end) |`,
        `| AI stream errors | ${streams.errors}${streams.errorSamples.length ? ` (${streams.errorSamples.join('; ')})` : ''} |`,
        `| AI first event p50 / p99 | ${round(streams.firstEventMs.p50, 0)} / ${round(streams.firstEventMs.p99, 0)} ms |`,
        `| server RSS before / after | ${round(rssBeforeMb, 0)} / ${round(rssAfterMb, 0)} MB |`,
      ].join('\n'),
    );
    console.log(`\nraw results: ${file}`);
    console.log(errors === 0 ? 'loadtest: no errors' : `loadtest: ${errors} errors`);
    return errors === 0 ? 0 : 1;
  });
}

process.exitCode = await main();
