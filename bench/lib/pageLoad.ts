/** Figures 1 and 2 load pages alike: 50 connections, a browser's Accept-Encoding, no cookies. */
import type { BenchOptions } from './figure';
import { median } from './stats';
import { wrk, type WrkResult } from './wrk';

export const PAGE_CONNECTIONS = 50;
/** What browsers send (minus zstd, which compression() does not speak). */
export const BROWSER_ENCODING = { 'Accept-Encoding': 'gzip, br' };

export function loadPage(url: string, durationS: number, headers: Record<string, string> = BROWSER_ENCODING): Promise<WrkResult> {
  return wrk({ url, connections: PAGE_CONNECTIONS, durationS, headers });
}

export interface Rounds {
  perRound: number[];
  median: number;
  errors: number;
}

export function summarize(results: WrkResult[]): Rounds {
  const perRound = results.map((r) => r.requestsPerSec);
  return { perRound, median: median(perRound), errors: results.reduce((sum, r) => sum + r.errors, 0) };
}

/** Runs each target in turn for every round, after a warm-up of each, so drift hits all alike. */
export async function alternate<T>(options: BenchOptions, targets: Array<(durationS: number) => Promise<T>>): Promise<T[][]> {
  for (const target of targets) await target(options.warmupS);
  const out: T[][] = targets.map(() => []);
  for (let i = 0; i < options.rounds; i++) {
    for (const [k, target] of targets.entries()) out[k]!.push(await target(options.durationS));
  }
  return out;
}
