/** What every figure module exports and returns: table rows plus its raw measurements. */

export interface Row {
  /** The figure's number and short name, e.g. "1 SSR throughput". */
  figure: string;
  measure: string;
  value: string;
  budget: string;
  /** null: reported for information, no budget. */
  pass: boolean | null;
}

export interface FigureResult {
  rows: Row[];
  /** Everything measured, saved as JSON under reports/bench/. */
  raw: unknown;
}

export interface BenchOptions {
  /** Length of one measured run, seconds. */
  durationS: number;
  /** Measured runs per target; the median is reported. */
  rounds: number;
  /** Unmeasured load before the rounds, seconds. */
  warmupS: number;
  /** Figure 7's request counts (50,000 and 100,000 by default). */
  memoryRequests: number;
  /** Lighthouse runs per page; the median run by performance score is reported. */
  lighthouseRuns: number;
}

export interface Figure {
  id: string;
  title: string;
  run(options: BenchOptions): Promise<FigureResult>;
}
