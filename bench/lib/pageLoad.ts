/** Figures 1 and 2 load pages alike: 50 connections, a browser's Accept-Encoding, no cookies. */
import type { BenchOptions } from './figure';
import { median } from './stats';
import { wrk, type WrkResult } from './wrk';

export const PAGE_CONNECTIONS = 50;
/** What browsers send (minus zstd, which compression() does not speak). */
export const BROWSER_ENCODING = { 'Accept-Encoding': 'gzip, br' };

export function loadPage(url: string, durationS: number): Promise<WrkResult> {
  return wrk({ url, connections: PAGE_CONNECTIONS, durationS, headers: BROWSER_ENCODING });
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

/** Runs `a` and `b` alternately for each round, after a warm-up of each, so drift hits both alike. */
export async function alternate<A, B>(
  options: BenchOptions,
  a: (durationS: number) => Promise<A>,
  b: (durationS: number) => Promise<B>,
): Promise<{ a: A[]; b: B[] }> {
  await a(options.warmupS);
  await b(options.warmupS);
  const out = { a: [] as A[], b: [] as B[] };
  for (let i = 0; i < options.rounds; i++) {
    out.a.push(await a(options.durationS));
    out.b.push(await b(options.durationS));
  }
  return out;
}
