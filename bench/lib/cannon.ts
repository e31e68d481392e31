/**
 * autocannon, in this (load-core) process, for mixed-route load with a request budget:
 * each connection cycles through the paths. wrk stays the tool for single-URL throughput.
 */
import autocannon from 'autocannon';
import { BROWSER_UA } from './timedGet';

export interface CannonResult {
  /** Responses received. */
  responses: number;
  /** Connection errors and timeouts plus non-2xx answers. */
  errors: number;
  non2xx: number;
  requestsPerSec: number;
  latencyMs: { p50: number; p99: number };
  durationS: number;
  /** The time cap ended it before `amount` responses. */
  capped: boolean;
}

export function runCannon(options: {
  url: string;
  paths: readonly string[];
  connections: number;
  /** Stop after this many responses... */
  amount?: number;
  /** ...or after this long (a cap when `amount` is set). */
  durationS: number;
}): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    let capped = false;
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.durationS }),
        timeout: 10,
        headers: { 'accept-encoding': 'gzip, br', 'user-agent': BROWSER_UA },
        requests: options.paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => {
        clearTimeout(cap);
        if (error) return reject(error);
        const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
        resolve({
          responses,
          errors: result.errors + result.non2xx,
          non2xx: result.non2xx,
          requestsPerSec: responses / result.duration,
          latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
          durationS: result.duration,
          capped,
        });
      },
    );
    const cap = options.amount
      ? setTimeout(() => {
          capped = true;
          instance.stop();
        }, options.durationS * 1000)
      : undefined;
  });
}
