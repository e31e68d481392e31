/**
 * Targets measured side by side, and compared round by round. This host's speed wanders by
 * up to a third between one 10 s run and the next, so two targets measured one after the
 * other can differ by more than what is being measured. Each round therefore runs every
 * target in order and then again in reverse order (A B C, then C B A), each run as long as
 * a measured run (a shorter one would count a larger share of wrk's requests still in
 * flight when it stops as not served): a drift during the round weighs on every target
 * alike. A ratio is then taken within each round and the median of those ratios is the
 * figure, rather than the ratio of two medians that may come from different rounds.
 */
import type { BenchOptions } from './figure';
import { median, round } from './stats';

/** What one run of a target measured. */
export interface Sample<D = unknown> {
  /** Requests (or renders) per second. */
  rate: number;
  errors: number;
  /** The run's own result, kept for the raw report. */
  detail?: D;
}

export type Target<D = unknown> = (durationS: number) => Promise<Sample<D>>;

/** One target's round: the mean rate of its two runs, which lasted as long as each other. */
export interface RoundSample<D = unknown> {
  rate: number;
  errors: number;
  runs: [Sample<D>, Sample<D>];
}

/** Warms every target up, then runs the rounds; answers, per target, its result in every round. */
export async function mirroredRounds<D>(options: BenchOptions, targets: Array<Target<D>>): Promise<Array<Array<RoundSample<D>>>> {
  for (const target of targets) await target(options.warmupS);
  const out: Array<Array<RoundSample<D>>> = targets.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    const first: Array<Sample<D>> = [];
    for (const target of targets) first.push(await target(options.durationS));
    const second: Array<Sample<D>> = new Array(targets.length);
    for (let k = targets.length - 1; k >= 0; k--) second[k] = await targets[k]!(options.durationS);
    for (const [k, a] of first.entries()) {
      const b = second[k]!;
      out[k]!.push({ rate: (a.rate + b.rate) / 2, errors: a.errors + b.errors, runs: [a, b] });
    }
  }
  return out;
}

export interface PairedRatio {
  /** numerator / denominator within each round. */
  perRound: number[];
  /** The figure: the median of the per-round ratios. */
  median: number;
  /** Each side's median rate and the errors of all its rounds, for the table. */
  numerator: { median: number; errors: number };
  denominator: { median: number; errors: number };
}

export function pairedRatio(numerator: RoundSample[], denominator: RoundSample[]): PairedRatio {
  if (numerator.length !== denominator.length || numerator.length === 0) {
    throw new Error(`pairedRatio: ${numerator.length} rounds against ${denominator.length}`);
  }
  const perRound = numerator.map((n, i) => n.rate / denominator[i]!.rate);
  const side = (rounds: RoundSample[]) => ({ median: median(rounds.map((r) => r.rate)), errors: rounds.reduce((sum, r) => sum + r.errors, 0) });
  return { perRound, median: median(perRound), numerator: side(numerator), denominator: side(denominator) };
}

/** How the table shows a paired ratio: each side's median rate, every round's ratio, the figure. */
export function ratioText(ratio: PairedRatio): string {
  const rounds = ratio.perRound.map((r) => round(r, 2)).join(', ');
  return `${round(ratio.numerator.median, 0)} / ${round(ratio.denominator.median, 0)}; rounds ${rounds} → ${round(ratio.median, 2)}`;
}
