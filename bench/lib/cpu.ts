/**
 * Core pinning. On a 2-core machine the server gets core 0 and every load generator
 * (wrk, autocannon, this runner's own clients) core 1, so the figures measure one server
 * core rather than the server fighting its own load for CPU. Without taskset nothing is
 * pinned and the figures say so.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { pageTarget } from './pageLoad';
import type { Target } from './rounds';
import type { WrkResult } from './wrk';

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

let cached: boolean | undefined;

/** taskset exists, there are two cores to split, and BENCH_NO_PIN=1 does not turn pinning off. */
export function canPin(): boolean {
  if (cached === undefined) {
    cached = process.env.BENCH_NO_PIN !== '1' && availableParallelism() >= 2 && spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
  }
  return cached;
}

/** The argv that runs `command` on `core` (taskset execs it, so the pid stays the command's). */
export function pinned(core: number, command: string, args: string[]): [string, string[]] {
  return canPin() ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** Moves this process and all its threads to the load-generator core. */
export function pinSelfToLoadCore(): void {
  if (!canPin()) return;
  execFileSync('taskset', ['-a', '-cp', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
}

/**
 * Runs `run` with this process (and what it launches meanwhile) free to use every core, then
 * pins it back to the load core. For the browser of figure 6: see bench/figures/lighthouse.ts.
 */
export async function withEveryCore<T>(run: () => Promise<T>): Promise<T> {
  if (!canPin()) return run();
  // cpus(), not availableParallelism(): the latter counts only the cores this process may use.
  execFileSync('taskset', ['-a', '-cp', `0-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
  try {
    return await run();
  } finally {
    pinSelfToLoadCore();
  }
}

export function pinningNote(): string {
  return canPin()
    ? `server on core ${SERVER_CORE}, load generators on core ${LOAD_CORE} (taskset)`
    : 'not pinned (taskset missing, a single core, or BENCH_NO_PIN=1)';
}

let tickUs: number | undefined;

/** A clock tick in µs, asked of getconf when first needed: this module is imported where no process may start (the unit tests' guard). */
function clockTickUs(): number {
  tickUs ??= 1_000_000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
  return tickUs;
}

/** utime + stime of a process so far, in µs (fields 14 and 15 of /proc/<pid>/stat, after the command's parentheses). */
export function processCpuUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * clockTickUs();
}

/** A page target that also notes, per run, the CPU time per request of the process `cpuUs` reads. */
export function cpuNotingTarget(url: string, cpuUs: () => number, perRequestUs: number[], headers?: Record<string, string>): Target<WrkResult> {
  const load = pageTarget(url, headers);
  return async (durationS) => {
    const before = cpuUs();
    const sample = await load(durationS);
    const requests = sample.detail?.requests ?? 0;
    if (requests > 0) perRequestUs.push((cpuUs() - before) / requests);
    return sample;
  };
}
