/**
 * wrk (Debian's package) for throughput: one thread on the load core is enough to keep
 * a Node server busy, and it costs the server's core nothing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { LOAD_CORE, pinned } from './cpu';

const run = promisify(execFile);

export const WRK = process.env.WRK_PATH || '/usr/bin/wrk';

export interface WrkResult {
  requestsPerSec: number;
  requests: number;
  latencyMs: { p50: number; p99: number };
  /** Non-2xx/3xx answers plus connect/read/write/timeout socket errors. */
  errors: number;
}

export function requireWrk(): void {
  if (!existsSync(WRK)) {
    throw new Error(`wrk not found at ${WRK}: install it with \`apt-get install -y wrk\` (or set WRK_PATH)`);
  }
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function toMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

export function parseWrk(output: string): WrkResult {
  const num = (re: RegExp) => Number(re.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  if (!rps) throw new Error(`could not read wrk's output:\n${output}`);
  return {
    requestsPerSec: Number(rps),
    requests: num(/(\d+) requests in/),
    latencyMs: {
      p50: toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? ''),
      p99: toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    },
    errors: num(/Non-2xx or 3xx responses: (\d+)/) + socketErrors,
  };
}

export async function wrk(options: { url: string; connections: number; durationS: number; headers?: Record<string, string> }): Promise<WrkResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const [command, args] = pinned(LOAD_CORE, WRK, [
    '-t1',
    `-c${options.connections}`,
    `-d${options.durationS}s`,
    '--timeout',
    '10s',
    '--latency',
    ...headerArgs,
    options.url,
  ]);
  const { stdout } = await run(command, args, { timeout: (options.durationS + 30) * 1000 });
  return parseWrk(stdout);
}
