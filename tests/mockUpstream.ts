/** The small helper the mock upstream's tests share. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import type { StreamEvent } from '../shared/api';
import { CHAT_MODULE } from '../shared/constants';
import { createMockUpstream, type MockUpstream, type MockUpstreamOptions } from '../mock-upstream/app';
import { sign } from '../mock-upstream/signature';

export const SIGNING_KEY = 'test-signing-key-0123456789';
/** Plain http, so supertest's cookie jar sends the cookies back (https makes them Secure). */
export const SITE_ORIGIN = 'http://www.example.com';

const cleanups: Array<() => void> = [];

afterEach(() => {
  // Newest first: a mock closes before its data directory goes.
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** A fresh directory under the OS temp dir, removed after the test. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-upstream-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A mock with a fresh data directory, answering AI streams without pauses; closed after the test. */
export function testMock(options: Partial<MockUpstreamOptions> = {}): MockUpstream & { dataDir: string } {
  const dataDir = options.dataDir ?? tempDir();
  const mock = createMockUpstream({ signingKey: SIGNING_KEY, dataDir, siteOrigin: SITE_ORIGIN, tokenDelayMs: 0, ...options });
  cleanups.push(() => mock.close());
  return { ...mock, dataDir };
}

/** A chat request body signed the way our server signs it. */
export function signedAsk(content: string, overrides: Record<string, unknown> = {}, now = Date.now()): Record<string, unknown> {
  return { content, module: CHAT_MODULE, timestamp: now, secret: sign(SIGNING_KEY, now), ...overrides };
}

export function parseEvents(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data:'))
    .map((block) => JSON.parse(block.slice('data:'.length)) as StreamEvent);
}

export function answerText(events: readonly StreamEvent[]): string {
  return events.map((e) => e.content).join('');
}

export const PROJECT_ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');

export interface MockProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Runs `mock-upstream/<script>` in its own Node process (tsx loader), as an operator would. */
export function runScript(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join('mock-upstream', script), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the standalone mock on a free loopback port and waits for its "listening on" line. */
export function startMockProcess(env: Record<string, string>): Promise<MockProcess> {
  const child = runScript('index.ts', [], { PORT: '0', HOST: '127.0.0.1', ...env });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /mock upstream listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`mock exited with ${code} before listening:\n${output}`)));
  });
}
