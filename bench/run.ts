/**
 * `npm run bench`: builds the production bundle, runs every figure of issue #7 (or those
 * --only names) against the built server and the mock upstream on loopback, prints a
 * Markdown table with budgets and PASS/FAIL, saves the raw results under reports/bench/,
 * and exits 1 when a budget is missed.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from './lib/args';
import { buildBenchBundles } from './lib/bundle';
import { pinningNote, pinSelfToLoadCore } from './lib/cpu';
import type { BenchOptions, Figure, FigureResult, Row } from './lib/figure';
import { unexpectedExitCount } from './lib/processes';
import { saveReport } from './lib/report';
import { markdownTable } from './lib/table';
import { requireWrk } from './lib/wrk';
import { edge } from './figures/edge';
import { javascript } from './figures/javascript';
import { lighthouse } from './figures/lighthouse';
import { memory } from './figures/memory';
import { rendering } from './figures/rendering';
import { search } from './figures/search';
import { sse } from './figures/sse';
import { throughput } from './figures/throughput';
import { ttfb } from './figures/ttfb';

/** Cheap and process-free first, Lighthouse last. */
const FIGURES: Figure[] = [javascript, throughput, rendering, ttfb, sse, memory, search, edge, lighthouse];
const NEEDS_WRK = new Set(['throughput', 'rendering', 'edge']);

/**
 * Runs a figure; once more if one of its processes was killed from outside meanwhile
 * (on a shared machine another job's cleanup may do that), never for a plain failure.
 */
async function runFigure(figure: Figure, options: BenchOptions): Promise<FigureResult> {
  const killedBefore = unexpectedExitCount();
  const again = () => {
    console.error(`bench: a process of ${figure.id} died under it; running ${figure.id} once more`);
    return figure.run(options);
  };
  let result: FigureResult;
  try {
    result = await figure.run(options);
  } catch (error) {
    if (unexpectedExitCount() === killedBefore) throw error;
    return again();
  }
  // A figure may also have finished with the errors a dead server gives.
  return unexpectedExitCount() === killedBefore ? result : again();
}

async function main(): Promise<number> {
  const args = parseArgs(
    process.argv.slice(2),
    FIGURES.map((f) => f.id),
  );
  const chosen = FIGURES.filter((f) => args.only.length === 0 || args.only.includes(f.id));
  if (chosen.some((f) => NEEDS_WRK.has(f.id))) requireWrk();
  if (!args.noBuild) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  await buildBenchBundles();
  // This process is a load generator too (TTFB, SSE and Lighthouse clients).
  pinSelfToLoadCore();
  console.log(
    `bench: ${chosen.map((f) => f.id).join(', ')}; ${pinningNote()}; ${args.durationS} s runs, ${args.rounds} rounds, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const rows: Row[] = [];
  const raw: Record<string, unknown> = {};
  for (const figure of chosen) {
    const started = Date.now();
    console.log(`\n== ${figure.id}: ${figure.title}`);
    try {
      const result = await runFigure(figure, args);
      rows.push(...result.rows);
      raw[figure.id] = result.raw;
      console.log(markdownTable(result.rows));
    } catch (error) {
      // One broken figure must not hide the others: it is a FAIL row of its own.
      console.error(error);
      rows.push({ figure: figure.title, measure: 'run', value: `error: ${(error as Error).message.split('\n')[0]}`, budget: 'runs', pass: false });
      raw[figure.id] = { error: String((error as Error)?.stack ?? error) };
    }
    console.log(`(${figure.id}: ${Math.round((Date.now() - started) / 1000)} s)`);
  }

  const file = saveReport('bench', {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version, pinning: pinningNote() },
    options: args,
    rows,
    raw,
  });
  console.log(`\n${markdownTable(rows)}\n\nraw results: ${file}`);
  const failed = rows.filter((r) => r.pass === false).length;
  if (failed) console.log(`${failed} budget(s) missed`);
  return failed ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  // Setup problems (unknown argument, wrk missing, the build failing): the message says what to do.
  console.error(`bench: ${(error as Error).message}`);
  process.exitCode = 2;
}
