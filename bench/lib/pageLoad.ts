/** Figures 1 and 2 load pages alike: 50 connections, a browser's Accept-Encoding, no cookies. */
import type { Target } from './rounds';
import { wrk, type WrkResult } from './wrk';

export const PAGE_CONNECTIONS = 50;
/** What browsers send (minus zstd, which compression() does not speak). */
export const BROWSER_ENCODING = { 'Accept-Encoding': 'gzip, br' };

export function loadPage(url: string, durationS: number, headers: Record<string, string> = BROWSER_ENCODING): Promise<WrkResult> {
  return wrk({ url, connections: PAGE_CONNECTIONS, durationS, headers });
}

/** A page under load as a target of mirrored rounds (./rounds.ts). */
export function pageTarget(url: string, headers?: Record<string, string>): Target<WrkResult> {
  return async (durationS) => {
    const result = await loadPage(url, durationS, headers);
    return { rate: result.requestsPerSec, errors: result.errors, detail: result };
  };
}
