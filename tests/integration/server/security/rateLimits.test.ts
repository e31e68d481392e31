import type http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { MESSAGES } from '../../../../shared/messages';
import { createUpstreams } from '../../../../server/upstream/pools';
import { listen, openAnswer, testApp, VALID_INTENT } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';

const INTENT = VALID_INTENT;
const LIMITS = { RATE_LIMIT_INTENTS_PER_MIN: '5', RATE_LIMIT_AI_PER_MIN: '20', RATE_LIMIT_STREAMS_PER_IP: '3' };

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
/** Streams the fake upstream is holding open, to be ended by the test. */
let held: http.ServerResponse[] = [];

beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
});
afterAll(() => upstream.close());
beforeEach(() => {
  held = [];
  upstream.handler = (req, res) => {
    if ((req.url ?? '').startsWith(API.chatAsk.path)) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ status: 0, type: 'text', content: '您好' })}\n\n`);
      held.push(res);
      return;
    }
    json(res, 200, { code: 200, desc: '成功', data: null });
  };
});

function limitedApp(env: Record<string, string> = {}) {
  const url = upstream.url;
  return testApp({ ...LIMITS, ...env }, { upstreams: createUpstreams({ api: url, ai: url, log: url }) });
}

const forwarded = (path: string) => upstream.requests.filter((r) => r.url.startsWith(path)).length;

describe('rate limits per client IP', () => {
  it('refuses the sixth cooperation intent within a minute with a Chinese 429 envelope, and never forwards it', async () => {
    const app = limitedApp();
    const before = forwarded(API.intentionSubmit.path);
    for (let i = 0; i < 5; i += 1) await request(app).post(`/api${API.intentionSubmit.path}`).send(INTENT).expect(200);
    const refused = await request(app).post(`/api${API.intentionSubmit.path}`).send(INTENT).expect(429);
    expect(refused.body).toMatchObject({ code: 429, desc: MESSAGES.tooManyIntentions });
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.headers['ratelimit-policy'] ?? refused.headers.ratelimit).toBeDefined();
    expect(forwarded(API.intentionSubmit.path) - before).toBe(5);
  });

  it('refuses the 21st AI question within a minute', async () => {
    const app = limitedApp({ RATE_LIMIT_STREAMS_PER_IP: '0' });
    upstream.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${JSON.stringify({ status: 0, type: 'text', content: '好' })}\n\n`);
    };
    for (let i = 0; i < 20; i += 1) await request(app).post(`/api${API.chatAsk.path}`).send({ content: '你好', module: ' ics' }).expect(200);
    const refused = await request(app).post(`/api${API.chatAsk.path}`).send({ content: '你好', module: ' ics' }).expect(429);
    expect(refused.body).toMatchObject({ code: 429, desc: MESSAGES.tooManyAsks });
  });

  it('holds at most three streams open at once, and lets a new one in when one ends', async () => {
    const server = await listen(limitedApp());
    try {
      // Each visitor asks its own question, so the test knows which upstream answer is whose
      // (they may reach the upstream in any order; `held` is in arrival order).
      const first = upstream.requests.length;
      const arrived = (question: string) => upstream.requests.slice(first).findIndex((r) => (JSON.parse(r.body) as { content?: string }).content === question);
      const open = await Promise.all([0, 1, 2].map((i) => openAnswer(server.url, `问题${i}`)));
      expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
      const fourth = await openAnswer(server.url);
      expect(fourth.status).toBe(429);
      expect(JSON.parse(await fourth.ended)).toMatchObject({ code: 429, desc: MESSAGES.tooManyStreams });
      held[arrived('问题0')]!.end();
      await open[0]!.ended;
      const fifth = await openAnswer(server.url);
      expect(fifth.status).toBe(200);
      // A visitor who goes away gives the place back too: once the server has let go of the
      // answer upstream (it does so where it gives the place back), not after a guessed delay.
      open[1]!.destroy();
      await upstream.requests[first + arrived('问题1')]!.closed;
      expect((await openAnswer(server.url)).status).toBe(200);
    } finally {
      for (const res of held) res.end();
      await server.close();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    const spoofed = limitedApp();
    for (let i = 0; i < 5; i += 1) {
      await request(spoofed).post(`/api${API.intentionSubmit.path}`).set('X-Forwarded-For', `10.0.0.${i}`).send(INTENT).expect(200);
    }
    await request(spoofed).post(`/api${API.intentionSubmit.path}`).set('X-Forwarded-For', '10.0.0.99').send(INTENT).expect(429);

    const proxied = limitedApp({ TRUST_PROXY: '1' });
    for (let i = 0; i < 5; i += 1) {
      await request(proxied).post(`/api${API.intentionSubmit.path}`).set('X-Forwarded-For', '203.0.113.7').send(INTENT).expect(200);
    }
    await request(proxied).post(`/api${API.intentionSubmit.path}`).set('X-Forwarded-For', '203.0.113.7').send(INTENT).expect(429);
    // Another visitor behind the same proxy has a limit of their own.
    await request(proxied).post(`/api${API.intentionSubmit.path}`).set('X-Forwarded-For', '203.0.113.8').send(INTENT).expect(200);
  });

  it('keeps the intent and AI limits off pages, the analytics sink and the other API calls', async () => {
    const app = limitedApp({ RATE_LIMIT_INTENTS_PER_MIN: '1', RATE_LIMIT_AI_PER_MIN: '1' });
    for (let i = 0; i < 5; i += 1) {
      await request(app).get('/').expect(200);
      await request(app).post(`/api${API.promptList.path}`).send({}).expect(200);
      await request(app).post('/log').send({ type: 'pv' }).expect(204);
    }
  });
});
