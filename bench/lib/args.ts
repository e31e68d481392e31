/**
 * Command line: `npm run bench -- --only=throughput,ttfb --duration=10 --rounds=3`.
 * Defaults are issue #7's: ~10 s runs, three rounds, a warm-up before each target.
 */
import type { BenchOptions } from './figure';

export interface BenchArgs extends BenchOptions {
  /** Figure ids to run; empty: all. */
  only: string[];
  /** Skip `npm run build` (the dist/ is already current). */
  noBuild: boolean;
}

const DEFAULTS: BenchArgs = {
  only: [],
  noBuild: false,
  durationS: 10,
  rounds: 3,
  warmupS: 3,
  memoryRequests: 50_000,
  lighthouseRuns: 3,
};

function positive(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got "${raw}"`);
  return n;
}

export function parseArgs(argv: readonly string[], figureIds: readonly string[]): BenchArgs {
  const args = { ...DEFAULTS };
  for (const arg of argv) {
    const [, name, value = ''] = /^--([\w-]+)(?:=(.*))?$/.exec(arg) ?? [];
    switch (name) {
      case 'only':
        args.only = value.split(',').filter(Boolean);
        for (const id of args.only) {
          if (!figureIds.includes(id)) throw new Error(`--only: unknown figure "${id}" (known: ${figureIds.join(', ')})`);
        }
        break;
      case 'no-build':
        args.noBuild = true;
        break;
      case 'duration':
        args.durationS = positive(name, value);
        break;
      case 'rounds':
        args.rounds = Math.round(positive(name, value));
        break;
      case 'warmup':
        args.warmupS = positive(name, value);
        break;
      case 'memory-requests':
        args.memoryRequests = Math.round(positive(name, value));
        break;
      case 'lighthouse-runs':
        args.lighthouseRuns = Math.round(positive(name, value));
        break;
      default:
        throw new Error(
          `unknown argument "${arg}": --only=${figureIds.join(',')} --duration=S --rounds=N --warmup=S --memory-requests=N --lighthouse-runs=N --no-build`,
        );
    }
  }
  return args;
}
