/**
 * The complaints' outbox (server/compliance/complaintDesk.ts) against a fake upstream on a
 * loopback port, through the app as the page's script reaches it: a complaint the upstream
 * cannot take now is kept in its own file in DATA_DIR and delivered once it can.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { complaintOutboxOptions, COMPLAINTS_FILE } from '../../../../server/compliance/complaintDesk';
import { LEADS_FILE } from '../../../../server/leads/leadStore';
import { LeadOutbox, type OutboxOptions } from '../../../../server/leads/outbox';
import { Metrics } from '../../../../server/ops/metrics';
import { createUpstreams } from '../../../../server/upstream/pools';
import { API } from '../../../../shared/api';
import { COMPLAINT_MESSAGES, COMPLAINT_RECEIVED } from '../../../../shared/complaint';
import { testApp, testConfig } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';

const SUBMIT = `/api${API.complaintSubmit.path}`;
const COMPLAINT = { category: 'privacy', description: '页面展示了我的手机号码，请删除相关个人信息。', contact: '13912345678', agreed: true };
/** Long enough for any retry here (the cap below is 100 ms), ten times over and more. */
const DELIVERY_DEADLINE_MS = 10_000;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An upstream that stores each Idempotency-Key once; `down` drops every connection. */
async function complaintUpstream() {
  const stored = new Map<string, string>();
  const state = { down: false };
  const upstream = await fakeUpstream((req, res, body) => {
    if (!req.url?.startsWith(API.complaintSubmit.path)) return json(res, 200, { code: 200, desc: '成功', data: null });
    if (state.down) return void res.socket?.destroy();
    const key = String(req.headers['idempotency-key'] ?? '');
    if (!stored.has(key)) stored.set(key, body);
    json(res, 200, { code: 200, desc: '成功', data: { id: key } });
  });
  cleanups.push(() => upstream.close());
  return { upstream, stored, state };
}

function appWithComplaintOutbox(
  upstreamUrl: string,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-complaints-')),
  options: Partial<OutboxOptions> = {},
) {
  const config = testConfig({ LEADS_RETRY_MAX_MS: '100' });
  const upstreams = createUpstreams({ api: upstreamUrl, ai: upstreamUrl, log: upstreamUrl }, 2_000);
  const metrics = new Metrics();
  const complaintOutbox = LeadOutbox.open(dataDir, { ...complaintOutboxOptions(config, upstreams, pino({ level: 'silent' }), metrics), ...options });
  cleanups.push(() => upstreams.close());
  cleanups.push(() => complaintOutbox.close());
  return { app: testApp({}, { upstreams, complaintOutbox, metrics }), complaintOutbox, dataDir, metrics };
}

async function eventually(check: () => boolean): Promise<void> {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not delivered in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a complaint sent while the upstream is down', () => {
  it('is kept in complaints.db in DATA_DIR, the visitor told it was received, and arrives exactly once when the upstream is back', async () => {
    const { upstream, stored, state } = await complaintUpstream();
    state.down = true;
    const { app, complaintOutbox, dataDir } = appWithComplaintOutbox(upstream.url);
    const res = await request(app).post(SUBMIT).send(COMPLAINT);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, desc: COMPLAINT_RECEIVED, data: { id: expect.any(String) } });
    expect(complaintOutbox.pendingIds()).toEqual([res.body.data.id]);
    expect(fs.existsSync(path.join(dataDir, COMPLAINTS_FILE))).toBe(true);
    // The leads' outbox is another file: a complaint never sits in leads.db.
    expect(fs.existsSync(path.join(dataDir, LEADS_FILE))).toBe(false);

    state.down = false;
    await eventually(() => complaintOutbox.stats().depth === 0);
    expect([...stored.keys()]).toEqual([res.body.data.id]);
    expect(JSON.parse(stored.get(res.body.data.id)!)).toEqual({ ...COMPLAINT, agreed: undefined, contentId: '', contentIssuedAt: null, pageUrl: '' });
  });

  it('is answered 503 with the Chinese envelope when DATA_DIR cannot take it, and nothing is claimed', async () => {
    const { upstream } = await complaintUpstream();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhimei-complaints-'));
    const { app, complaintOutbox } = appWithComplaintOutbox(upstream.url, dataDir);
    complaintOutbox.close();
    const res = await request(app).post(SUBMIT).send(COMPLAINT);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 503, desc: COMPLAINT_MESSAGES.notStored });
  });
});

const MINUTE_MS = 60_000;

/** One sample of a metric as /metrics shows it. */
async function metricValue(metrics: Metrics, name: string): Promise<number | undefined> {
  return (await metrics.registry.getSingleMetric(name)?.get())?.values[0]?.value;
}

describe('a complaint the upstream refuses without saying why', () => {
  it("goes to the dead letters of complaints.db, counted in complaints_dead_letter_total and not in the leads'", async () => {
    const { upstream } = await complaintUpstream();
    upstream.handler = (req, res) =>
      req.url?.startsWith(API.complaintSubmit.path) ? json(res, 400, 'Bad Request') : json(res, 200, { code: 200, desc: '成功' });
    const { app, complaintOutbox, metrics } = appWithComplaintOutbox(upstream.url);
    const res = await request(app).post(SUBMIT).send(COMPLAINT);
    // Nothing the visitor can correct: it is kept for a person, and the visitor hears it was received.
    expect(res.body).toMatchObject({ code: 200, desc: COMPLAINT_RECEIVED });
    expect(complaintOutbox.pendingIds()).toEqual([]);
    expect(await metricValue(metrics, 'complaints_dead_letter_total')).toBe(1);
    expect(await metricValue(metrics, 'leads_dead_letter_total')).toBe(0);
  });

  it('shows the waiting one’s age in complaints_outbox_oldest_age_seconds while the upstream is down', async () => {
    const { upstream, state } = await complaintUpstream();
    state.down = true;
    // The outbox's clock a minute behind: the complaint was received a minute ago.
    const { app, metrics } = appWithComplaintOutbox(upstream.url, undefined, { now: () => Date.now() - MINUTE_MS });
    await request(app).post(SUBMIT).send(COMPLAINT).expect(200);
    const age = await metricValue(metrics, 'complaints_outbox_oldest_age_seconds');
    expect(age).toBeGreaterThanOrEqual(MINUTE_MS / 1000);
    expect(age).toBeLessThan(MINUTE_MS / 1000 + 10);
    expect(await metricValue(metrics, 'leads_outbox_depth')).toBe(0);
  });
});

describe('the headers a complaint is sent with', () => {
  it("are a lead's, without the visitor's cookie", async () => {
    const { upstream } = await complaintUpstream();
    const { app } = appWithComplaintOutbox(upstream.url);
    await request(app).post(SUBMIT).set('Cookie', 'zm_session=abc; other=1').set('User-Agent', 'test-browser').send(COMPLAINT).expect(200);
    const sent = upstream.requests.find((r) => r.url.startsWith(API.complaintSubmit.path))!;
    expect(sent.headers.cookie).toBeUndefined();
    expect(sent.headers['user-agent']).toBe('test-browser');
  });
});
