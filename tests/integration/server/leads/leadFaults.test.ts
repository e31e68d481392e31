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
import { API } from '../../../../shared/api';
import { MESSAGES } from '../../../../shared/messages';
import { outboxOptions } from '../../../../server/app';
import { LeadOutbox, type OutboxOptions } from '../../../../server/leads/outbox';
import { Metrics } from '../../../../server/ops/metrics';
import { createUpstreams } from '../../../../server/upstream/pools';
import { testApp, testConfig, VALID_INTENT } from '../../../helpers';
import { fakeUpstream, json, type Recorded } from '../fakeUpstream';
import { deadLetters } from '../../../leadsDb';

const SUBMIT = `/api${API.intentionSubmit.path}`;
/** Long enough for any retry here (the cap below is 100 ms), ten times over and more. */
const DELIVERY_DEADLINE_MS = 10_000;
/** 200 first attempts one after another, each a connection and an fsync: 2.3 s measured alone, ten times that and more. */
const ALL_AT_ONCE_TIMEOUT_MS = 30_000;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An upstream that stores each Idempotency-Key once, as docs/operations.md#the-lead-outbox asks of the real one; `down` refuses connections' answers. */
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

function appWithOutbox(
  upstreamUrl: string,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-leads-')),
  { env = {}, options = {} }: { env?: Record<string, string>; options?: Partial<OutboxOptions> } = {},
) {
  const { lines, logger } = captureLogs();
  const config = { ...testConfig(env), leads: { ...testConfig(env).leads, retryCapMs: 100 } };
  const upstreams = createUpstreams({ api: upstreamUrl, ai: upstreamUrl, log: upstreamUrl }, 2_000);
  const metrics = new Metrics();
  const outbox = LeadOutbox.open(dataDir, { ...outboxOptions(config, upstreams, logger, metrics), ...options });
  cleanups.push(() => upstreams.close());
  cleanups.push(() => outbox.close());
  return { app: testApp({}, { upstreams, outbox, logger, metrics }), outbox, lines, dataDir, metrics };
}

/** One sample of a metric as /metrics shows it. */
async function metricValue(metrics: Metrics, name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  return metric?.values.find((v) => Object.entries(labels).every(([k, want]) => v.labels[k] === want))?.value;
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

  it(
    'all 200 leads sent at once while the upstream is down arrive once each',
    async () => {
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
      // Each lead keeps its own retry time, so they need not arrive in the order they were stored.
      const keysArrived = leadsSent(upstream)
        .filter((r) => r.headers['idempotency-key'] && arrivals.includes(r.body))
        .map((r) => r.headers['idempotency-key']);
      expect([...new Set(keysArrived)].sort()).toEqual([...order].sort());
      expect(new Set(arrivals.map((b) => (JSON.parse(b) as { intentionName: string }).intentionName)).size).toBe(200);
    },
    ALL_AT_ONCE_TIMEOUT_MS,
  );
});

/** A lead the upstream always fails on: a 4-byte character its utf8mb3 column rejects. */
const POISON = { ...VALID_INTENT, intentionName: '张😀' };
/**
 * The outbox's clock, stopped: no retry comes due, so whatever arrives came at its first
 * attempt. The 50 visitors' first attempts go one after another (0.7 s measured): each may
 * wait 20 s for its own, where the app's 3 s would make the last ones' answers race the machine.
 */
const STOPPED_CLOCK = { now: () => 1_800_000_000_000, random: () => 0.999999, visitorWaitMs: 20_000 };
/** Fifty first attempts and their visitors' answers, with the wait above to spare. */
const FIFTY_LEADS_TIMEOUT_MS = 30_000;

describe('a lead the upstream always fails on', () => {
  async function upstreamFailing(poisonAnswer: (res: import('node:http').ServerResponse) => void) {
    const arrivals: string[] = [];
    const upstream = await fakeUpstream((req, res, body) => {
      if (!req.url?.startsWith(API.intentionSubmit.path)) return json(res, 200, { code: 200, desc: '成功', data: null });
      if (body.includes('😀')) return poisonAnswer(res);
      arrivals.push(body);
      json(res, 200, { code: 200, desc: '成功', data: { id: String(req.headers['idempotency-key']) } });
    });
    cleanups.push(() => upstream.close());
    return { upstream, arrivals };
  }

  it(
    'with 500 holds back none of the 50 leads sent after it: each visitor gets the upstream answer before its first retry',
    async () => {
      const { upstream, arrivals } = await upstreamFailing((res) => json(res, 500, { code: 500, desc: '服务异常' }));
      const { app, outbox, metrics } = appWithOutbox(upstream.url, undefined, { options: STOPPED_CLOCK });
      const poisoned = await request(app).post(SUBMIT).send(POISON).expect(200);
      expect(poisoned.body).toMatchObject({ code: 200, desc: MESSAGES.leadQueued, data: { queued: true } });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          request(app)
            .post(SUBMIT)
            .send({ ...VALID_INTENT, intentionName: `访客${i}` }),
        ),
      );
      expect(answers.map((a) => a.body)).toEqual(
        answers.map(() => ({ code: 200, desc: '成功', data: { id: expect.any(String) }, withdrawUrl: expect.any(String) })),
      );
      expect(arrivals).toHaveLength(50);
      expect(leadsSent(upstream).filter((r) => r.body.includes('😀'))).toHaveLength(1);
      expect(outbox.pendingIds()).toEqual([poisoned.body.data.id]);
      expect(await metricValue(metrics, 'leads_delivered_total')).toBe(50);
      expect(await metricValue(metrics, 'leads_outbox_depth')).toBe(1);
    },
    FIFTY_LEADS_TIMEOUT_MS,
  );

  it(
    'with a 400 that is not an envelope goes to the dead letters at once, its reason the status, and holds back none',
    async () => {
      const { upstream, arrivals } = await upstreamFailing((res) => res.writeHead(400, { 'content-type': 'text/html' }).end('<h1>Bad Request</h1>'));
      const { app, outbox, metrics, lines, dataDir } = appWithOutbox(upstream.url, undefined, { options: STOPPED_CLOCK });
      const poisoned = await request(app).post(SUBMIT).send(POISON).expect(200);
      expect(poisoned.body).toMatchObject({ code: 200, desc: MESSAGES.leadQueued });
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          request(app)
            .post(SUBMIT)
            .send({ ...VALID_INTENT, intentionName: `访客${i}` })
            .expect(200),
        ),
      );
      expect(arrivals).toHaveLength(50);
      expect(outbox.pendingIds()).toEqual([]);
      expect(await metricValue(metrics, 'leads_dead_letter_total')).toBe(1);
      outbox.close();
      expect(deadLetters(dataDir)).toEqual([
        { payload: expect.stringContaining('😀'), attempts: 1, reason: 'refused by the upstream: HTTP 400, not an envelope' },
      ]);
      const deadLine = lines.find((line) => line.includes('lead moved to the dead letters'));
      expect(deadLine).toContain('HTTP 400, not an envelope');
      expect(deadLine).not.toContain(VALID_INTENT.intentionMobile);
    },
    FIFTY_LEADS_TIMEOUT_MS,
  );

  it('shows its age in leads_outbox_oldest_age_seconds while it waits, for the backlog alert', async () => {
    const { upstream } = await upstreamFailing((res) => json(res, 500, { code: 500, desc: '服务异常' }));
    const { app, metrics } = appWithOutbox(upstream.url);
    const sentAt = Date.now();
    await request(app).post(SUBMIT).send(POISON).expect(200);
    const age = await metricValue(metrics, 'leads_outbox_oldest_age_seconds');
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThanOrEqual((Date.now() - sentAt) / 1000 + 1);
    expect(await metricValue(metrics, 'leads_outbox_bytes')).toBeGreaterThan(Buffer.byteLength(JSON.stringify(POISON)) - 1);
  });
});

describe('the headers kept with a queued lead', () => {
  it('are only those delivery needs, bounded: a 12 KB cookie and a referer are not stored or sent', async () => {
    const { upstream, arrivals, state } = await idempotentUpstream();
    state.mode = 'down';
    const { app, outbox, dataDir } = appWithOutbox(upstream.url);
    const padding = Array.from({ length: 40 }, (_, i) => `_ga${i}=${'g'.repeat(300)}`).join('; ');
    await request(app)
      .post(SUBMIT)
      .set('Cookie', `${padding}; zm_session=s3cr3t`)
      .set('Referer', 'https://www.example.com/cooperation.html')
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64)')
      .set('X-Custom', 'x'.repeat(2000))
      .send(VALID_INTENT)
      .expect(200);
    state.mode = 'up';
    await eventually(() => arrivals.length === 1 && outbox.stats().depth === 0);
    const delivered = leadsSent(upstream).at(-1)!;
    expect(delivered.headers.cookie!.length).toBeLessThanOrEqual(4096);
    expect(delivered.headers.cookie).toMatch(/^zm_session=s3cr3t; _ga0=/);
    expect(delivered.headers.referer).toBeUndefined();
    expect(delivered.headers['x-custom']).toBeUndefined();
    expect(delivered.headers['user-agent']).toBe('Mozilla/5.0 (X11; Linux x86_64)');
    outbox.close();
    // The schema alone is 16 pages of 4 KB (the withdrawal links' table and index are two of them): a cookie stored whole would add three more.
    expect(fs.statSync(path.join(dataDir, 'leads.db')).size).toBeLessThan(72 * 1024);
  });
});

describe('a full outbox', () => {
  const FULL_AT_TWO = { env: { LEADS_OUTBOX_MAX_LEADS: '2' } };

  it('answers a new lead 503 with the Chinese envelope, takes nothing of it, and counts it in leads_rejected_total', async () => {
    const { upstream, arrivals, state } = await idempotentUpstream();
    state.mode = 'down';
    const { app, outbox, metrics } = appWithOutbox(upstream.url, undefined, FULL_AT_TWO);
    await request(app).post(SUBMIT).send(VALID_INTENT).expect(200);
    await request(app).post(SUBMIT).send(VALID_INTENT).expect(200);
    const res = await request(app).post(SUBMIT).send(VALID_INTENT).expect(503);
    expect(res.body).toMatchObject({ code: 503, desc: '提交人数较多，暂时无法受理，请稍后再试或拨打客服热线' });
    expect(outbox.stats().depth).toBe(2);
    expect(await metricValue(metrics, 'leads_rejected_total', { reason: 'outbox_full' })).toBe(1);
    state.mode = 'up';
    await eventually(() => arrivals.length === 2);
  });

  it('answers the plain cooperation form 503 with the page, the message and every field kept', async () => {
    const { upstream, state } = await idempotentUpstream();
    state.mode = 'down';
    const { app } = appWithOutbox(upstream.url, undefined, FULL_AT_TWO);
    for (let i = 0; i < 2; i++) await request(app).post(SUBMIT).send(VALID_INTENT).expect(200);
    const res = await request(app)
      .post('/cooperation.html')
      .set('Origin', testConfig().site.siteUrl)
      .type('form')
      .send({ mobile: '13912345678', name: '李主任', company: '滨江区融媒体中心', scene: '区级融媒体内容审核', agreed: 'on' })
      .expect(503);
    expect(res.text).toContain(MESSAGES.leadOutboxFull);
    for (const typed of ['13912345678', '李主任', '滨江区融媒体中心', '区级融媒体内容审核']) expect(res.text).toContain(typed);
    expect(res.text).toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
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
