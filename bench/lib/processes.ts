/**
 * The processes under test: the built server (dist/server/index.js) on the server core and
 * the mock upstream as its own process, so the bench can set its latency and token pace
 * through its fault knobs. The mock runs from its build (dist/server/mock-upstream.js, the
 * same code `npm run upstream` runs through tsx) on the load core: the upstream is another
 * machine in production and must not take the server's core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_NODE_OPTIONS } from '../../server/ops/nodeOptions';
import { bundlePath } from './bundle';
import { LOAD_CORE, pinned, SERVER_CORE } from './cpu';
import { rssMb } from './memory';

export { SERVER_NODE_OPTIONS };

/** The server runs as production, which refuses the public development key: its mock shares this one. */
export const BENCH_SIGNING_KEY = 'zhimei-bench-signing-key-0123456789';
/** Production wants a public origin and an external console; neither changes a figure. */
export const BENCH_SITE_URL = 'http://localhost:3000';
const BENCH_CONSOLE_URL = 'https://console.example.com';

export interface Running {
  url: string;
  pid: number;
  rssMb(): number;
  stop(): Promise<void>;
}

/** Rate limits are being added to the server; 0 turns each off so they never shape a figure. */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_STREAMS_PER_IP: '0',
  RATE_LIMIT_AI_PER_MIN: '0',
  RATE_LIMIT_INTENTS_PER_MIN: '0',
  RATE_LIMIT_SEARCH_PER_MIN: '0',
  RATE_LIMIT_RENDERS_PER_MIN: '0',
};

const live = new Set<ChildProcess>();
let unexpectedExits = 0;

/** How many bench processes died without the bench stopping them (the runner retries then). */
export function unexpectedExitCount(): number {
  return unexpectedExits;
}
const START_TIMEOUT_MS = 15_000;

/** Children die with the runner, even on Ctrl-C or an exception. */
function killAll(): void {
  for (const child of live) child.kill('SIGKILL');
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Spawns `node script` on `core` and resolves with the URL its first matching line names. */
export function startNode(options: {
  name: string;
  script: string;
  core: number;
  env: Record<string, string>;
  ready: RegExp;
  toUrl: (match: RegExpExecArray) => string;
  stdio?: 'ipc';
  /** Options for node before the script (the server's own: SERVER_NODE_OPTIONS). */
  nodeOptions?: readonly string[];
}): Promise<Running & { child: ChildProcess }> {
  const [command, args] = pinned(options.core, process.execPath, [...(options.nodeOptions ?? []), options.script]);
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env },
    stdio: options.stdio === 'ipc' ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  // Keep the tail of the output for the error message if it dies.
  let tail = '';
  const keep = (text: string) => {
    tail = (tail + text).slice(-4000);
  };
  child.stderr!.setEncoding('utf8').on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${options.name} did not start in ${START_TIMEOUT_MS} ms:\n${tail}`)), START_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      live.delete(child);
      clearTimeout(timer);
      reject(new Error(`${options.name} exited with ${code}:\n${tail}`));
    };
    child.once('exit', onExit);
    let seen = '';
    let stopping = false;
    child.stdout!.setEncoding('utf8').on('data', function onData(text: string) {
      keep(text);
      seen += text;
      const match = options.ready.exec(seen);
      if (!match) return;
      child.stdout!.off('data', onData);
      child.stdout!.on('data', keep);
      child.off('exit', onExit);
      child.once('exit', (code, signal) => {
        live.delete(child);
        // On a shared machine someone else's cleanup may kill it: say so rather than time out.
        if (stopping) return;
        unexpectedExits++;
        console.error(`bench: ${options.name} (pid ${child.pid}) exited unexpectedly (${signal ?? code}):\n${tail}`);
      });
      clearTimeout(timer);
      const pid = child.pid!;
      resolve({
        url: options.toUrl(match),
        pid,
        child,
        rssMb: () => rssMb(pid),
        stop: () =>
          new Promise<void>((done) => {
            stopping = true;
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            // Open streams hold a graceful shutdown for seconds; the bench does not wait.
            setTimeout(() => child.kill('SIGKILL'), 2000).unref();
          }),
      });
    });
  });
}

export function startMock(env: Record<string, string> = {}): Promise<Running> {
  return startNode({
    name: 'mock upstream',
    script: 'dist/server/mock-upstream.js',
    core: LOAD_CORE,
    env: { PORT: '0', HOST: '127.0.0.1', AI_SIGNING_KEY: BENCH_SIGNING_KEY, MOCK_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'zhimei-bench-mock-')), ...env },
    ready: /mock upstream listening on (http:\/\/[\d.]+:\d+)/,
    toUrl: (m) => m[1]!,
  });
}

/** The environment the built server gets in every figure: loopback, quiet logs, no rate limits. */
/**
 * Filings of the site's own, as an operator's .env has them: production refuses the demo's
 * placeholders (server/compliance/filingsConfig.ts). The tests' production servers use them too.
 */
export const FILED_ENV = {
  ICP_NUMBER: '京ICP备12345678号-1',
  PSB_NUMBER: '京公网安备11000002000001号',
  GENAI_FILINGS: '星海智媒大模型=Beijing-XingHaiZhiMei-202401010001',
  ALGORITHM_FILINGS: 'TTS=网信算备110105000000000240011号',
  REPORT_EMAIL: 'jubao@xinghai.example.cn',
  REPORT_PHONE: '010-12345678',
};

export function serverEnv(upstreamUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    // Not the default 9091: two servers may run at once, and the bench reads no metrics.
    METRICS_PORT: '0',
    // No load balancer waits for /readyz: stop() need not wait the drain.
    SHUTDOWN_DRAIN_MS: '0',
    NODE_ENV: 'production',
    ...FILED_ENV,
    UPSTREAM_URL: upstreamUrl,
    AI_SIGNING_KEY: BENCH_SIGNING_KEY,
    SITE_URL: BENCH_SITE_URL,
    CONSOLE_URL: BENCH_CONSOLE_URL,
    LOG_LEVEL: 'error',
    // Its own lead outbox: the checkout's data/ may be held by a server running beside the bench.
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'zhimei-bench-leads-')),
    ...NO_RATE_LIMITS,
    ...extra,
  };
}

/** `settle`: with figure 7's probe inside (bench/lib/settle.ts), which makes the server collect its garbage when asked. */
export function startServer(upstreamUrl: string, extra: Record<string, string> = {}, settle = false): Promise<Running & { child: ChildProcess }> {
  return startNode({
    name: 'server',
    script: 'dist/server/index.js',
    core: SERVER_CORE,
    nodeOptions: settle ? [...SERVER_NODE_OPTIONS, '--expose-gc', '--import', pathToFileURL(bundlePath('settleProbe')).href] : SERVER_NODE_OPTIONS,
    ...(settle ? { stdio: 'ipc' as const } : {}),
    env: serverEnv(upstreamUrl, extra),
    ready: /listening on http:\/\/localhost:(\d+)/,
    // 127.0.0.1, not localhost: wrk and undici must not try ::1 first.
    toUrl: (m) => `http://127.0.0.1:${m[1]}`,
  });
}

/** A port free right now on 127.0.0.1, for a server whose SITE_URL must name the port it listens on. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the mock, then a server against it; `run` runs with both and they stop after. */
export async function withServer<T>(
  options: { serverEnv?: Record<string, string>; mockEnv?: Record<string, string>; settle?: boolean },
  run: (stack: { server: Running & { child: ChildProcess }; mock: Running }) => Promise<T>,
): Promise<T> {
  const mock = await startMock(options.mockEnv);
  try {
    const server = await startServer(mock.url, options.serverEnv, options.settle);
    try {
      return await run({ server, mock });
    } finally {
      await server.stop();
    }
  } finally {
    await mock.stop();
  }
}
