/**
 * The complaints' outbox of the built server as `npm start` runs it (server/index.ts): opened
 * in DATA_DIR beside the leads', and what a SIGKILL left in it delivered at the next start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPLAINTS_FILE } from '../../../../server/compliance/complaintDesk';
import { API } from '../../../../shared/api';
import { TEST_SIGNING_KEY } from '../../../helpers';
import { startServer, type RunningServer } from '../../../serverProcess';
import { fakeUpstream, json } from '../fakeUpstream';

const SUBMIT = `/api${API.complaintSubmit.path}`;
const DEADLINE_MS = 15_000;
/** Two server starts and a delivery: a few seconds on a loaded machine, with a 10x margin. */
const TEST_TIMEOUT_MS = 60_000;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function serverOn(upstreamUrl: string, dataDir: string): Promise<RunningServer> {
  return startServer({
    UPSTREAM_URL: upstreamUrl,
    AI_SIGNING_KEY: TEST_SIGNING_KEY,
    CONSOLE_URL: 'http://console.test',
    DATA_DIR: dataDir,
    LEADS_RETRY_MAX_MS: '100',
  });
}

describe('the complaint outbox of a running server', () => {
  it(
    'keeps a complaint in DATA_DIR/complaints.db through a SIGKILL and delivers it once at the next start',
    async () => {
      const stored = new Map<string, string>();
      const state = { down: true };
      const upstream = await fakeUpstream((req, res, body) => {
        if (!req.url?.startsWith(API.complaintSubmit.path)) return json(res, 200, { code: 200, desc: '成功', data: null });
        if (state.down) return void res.socket?.destroy();
        const key = String(req.headers['idempotency-key']);
        if (!stored.has(key)) stored.set(key, body);
        json(res, 200, { code: 200, desc: '成功', data: { id: key } });
      });
      cleanups.push(() => upstream.close());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-complaints-'));

      const first = await serverOn(upstream.url, dataDir);
      cleanups.push(() => first.process.kill('SIGKILL'));
      const res = await fetch(first.url + SUBMIT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ category: 'other', description: '网站上的联系电话无法接通，请核实。', agreed: true }),
      });
      const answer = (await res.json()) as { code: number; data: { id: string } };
      expect(answer.code).toBe(200);
      expect(fs.existsSync(path.join(dataDir, COMPLAINTS_FILE))).toBe(true);
      const killed = new Promise((resolve) => first.process.once('exit', resolve));
      first.process.kill('SIGKILL');
      await killed;
      expect(stored.size).toBe(0);

      state.down = false;
      const second = await serverOn(upstream.url, dataDir);
      cleanups.push(() => second.stop());
      const deadline = Date.now() + DEADLINE_MS;
      while (stored.size < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect([...stored.keys()]).toEqual([answer.data.id]);
    },
    TEST_TIMEOUT_MS,
  );
});
