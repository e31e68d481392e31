/**
 * Chat streams have a pool of their own, even when the AI host is the API host, and a cap
 * below its size: with every stream the server may hold open, /readyz, a page's data read
 * and a lead still answer within their deadlines, and the next chat is refused at once.
 * The API pool here is no larger than the cap, so streams sharing it would fill it.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { MESSAGES } from '../../../../shared/messages';
import { Metrics } from '../../../../server/ops/metrics';
import { serverDataSource } from '../../../../server/upstream/dataSource';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';
import { listen, openAnswer, testApp, VALID_INTENT, type OpenAnswer } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';

/** Streams the server may hold open at once, and the API pool's size. */
const MAX_STREAMS = 8;
/** The API calls' deadline: a call still waiting for a connection would pass it (then 504, or a lead queued). */
const TIMEOUT_MS = 2_000;
const AGREEMENT = { call: API.staticResource, query: { url: '/agreement/user' } };

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let upstreams: Upstreams;
let server: Awaited<ReturnType<typeof listen>>;
const metrics = new Metrics();
const streams: OpenAnswer[] = [];

beforeAll(async () => {
  upstream = await fakeUpstream((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === API.chatAsk.path) {
      // One piece of the answer, then the stream stays open: a long answer.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return void res.write(`data: ${JSON.stringify({ status: 0, type: 'text', content: '您好' })}\n\n`);
    }
    if (path === API.staticResource.path) return json(res, 200, { code: 200, desc: '成功', data: { title: '《用户协议》', html: '<p>欢迎使用。</p>' } });
    json(res, 200, { code: 200, desc: '成功' });
  });
  const url = upstream.url;
  upstreams = createUpstreams({ api: url, ai: url, log: url }, TIMEOUT_MS, 60_000, { apiConnections: MAX_STREAMS, maxStreams: MAX_STREAMS });
  server = await listen(testApp({}, { upstreams, metrics }));
  for (let i = 0; i < MAX_STREAMS; i++) streams.push(await openAnswer(server.url));
  await Promise.all(streams.map((stream) => stream.firstEvent));
});
afterAll(async () => {
  streams.forEach((stream) => stream.destroy());
  await server.close();
  await upstreams.close();
  await upstream.close();
});

describe('with every AI stream the server may hold open', () => {
  it('holds them all open, answering', () => {
    expect(streams.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS).fill(200));
  });

  it('answers /readyz from the upstream', async () => {
    const res = await request(server.url).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready' });
  });

  it("answers a page's data read", async () => {
    await expect(serverDataSource(upstreams, 'page-read')(AGREEMENT)).resolves.toMatchObject({ code: 200 });
  });

  it('delivers a lead at once rather than queueing it', async () => {
    const res = await request(server.url).post(`/api${API.intentionSubmit.path}`).send(VALID_INTENT);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, desc: '成功', withdrawUrl: expect.any(String) });
  });

  it('answers the session check', async () => {
    const res = await request(server.url).get(`/api${API.currentUserInfo.path}`);
    expect(res.body).toEqual({ code: 200, desc: '成功' });
  });

  it('refuses the next chat with 429 and the Chinese envelope, counted, without asking the AI host', async () => {
    const asked = upstream.requests.filter((r) => r.url === API.chatAsk.path).length;
    const res = await request(server.url).post(`/api${API.chatAsk.path}`).send({ content: '还有人吗', module: ' ics' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 429, desc: MESSAGES.tooManyChats });
    expect(MESSAGES.tooManyChats).toBe('当前咨询人数较多，请稍后再试');
    expect(upstream.requests.filter((r) => r.url === API.chatAsk.path)).toHaveLength(asked);
    expect(await metrics.registry.getSingleMetricAsString('ai_streams_refused_total')).toMatch(/^ai_streams_refused_total 1$/m);
  });

  it('takes a chat again once a stream ends', async () => {
    const ended = streams.shift()!;
    ended.destroy();
    await ended.ended;
    // The slot is given back when the server sees the visitor go: poll, bounded by the test's timeout.
    let next = await openAnswer(server.url);
    while (next.status === 429) {
      await next.ended;
      next = await openAnswer(server.url);
    }
    streams.push(next);
    expect(next.status).toBe(200);
  });
});
