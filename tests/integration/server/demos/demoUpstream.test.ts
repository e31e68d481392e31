/**
 * The demos' upstream slow, down or answering garbage: each a Chinese 体验服务暂时不可用 with a
 * gateway status, never a hang; and the process still answering /healthz after a flood.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Metrics } from '../../../../server/ops/metrics';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';
import { DEMO_API, DEMO_MESSAGES } from '../../../../shared/demos';
import { DEAD_UPSTREAM, testApp } from '../../../helpers';
import { fakeUpstream, json, type Handler } from '../fakeUpstream';

/** Short, so a test of a slow upstream takes a moment; the product's is 20 s. */
const TIMEOUT_MS = 300;

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let upstreams: Upstreams;
beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
  upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url }, TIMEOUT_MS);
});
afterAll(async () => {
  await upstreams.close();
  await upstream.close();
});

const TTS = { text: '你好。', voice: 'news-m', speed: 1, pitch: 0 };
const REVIEW = { text: '按装简单' };

function answering(handler: Handler, metrics?: Metrics) {
  upstream.handler = handler;
  return testApp({}, { upstreams, ...(metrics && { metrics }) });
}

describe('the demos when the upstream fails', () => {
  it('answers 504 体验服务暂时不可用 when the upstream is slow, and /healthz meanwhile', async () => {
    const metrics = new Metrics();
    const app = answering(() => {}, metrics);
    const [slow, health] = await Promise.all([request(app).post(DEMO_API.review).send(REVIEW), request(app).get('/healthz')]);
    expect(health.status).toBe(200);
    expect(slow.status).toBe(504);
    expect(slow.body).toMatchObject({ code: 504, desc: DEMO_MESSAGES.upstream });
    expect(await metrics.registry.metrics()).toContain('demo_runs_total{demo="review",outcome="upstream_error",reason="timeout"} 1');
  });

  it('answers 503 体验服务暂时不可用 when the upstream is down', async () => {
    const dead = createUpstreams({ api: DEAD_UPSTREAM, ai: DEAD_UPSTREAM, log: DEAD_UPSTREAM }, TIMEOUT_MS);
    const res = await request(testApp({}, { upstreams: dead }))
      .post(DEMO_API.tts)
      .send(TTS);
    await dead.close();
    expect(res.status).toBe(503);
    expect(res.body.desc).toBe(DEMO_MESSAGES.upstream);
  });

  const garbage: Array<[string, string, object, Handler]> = [
    ['an error page for speech', DEMO_API.tts, TTS, (_req, res) => void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>down</h1>')],
    ['JSON instead of speech', DEMO_API.tts, TTS, (_req, res) => json(res, 200, { code: 200, data: {} })],
    [
      'bytes that say they are WAV but are not',
      DEMO_API.tts,
      TTS,
      (_req, res) => void res.writeHead(200, { 'content-type': 'audio/wav' }).end('RIFF....WAVEjunk'),
    ],
    [
      'findings of an unknown kind',
      DEMO_API.review,
      REVIEW,
      (_req, res) => json(res, 200, { code: 200, data: { findings: [{ kind: 'x', start: 0, end: 2, original: '按装', suggestion: '', reason: '' }] } }),
    ],
    [
      'a finding pointing past the text',
      DEMO_API.review,
      REVIEW,
      (_req, res) => json(res, 200, { code: 200, data: { findings: [{ kind: 'typo', start: 2, end: 90, original: '按装', suggestion: '', reason: '' }] } }),
    ],
    ['an envelope with no data', DEMO_API.review, REVIEW, (_req, res) => json(res, 200, { code: 200 })],
    ['a refusal envelope', DEMO_API.review, REVIEW, (_req, res) => json(res, 200, { code: 500, desc: '内部错误' })],
  ];
  it.each(garbage)('answers 502 体验服务暂时不可用 when the upstream answers %s', async (_name, path, body, handler) => {
    const res = await request(answering(handler)).post(path).send(body);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 502, desc: DEMO_MESSAGES.upstream });
  });

  it('still answers /healthz after a flood of runs from one client, the flood refused past the limit without reaching the upstream', async () => {
    upstream.requests.length = 0;
    upstream.handler = (_req, res) => json(res, 200, { code: 200, data: { findings: [] } });
    // The product's own deadline: sixty requests at once must not make the five let through time out on a busy machine.
    const patient = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url });
    const limited = testApp({ DEMO_REVIEW_PER_IP_PER_MIN: '5' }, { upstreams: patient });
    const statuses = await Promise.all(Array.from({ length: 60 }, () => request(limited).post(DEMO_API.review).send(REVIEW)));
    expect(statuses.filter((r) => r.status === 200)).toHaveLength(5);
    expect(statuses.filter((r) => r.status === 429 && r.body.desc === DEMO_MESSAGES.busy)).toHaveLength(55);
    expect(upstream.requests).toHaveLength(5);
    expect((await request(limited).get('/healthz')).status).toBe(200);
    await patient.close();
  });
});
