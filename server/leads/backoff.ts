/**
 * When to try a queued lead again: exponential backoff with full jitter (AWS's "Exponential
 * Backoff and Jitter"): a random wait between 0 and min(cap, base × 2^attempt). The jitter
 * spreads the retries of many replicas after an upstream outage; the cap bounds how long a
 * lead waits once the upstream is back (one capped wait plus one attempt).
 */
export const RETRY_BASE_MS = 500;
export const RETRY_CAP_MS = 30_000;

export function retryDelayMs(attempt: number, capMs: number = RETRY_CAP_MS, random: () => number = Math.random): number {
  const base = Math.min(RETRY_BASE_MS, capMs);
  // 2^attempt overflows to Infinity long after it passed the cap: min() keeps it finite.
  const ceiling = Math.min(capMs, base * 2 ** Math.min(attempt, 32));
  return Math.floor(random() * ceiling);
}
