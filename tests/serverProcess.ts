/** Runs the built server (dist/server/index.js) as a child process on a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  /** The server's Prometheus listener (METRICS_PORT), e.g. http://127.0.0.1:40123/metrics. */
  metricsUrl?: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Spawns `script` and resolves once `listening` reads its address in what it printed; rejects
 * with that output if it exits first.
 */
function startListening(
  script: string,
  name: string,
  env: NodeJS.ProcessEnv,
  listening: (output: string) => Pick<RunningServer, 'url' | 'metricsUrl'> | undefined,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const failed = (code: number | null) => reject(new Error(`${name} exited with ${code}: ${output}`));
    child.once('exit', failed);
    // Once: lines logged later (a shutdown's) must not run this again and take stop()'s listener.
    child.stdout!.setEncoding('utf8').on('data', function started(text: string) {
      output += text;
      const address = listening(output);
      if (address) {
        child.stdout!.off('data', started).resume();
        child.off('exit', failed);
        resolve({
          ...address,
          process: child,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}

/** Starts dist/server/index.js on a free port and resolves once it listens. */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const serverEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    // Servers run side by side: each gets a free metrics port rather than the default 9091.
    METRICS_PORT: '0',
    // No load balancer waits for /readyz here: stop() need not wait the drain.
    SHUTDOWN_DRAIN_MS: '0',
    LOG_LEVEL: 'warn',
    // Each run keeps the embedded mock's intents in a fresh folder, and its lead outbox in
    // another: servers run side by side, and an outbox has one process.
    MOCK_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'zhimei-data-')),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-')),
    // One test file asks and submits more than a visitor may in a minute; the limits
    // have tests of their own (tests/integration/server/security/rateLimits.test.ts, redisLimits.test.ts).
    RATE_LIMIT_INTENTS_PER_MIN: '1000',
    RATE_LIMIT_AI_PER_MIN: '1000',
    RATE_LIMIT_STREAMS_PER_IP: '0',
    // Every browser test's page views come from 127.0.0.1; the analytics limit has its own tests.
    RATE_LIMIT_LOG_PER_MIN: '0',
    // ...and their searches and suggestions, and their pages; those limits have their own
    // tests (tests/integration/server/search/searchRefusals.test.ts, tests/integration/server/render/renderLimit.test.ts).
    RATE_LIMIT_SEARCH_PER_MIN: '0',
    RATE_LIMIT_RENDERS_PER_MIN: '0',
    // ...and their complaints (the limit's tests: tests/integration/server/compliance/complaintApi.test.ts).
    RATE_LIMIT_COMPLAINTS_PER_MIN: '0',
    ...env,
  };
  return startListening('dist/server/index.js', 'server', serverEnv, (output) => {
    const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (!port) return undefined;
    // localhost, as printed: the default site origin, which console redirects return to.
    return { url: `http://localhost:${port}`, metricsUrl: /Prometheus metrics on (http:\/\/\S+)/.exec(output)?.[1] };
  });
}

/** A refusal comes before anything is built (milliseconds); a test that waits for one waits longer than this. */
export const REFUSAL_WAIT_MS = 10_000;

/** Runs dist/server/index.js expecting it to refuse to start: its exit code and what it printed on stderr. */
export function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-')),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  // A server that starts after all must not outlive the test: it answers as killed (code null).
  const killer = setTimeout(() => child.kill('SIGKILL'), REFUSAL_WAIT_MS);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr });
    }),
  );
}

/** Starts the built mock upstream alone (so a test can reach its fault knobs). */
export function startMockUpstream(env: Record<string, string> = {}): Promise<RunningServer> {
  const mockEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', MOCK_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'zhimei-mock-')), ...env };
  return startListening('dist/server/mock-upstream.js', 'mock upstream', mockEnv, (output) => {
    const url = /mock upstream listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
    return url ? { url } : undefined;
  });
}

/** A port free right now on 127.0.0.1 (for when two processes must know it in advance). */
export { freePort } from '../bench/lib/processes';
