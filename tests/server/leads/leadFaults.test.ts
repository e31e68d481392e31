/**
 * The outbox against a fake upstream on a loopback port, through the app as a visitor's
 * browser reaches it: what the visitor is told, and how many copies reach the upstream.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { MESSAGES } from '../../../shared/messages';
import { outboxOptions } from '../../../server/app';
import { LeadOutbox } from '../../../server/leads/outbox';
import { Metrics } from '../../../server/ops/metrics';
import { createUpstreams } from '../../../server/upstream/pools';
import { testApp, testConfig, VALID_INTENT } from '../../helpers';
import { fakeUpstream, json, type Recorded } from '../fakeUpstream';

const SUBMIT = `/api${API.intentionSubmit.path}`;
/** Long enough for any retry here (the cap below is 100 ms), ten times over and more. */
const DELIVERY_DEADLINE_MS = 10_000;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An upstream that stores each Idempotency-Key once, as the README asks of the real one; `down` refuses connections' answers. */
async function idempotentUpstream() {
  const stored = new Map<string, string>();
  const arrivals: string[] = [];
  const state = { mode: 'up' as 'up' | 'down' | 'fail500' | 'dropAfterStore', failures: 0 };
  const upstream = await fakeUpstream((req, res, body) => {
    // Only leads count here: any other call the app makes (none today) is answered and left out.
    if (!req.url?.startsWith(API.intentionSubmit.path)) return json(res, 200, { code: 200, desc: '成功', data: null });
    const key = String(req.headers['idempotency-key'] ?? '');
    if (state.mode === 'down') return void res.socket?.destroy();
    if (state.mode === 'fail500' && state.failures > 0) {
      state.failures--;
      return json(res, 500, { code: 500, desc: '服务异常' });
    }
    if (!stored.has(key)) {
      stored.set(key, body);
      arrivals.push(body);
    }
    if (state.mode === 'dropAfterStore') {
      state.mode = 'up';
      return void res.socket?.destroy();
    }
    json(res, 200, { code: 200, desc: '成功', data: { id: key } });
  });
  cleanups.push(() => upstream.close());
  return { upstream, stored, arrivals, state };
}

function captureLogs() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

function appWithOutbox(upstreamUrl: string, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-'))) {
  const { lines, logger } = captureLogs();
  const config = { ...testConfig(), leads: { deadAfterMs: 7 * 24 * 3600_000, retryCapMs: 100 } };
  const upstreams = createUpstreams({ api: upstreamUrl, ai: upstreamUrl, log: upstreamUrl }, 2_000);
  const metrics = new Metrics();
  const outbox = LeadOutbox.open(dataDir, outboxOptions(config, upstreams, logger, metrics));
  cleanups.push(() => upstreams.close());
  cleanups.push(() => outbox.close());
  return { app: testApp({}, { upstreams, outbox, logger, metrics }), outbox, lines, dataDir };
}

/** What reached the upstream's intention submit, in order. */
const leadsSent = (upstream: { requests: Recorded[] }) => upstream.requests.filter((r) => r.url.startsWith(API.intentionSubmit.path));

async function eventually(check: () => boolean): Promise<void> {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not delivered in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a lead sent while the upstream has trouble', () => {
  it('is answered 200 while the upstream is down, and arrives exactly once when it is back', async () => {
    const { upstream, arrivals, state } = await idempotentUpstream();
    state.mode = 'down';
    const { app, outbox } = appWithOutbox(upstream.url);
    const res = await request(app).post(SUBMIT).send(VALID_INTENT).expect(200);
    expect(res.body).toMatchObject({ code: 200, desc: MESSAGES.leadQueued, data: { queued: true } });
    expect(outbox.stats().depth).toBe(1);
    state.mode = 'up';
    await eventually(() => arrivals.length === 1 && outbox.stats().depth === 0);
    expect(JSON.parse(arrivals[0]!)).toMatchObject({ intentionMobile: VALID_INTENT.intentionMobile });
  });

  it('arrives exactly once when the upstream answers 500 twice, then 200', async () => {
    const { upstream, arrivals, state } = await idempotentUpstream();
    Object.assign(state, { mode: 'fail500', failures: 2 });
    const { app, outbox } = appWithOutbox(upstream.url);
    await request(app).post(SUBMIT).send(VALID_INTENT).expect(200);
    await eventually(() => outbox.stats().depth === 0);
    expect(arrivals).toHaveLength(1);
    expect(leadsSent(upstream)).toHaveLength(3);
  });

  it('arrives exactly once when the upstream stored it but its answer was lost, thanks to the Idempotency-Key', async () => {
    const { upstream, stored, state } = await idempotentUpstream();
    state.mode = 'dropAfterStore';
    const { app, outbox } = appWithOutbox(upstream.url);
    await request(app).post(SUBMIT).send(VALID_INTENT).expect(200);
    await eventually(() => outbox.stats().depth === 0);
    expect(leadsSent(upstream).length).toBeGreaterThanOrEqual(2);
    const keys = new Set(leadsSent(upstream).map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect(stored.size).toBe(1);
  });

  it('gives the visitor the upstream refusal of the lead itself, and queues nothing', async () => {
    const upstream = await fakeUpstream((_req, res) => json(res, 200, { code: 400, desc: '手机号已提交过' }));
    cleanups.push(() => upstream.close());
    const { app, outbox } = appWithOutbox(upstream.url);
    const res = await request(app).post(SUBMIT).send(VALID_INTENT).expect(200);
    expect(res.body).toMatchObject({ code: 400, desc: '手机号已提交过' });
    expect(outbox.stats().depth).toBe(0);
  });

  it('all 200 leads sent at once while the upstream is down arrive once each, in the order they were stored', async () => {
    const { upstream, arrivals, state } = await idempotentUpstream();
    state.mode = 'down';
    const { app, outbox } = appWithOutbox(upstream.url);
    const bodies = Array.from({ length: 200 }, (_, i) => ({ ...VALID_INTENT, intentionName: `访客${i}` }));
    const answers = await Promise.all(bodies.map((body) => request(app).post(SUBMIT).send(body)));
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 200));
    const order = outbox.pendingIds();
    expect(order).toHaveLength(200);
    state.mode = 'up';
    await eventually(() => arrivals.length === 200);
    const keysInArrivalOrder = leadsSent(upstream)
      .filter((r) => r.headers['idempotency-key'] && arrivals.includes(r.body))
      .map((r) => r.headers['idempotency-key']);
    expect([...new Set(keysInArrivalOrder)]).toEqual(order);
    expect(new Set(arrivals.map((b) => (JSON.parse(b) as { intentionName: string }).intentionName)).size).toBe(200);
  });
});

describe('a lead the server cannot store', () => {
  it('gets a 503 envelope and is not claimed when DATA_DIR is not writable, and /readyz says so', async () => {
    const { upstream, arrivals } = await idempotentUpstream();
    // A file where the directory should be: mkdir fails even for root.
    const blocked = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-')), 'not-a-dir');
    fs.writeFileSync(blocked, '');
    const { app } = appWithOutbox(upstream.url, blocked);
    const res = await request(app).post(SUBMIT).send(VALID_INTENT).expect(503);
    expect(res.body).toMatchObject({ code: 503, desc: MESSAGES.leadNotStored });
    expect(arrivals).toHaveLength(0);
    const ready = await request(app).get('/readyz').expect(503);
    expect(ready.body.status).toContain('DATA_DIR');
  });

  it('is refused on the plain cooperation form too, which keeps what the visitor typed', async () => {
    const { upstream } = await idempotentUpstream();
    const blocked = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-')), 'not-a-dir');
    fs.writeFileSync(blocked, '');
    const { app } = appWithOutbox(upstream.url, blocked);
    const res = await request(app)
      .post('/cooperation.html')
      .set('Origin', testConfig().site.siteUrl)
      .type('form')
      .send({ mobile: '13912345678', name: '李主任', company: '滨江区融媒体中心', scene: '区级融媒体内容审核', agreed: 'on' })
      .expect(503);
    expect(res.text).toContain(MESSAGES.leadNotStored);
    expect(res.text).toContain('滨江区融媒体中心');
  });
});

describe('the outbox logs', () => {
  it("carry the lead's id and never the visitor's phone number, name or company", async () => {
    const { upstream, state, arrivals } = await idempotentUpstream();
    state.mode = 'down';
    const { app, lines } = appWithOutbox(upstream.url);
    const res = await request(app).post(SUBMIT).send(VALID_INTENT).expect(200);
    state.mode = 'up';
    // The upstream holds the lead before the outbox hears its answer and logs the delivery.
    await eventually(() => arrivals.length === 1 && lines.join('').includes('lead delivered'));
    const log = lines.join('');
    expect(log).toContain(res.body.data.id);
    for (const personal of [VALID_INTENT.intentionMobile, VALID_INTENT.intentionName, VALID_INTENT.intentionCompany]) expect(log).not.toContain(personal);
  });
});
