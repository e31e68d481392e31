import { describe, expect, it } from 'vitest';
import { retryDelayMs, RETRY_BASE_MS, RETRY_CAP_MS } from '../../../../server/leads/backoff';

describe('the retry delay of a queued lead', () => {
  it('doubles its ceiling with each attempt, starting at half a second', () => {
    const highest = (attempt: number) => retryDelayMs(attempt, RETRY_CAP_MS, () => 0.999999);
    expect(highest(0)).toBe(RETRY_BASE_MS - 1);
    expect(highest(1)).toBe(2 * RETRY_BASE_MS - 1);
    expect(highest(3)).toBe(8 * RETRY_BASE_MS - 1);
  });

  it('never waits longer than 30 s, however many attempts failed', () => {
    for (const attempt of [6, 10, 100, 10_000]) expect(retryDelayMs(attempt, RETRY_CAP_MS, () => 0.999999)).toBeLessThan(30_000);
  });

  it('is a random point below the ceiling (full jitter), so replicas do not retry in step', () => {
    expect(retryDelayMs(5, RETRY_CAP_MS, () => 0)).toBe(0);
    expect(retryDelayMs(5, RETRY_CAP_MS, () => 0.5)).toBe(8000);
  });

  it('keeps to a smaller cap when one is configured', () => {
    expect(retryDelayMs(20, 200, () => 0.999999)).toBeLessThan(200);
  });
});
