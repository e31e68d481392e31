/** Small statistics helpers: the bench reports medians of rounds and percentiles of samples. */

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile; NaN for no samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
