import { describe, expect, it } from 'vitest';
import type { BenchOptions } from '../../../bench/lib/figure';
import { mirroredRounds, pairedRatio, ratioText, type Target } from '../../../bench/lib/rounds';

const OPTIONS: BenchOptions = { durationS: 10, rounds: 3, warmupS: 2, memoryRequests: 0, lighthouseRuns: 0 };

/** A host whose speed grows steadily with time: a run's rate is its base rate times the mean speed over the run. */
function driftingHost(growthPerS: number) {
  let now = 0;
  const calls: Array<{ name: string; durationS: number }> = [];
  const target =
    (name: string, baseRate: number): Target =>
    async (durationS) => {
      calls.push({ name, durationS });
      const start = now;
      now += durationS;
      const meanSpeed = 1 + growthPerS * ((start + now) / 2);
      return { rate: baseRate * meanSpeed, errors: name === 'server' ? 1 : 0 };
    };
  return { target, calls };
}

describe('mirrored rounds', () => {
  it('warms every target up, then runs each round as A B then B A, each run as long as a measured run', async () => {
    const host = driftingHost(0);
    await mirroredRounds(OPTIONS, [host.target('server', 100), host.target('react', 120)]);
    expect(host.calls.slice(0, 2)).toEqual([
      { name: 'server', durationS: 2 },
      { name: 'react', durationS: 2 },
    ]);
    const rounds = host.calls.slice(2);
    expect(rounds.map((c) => c.name)).toEqual(Array(3).fill(['server', 'react', 'react', 'server']).flat());
    expect(new Set(rounds.map((c) => c.durationS))).toEqual(new Set([10]));
  });

  it('gives the true ratio on a host that speeds up steadily, where back-to-back runs would not', async () => {
    const host = driftingHost(0.05);
    const [server = [], react = []] = await mirroredRounds(OPTIONS, [host.target('server', 80), host.target('react', 100)]);
    const ratio = pairedRatio(server, react);
    for (const r of ratio.perRound) expect(r).toBeCloseTo(0.8, 10);
    expect(ratio.median).toBeCloseTo(0.8, 10);
    // Measured one after the other, the later target would look faster than it is.
    const sequential = driftingHost(0.05);
    const a = await sequential.target('server', 80)(10);
    const b = await sequential.target('react', 100)(10);
    expect(a.rate / b.rate).toBeLessThan(0.75);
  });

  it('takes the median of the per-round ratios and adds up errors per side', () => {
    const round = (rate: number, errors = 0) => ({
      rate,
      errors,
      runs: [
        { rate, errors },
        { rate, errors: 0 },
      ] as [never, never],
    });
    const ratio = pairedRatio([round(90, 1), round(50), round(70)], [round(100), round(100), round(70)]);
    expect(ratio.perRound).toEqual([0.9, 0.5, 1]);
    expect(ratio.median).toBe(0.9);
    expect(ratio.numerator).toEqual({ median: 70, errors: 1 });
    expect(ratio.denominator).toEqual({ median: 100, errors: 0 });
    expect(() => pairedRatio([round(1)], [])).toThrow(/rounds/);
  });
});

describe('how a paired ratio reads in the table', () => {
  it("shows each side's median, every round's ratio and the figure", () => {
    const round = (rate: number) => ({
      rate,
      errors: 0,
      runs: [
        { rate, errors: 0 },
        { rate, errors: 0 },
      ] as [never, never],
    });
    expect(ratioText(pairedRatio([round(430), round(415), round(400)], [round(529), round(522), round(500)]))).toBe('415 / 522; rounds 0.81, 0.8, 0.8 → 0.8');
  });
});
