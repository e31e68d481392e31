/**
 * The outbox of the built server as `npm start` runs it: what survives a SIGKILL, and the
 * one-process rule on DATA_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { TEST_SIGNING_KEY, VALID_INTENT } from '../../../helpers';
import { runToExit, startServer, type RunningServer } from '../../../serverProcess';
import { fakeUpstream, json } from '../fakeUpstream';

const SUBMIT = `/api${API.intentionSubmit.path}`;
const DEADLINE_MS = 15_000;
/** Two server starts and a delivery: a few seconds on a loaded machine, with a 10x margin. */
const TEST_TIMEOUT_MS = 60_000;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function upstreamThatCanBeDown() {
  const stored = new Map<string, string>();
  const state = { down: true };
  const upstream = await fakeUpstream((req, res, body) => {
    // The server reads other calls too (site search indexes documents and courses at start): only leads count.
    if (!req.url?.startsWith(API.intentionSubmit.path)) return json(res, 200, { code: 200, desc: '成功', data: null });
    if (state.down) return void res.socket?.destroy();
    const key = String(req.headers['idempotency-key']);
    if (!stored.has(key)) stored.set(key, body);
    json(res, 200, { code: 200, desc: '成功', data: { id: key } });
  });
  cleanups.push(() => upstream.close());
  return { upstream, stored, state };
}

function serverOn(upstreamUrl: string, dataDir: string): Promise<RunningServer> {
  return startServer({
    UPSTREAM_URL: upstreamUrl,
    AI_SIGNING_KEY: TEST_SIGNING_KEY,
    CONSOLE_URL: 'http://console.test',
    DATA_DIR: dataDir,
    LEADS_RETRY_MAX_MS: '100',
  });
}

async function submit(server: RunningServer, name: string): Promise<{ status: number; body: { code: number; data?: { queued?: boolean } } }> {
  const res = await fetch(server.url + SUBMIT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ ...VALID_INTENT, intentionName: name }),
  });
  return { status: res.status, body: (await res.json()) as { code: number } };
}

describe('the lead outbox of a running server', () => {
  it(
    'delivers every queued lead once after the server was SIGKILLed and started again',
    async () => {
      const { upstream, stored, state } = await upstreamThatCanBeDown();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-'));
      const first = await serverOn(upstream.url, dataDir);
      cleanups.push(() => first.process.kill('SIGKILL'));
      for (const name of ['访客甲', '访客乙', '访客丙']) {
        const answer = await submit(first, name);
        expect(answer).toMatchObject({ status: 200, body: { code: 200, data: { queued: true } } });
      }
      const killed = new Promise((resolve) => first.process.once('exit', resolve));
      first.process.kill('SIGKILL');
      await killed;
      expect(stored.size).toBe(0);

      state.down = false;
      const second = await serverOn(upstream.url, dataDir);
      cleanups.push(() => second.stop());
      const deadline = Date.now() + DEADLINE_MS;
      while (stored.size < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      // Each lead keeps its own retry time: they arrive once each, in no promised order.
      expect([...stored.values()].map((body) => (JSON.parse(body) as { intentionName: string }).intentionName).sort()).toEqual(
        ['访客丙', '访客乙', '访客甲'].sort(),
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'is not shared: a second server on the same DATA_DIR refuses to start, naming it',
    async () => {
      const { upstream } = await upstreamThatCanBeDown();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-'));
      const first = await serverOn(upstream.url, dataDir);
      cleanups.push(() => first.stop());
      const second = await runToExit({ UPSTREAM_URL: upstream.url, AI_SIGNING_KEY: TEST_SIGNING_KEY, CONSOLE_URL: 'http://console.test', DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`DATA_DIR ${dataDir} is in use by another server process`);
    },
    TEST_TIMEOUT_MS,
  );
});
