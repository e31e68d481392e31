import { createHmac } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { CHAT_MODULE } from '../../../../shared/constants';
import { MESSAGES } from '../../../../shared/messages';
import { createUpstreams } from '../../../../server/upstream/pools';
import { DEAD_UPSTREAM, TEST_SIGNING_KEY, testApp, VALID_INTENT } from '../../../helpers';
import { fakeUpstream, json, sentValues } from '../fakeUpstream';

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  upstream = await fakeUpstream((_req, res) => json(res, 200, { code: 200, desc: '成功', data: { ok: true } }));
  const url = upstream.url;
  app = testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }, 300) });
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
  upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: { ok: true } });
});

/** Checked and queued here, then sent with what the server adds: tests/integration/server/compliance/complaintApi.test.ts. */
const NOT_FORWARDED_AS_SENT: readonly unknown[] = [API.complaintSubmit];

describe('the /api proxy', () => {
  it.each(Object.entries(API).filter(([, call]) => !('stream' in call) && !NOT_FORWARDED_AS_SENT.includes(call)))(
    'forwards %s to the same path upstream',
    async (_name, call) => {
      const body = call === API.intentionSubmit ? VALID_INTENT : { pageNum: 1 };
      const res =
        call.method === 'GET' ? await request(app).get(`/api${call.path}?url=%2Fagreement%2Fuser`) : await request(app).post(`/api${call.path}`).send(body);
      const lead = call === API.intentionSubmit;
      expect(res.status).toBe(200);
      // A lead's answer adds its withdrawal link; its body, the consent record (tests/unit/server/compliance/consentRecord.test.ts).
      expect(res.body).toEqual({ code: 200, desc: '成功', data: { ok: true }, ...(lead ? { withdrawUrl: expect.any(String) } : {}) });
      const seen = upstream.requests[0]!;
      expect(seen.method).toBe(call.method);
      expect(seen.url.split('?')[0]).toBe(call.path);
      if (call.method === 'POST') expect(JSON.parse(seen.body)).toEqual(lead ? { ...body, consent: expect.any(Object) } : body);
      else expect(seen.url).toBe('query' in call ? `${call.path}?url=%2Fagreement%2Fuser` : call.path);
    },
  );

  it.each([
    [
      'the parameters a call does not document',
      `${API.staticResource.path}?url=%2Fagreement%2Fuser&admin=1&callback=x`,
      `${API.staticResource.path}?url=%2Fagreement%2Fuser`,
    ],
    [
      'a documented parameter sent twice, but once',
      `${API.staticResource.path}?url=%2Fagreement%2Fuser&url=%2Fetc`,
      `${API.staticResource.path}?url=%2Fagreement%2Fuser`,
    ],
    ['any query of a call that documents none', `${API.currentUserInfo.path}?debug=1&url=x`, API.currentUserInfo.path],
    ['any query of a POST call, whose input is its body', `${API.docList.path}?pageNum=99`, API.docList.path],
  ])('drops %s', async (_case, sent, forwarded) => {
    const call = sent.startsWith(API.docList.path) ? request(app).post(`/api${sent}`).send({}) : request(app).get(`/api${sent}`);
    expect((await call).status).toBe(200);
    expect(upstream.requests.map((r) => r.url)).toEqual([forwarded]);
  });

  it('passes cookies up, adds a request id, and drops Host and hop-by-hop headers', async () => {
    await request(app)
      .post('/api/manage/user/homepage/doc/list')
      .set('Cookie', 'zm_session=abc; open_user_logined=1')
      .set('X-Request-Id', 'trace-123')
      .set('Proxy-Authorization', 'Basic secret')
      .set('TE', 'trailers')
      .set('Upgrade', 'websocket')
      .send({});
    const { headers } = upstream.requests[0]!;
    expect(headers.cookie).toBe('zm_session=abc; open_user_logined=1');
    expect(headers['x-request-id']).toBe('trace-123');
    expect(headers.host).toBe(new URL(upstream.url).host);
    expect(headers['proxy-authorization']).toBeUndefined();
    expect(headers.te).toBeUndefined();
    expect(headers.upgrade).toBeUndefined();
  });

  it.each([
    ['with no client name', {}],
    ['with its own client name', { ClientName: 'zhimei-open-web' }],
    ['with a forged client name', { clientname: 'forged' }],
  ])('sends the API host exactly one ClientName, the fixed one of SPEC.md, for a visitor %s', async (_case, visitorHeaders) => {
    await request(app).post('/api/manage/user/homepage/doc/list').set(visitorHeaders).send({});
    expect(sentValues(upstream.requests[0]!, 'ClientName')).toEqual(['zhimei-open-web']);
  });

  it('passes Set-Cookie from the upstream back to the browser, SameSite=Lax unless it names a policy', async () => {
    upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功' }, { 'set-cookie': ['a=1; Path=/', 'b=2; Path=/; SameSite=Strict; HttpOnly'] });
    const res = await request(app).get('/api/manage/user/zmService/currentUserInfo');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/; SameSite=Lax', 'b=2; Path=/; SameSite=Strict; HttpOnly']);
  });

  it('marks the cookies it passes on Secure in production', async () => {
    const url = upstream.url;
    const production = testApp(
      { NODE_ENV: 'production', CONSOLE_URL: 'https://console.example.com' },
      { upstreams: createUpstreams({ api: url, ai: url, log: url }, 300) },
    );
    upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功' }, { 'set-cookie': ['a=1; Path=/', 'b=2; Path=/; Secure; SameSite=Lax'] });
    const res = await request(production).get('/api/manage/user/zmService/currentUserInfo');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/; SameSite=Lax; Secure', 'b=2; Path=/; Secure; SameSite=Lax']);
  });

  it('answers 404 for a path that is not on the allow-list, without calling the upstream', async () => {
    const res = await request(app).get('/api/manage/admin/users').expect(404);
    expect(res.body).toEqual(expect.objectContaining({ code: 404, desc: MESSAGES.notFound }));
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 405 with an Allow header and an envelope for a known call asked with the wrong method', async () => {
    const post = await request(app).get(`/api${API.intentionSubmit.path}`).expect(405);
    expect(post.headers.allow).toBe('POST');
    expect(post.body).toEqual(expect.objectContaining({ code: 405, desc: MESSAGES.methodNotAllowed }));
    const get = await request(app).delete(`/api${API.currentUserInfo.path}`).expect(405);
    expect(get.headers.allow).toBe('GET, HEAD');
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers HEAD on a GET call like the GET, without a body', async () => {
    const res = await request(app).head(`/api${API.currentUserInfo.path}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(upstream.requests[0]!.method).toBe('GET');
  });

  it('refuses a body nested too deep to forward with a 400 envelope instead of crashing', async () => {
    const deep = `{"pageNum":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const res = await request(app).post(`/api${API.docList.path}`).set('Content-Type', 'application/json').send(deep).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 400, desc: MESSAGES.malformed }));
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses a body over 64 KB with 413 and malformed JSON with 400, as envelopes', async () => {
    const big = await request(app)
      .post('/api/manage/user/intention/submit')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ intentionScene: 'x'.repeat(70_000) }))
      .expect(413);
    expect(big.body).toEqual(expect.objectContaining({ code: 413, desc: MESSAGES.tooLarge }));
    const broken = await request(app).post('/api/manage/user/intention/submit').set('Content-Type', 'application/json').send('{"a":').expect(400);
    expect(broken.body).toEqual(expect.objectContaining({ code: 400, desc: MESSAGES.malformed }));
    await request(app).post('/api/manage/user/intention/submit').send([1, 2]).expect(400);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 504 with the timeout message when the upstream is too slow', async () => {
    upstream.handler = (_req, res) => setTimeout(() => json(res, 200, { code: 200 }), 1500);
    const res = await request(app).post('/api/manage/user/infoCenter/flist').send({}).expect(504);
    expect(res.body).toEqual(expect.objectContaining({ code: 504, desc: '网络请求超时，请检查您的网络环境' }));
  });

  it('answers 502 with a Chinese message when the upstream refuses connections', async () => {
    const down = testApp({}, { upstreams: createUpstreams({ api: DEAD_UPSTREAM, ai: DEAD_UPSTREAM, log: DEAD_UPSTREAM }) });
    const res = await request(down).post('/api/manage/user/homepage/doc/list').send({}).expect(502);
    expect(res.body).toEqual(expect.objectContaining({ code: 502, desc: MESSAGES.unreachable }));
  });

  it('answers 502 when the upstream sends an HTML error page instead of JSON', async () => {
    upstream.handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>Internal Server Error</body></html>');
    };
    const res = await request(app).post('/api/manage/user/homepage/doc/list').send({}).expect(502);
    expect(res.body).toEqual(expect.objectContaining({ code: 502, desc: MESSAGES.badUpstream }));
  });
});

describe('the cooperation intent', () => {
  it.each([
    [{ ...VALID_INTENT, intentionMobile: '10800138000' }, '请填写手机号码'],
    [{ ...VALID_INTENT, intentionName: '  ' }, '未填写姓名'],
    [{ ...VALID_INTENT, intentionCompany: '' }, '未填写企业名称'],
  ])('is refused with 400 and never forwarded when invalid: %o', async (body, desc) => {
    const res = await request(app).post('/api/manage/user/intention/submit').send(body).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 400, desc }));
    expect(upstream.requests).toHaveLength(0);
  });

  it('lets the bare record of a logged-in 联系我们 through, with an empty version', async () => {
    await request(app).post('/api/manage/user/intention/submit').send({ intentionType: 3, intentionSource: 10033 }).expect(200);
    expect(JSON.parse(upstream.requests[0]!.body)).toEqual({ version: '', intentionType: 3, intentionSource: 10033 });
  });

  it('accepts a full intention without a version and forwards all the visitor typed, with version ""', async () => {
    const typed = { intentionCompany: '星海日报社', intentionMobile: '13800138000', intentionName: '张编辑', intentionScene: '智能校对' };
    const res = await request(app)
      .post('/api/manage/user/intention/submit')
      .send({ intentionType: 3, intentionSource: 20001, ...typed })
      .expect(200);
    expect(res.body).toEqual(expect.objectContaining({ code: 200 }));
    expect(JSON.parse(upstream.requests[0]!.body)).toStrictEqual({
      version: '',
      intentionType: 3,
      intentionSource: 20001,
      ...typed,
      consent: expect.any(Object),
    });
  });

  it('forwards only the fields of the bare record, never a key the sender added', async () => {
    const forged = { intentionType: 3, intentionSource: 1, version: 'web-1.0', tenantName: 'attacker', isAdmin: true };
    await request(app).post('/api/manage/user/intention/submit').send(forged).expect(200);
    expect(JSON.parse(upstream.requests[0]!.body)).toStrictEqual({ version: 'web-1.0', intentionType: 3, intentionSource: 1 });
  });

  it('forwards only the fields of the full record, never a key the sender added', async () => {
    await request(app)
      .post('/api/manage/user/intention/submit')
      .send({ ...VALID_INTENT, tenantName: 'attacker', isAdmin: true })
      .expect(200);
    expect(JSON.parse(upstream.requests[0]!.body)).toStrictEqual({ ...VALID_INTENT, consent: expect.any(Object) });
  });

  it('refuses a bare record with an over-long version with 400 in Chinese, and forwards nothing', async () => {
    const forged = { intentionType: 3, intentionSource: 1, version: 'v'.repeat(60_000), tenantName: 'attacker', isAdmin: true };
    const res = await request(app).post('/api/manage/user/intention/submit').send(forged).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 400, desc: '版本号格式不正确' }));
    expect(upstream.requests).toHaveLength(0);
  });

  it.each([
    ['name', { intentionName: '星'.repeat(31) }, '姓名不能超过30个字'],
    ['company', { intentionCompany: '星'.repeat(61) }, '企业名称不能超过60个字'],
    ['scene', { intentionScene: '星'.repeat(501) }, '使用场景不能超过500个字'],
    ['version', { version: 'v'.repeat(33) }, '版本号格式不正确'],
  ])('refuses a full record whose %s is too long with 400 in Chinese, and forwards nothing', async (_field, change, desc) => {
    const res = await request(app)
      .post('/api/manage/user/intention/submit')
      .send({ ...VALID_INTENT, ...change })
      .expect(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 400, desc }));
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('the signed AI calls', () => {
  beforeEach(() => {
    upstream.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"status":0,"type":"text","content":"好"}\n\n');
    };
  });

  it.each([
    ['chat', API.chatAsk.path],
    ['human service', API.humanServiceAsk.path],
  ])('%s: the server signs the ask and sends the headers of SPEC.md', async (_name, path) => {
    const before = Date.now();
    await request(app)
      .post(`/api${path}`)
      .set('Cookie', 'zm_session=abc')
      .send({ content: '语音合成支持哪些音色？', module: CHAT_MODULE, timestamp: 1, secret: 'forged' })
      .expect(200);
    const seen = upstream.requests[0]!;
    const body = JSON.parse(seen.body) as { content: string; module: string; timestamp: number; secret: string };
    expect(body.content).toBe('语音合成支持哪些音色？');
    expect(body.module).toBe(' ics');
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.secret).toBe(createHmac('sha256', TEST_SIGNING_KEY).update(String(body.timestamp)).digest('hex'));
    expect(seen.headers).toMatchObject({ clientname: '', authorization: '', randomid: '', timestamp: '0', cookie: 'zm_session=abc' });
  });

  it.each([
    ['chat', API.chatAsk.path],
    ['human service', API.humanServiceAsk.path],
  ])('%s: the AI host gets each header of SPEC.md exactly once, with its value, whatever the visitor sent', async (_name, path) => {
    await request(app)
      .post(`/api${path}`)
      .set({ ClientName: 'zhimei-open-web', Authorization: 'Bearer forged', RandomId: 'forged', Timestamp: '123' })
      .send({ content: '你好', module: CHAT_MODULE })
      .expect(200);
    const seen = upstream.requests[0]!;
    expect(sentValues(seen, 'ClientName')).toEqual(['']);
    expect(sentValues(seen, 'Authorization')).toEqual(['']);
    expect(sentValues(seen, 'RandomId')).toEqual(['']);
    expect(sentValues(seen, 'Timestamp')).toEqual(['0']);
  });

  it.each([
    [{ content: '   ' }, MESSAGES.askEmpty],
    [{}, MESSAGES.askEmpty],
    [{ content: '问'.repeat(2001) }, MESSAGES.askTooLong],
    [{ content: '你好', module: 'other' }, MESSAGES.badModule],
  ])('refuses %o with 400 and says why', async (body, desc) => {
    const res = await request(app).post(`/api${API.chatAsk.path}`).send(body).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ code: 400, desc }));
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('/log', () => {
  it('forwards analytics records without cookies and answers 204 at once', async () => {
    await request(app).post('/log').set('Cookie', 'zm_session=abc').set('Content-Type', 'text/plain').send('{"page":"home_page"}').expect(204);
    await expect.poll(() => upstream.requests.length).toBe(1);
    const seen = upstream.requests[0]!;
    expect(seen.url).toBe('/log');
    expect(JSON.parse(seen.body)).toEqual({ page: 'home_page' });
    expect(seen.headers.cookie).toBeUndefined();
  });

  it.each<[string, string, string]>([
    ['malformed JSON', 'application/json', '{"page":'],
    ['a record over 64 KB', 'text/plain', JSON.stringify({ page: 'x'.repeat(70_000) })],
    ['a record nested too deep to write again', 'application/json', `{"page":${'['.repeat(20_000)}${']'.repeat(20_000)}}`],
    ['JSON with a charset body-parser refuses', 'application/json; charset=latin1', '{"page":"home_page"}'],
  ])('answers 204 to %s, and forwards nothing', async (_name, type, body) => {
    await request(app).post('/log').set('Content-Type', type).send(body).expect(204);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const res = await request(app).get('/log').expect(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toEqual(expect.objectContaining({ code: 405, desc: MESSAGES.methodNotAllowed }));
  });

  it('still answers 204 when the log host is down', async () => {
    const down = testApp({}, { upstreams: createUpstreams({ api: DEAD_UPSTREAM, ai: DEAD_UPSTREAM, log: DEAD_UPSTREAM }) });
    await request(down).post('/log').send({ page: 'home_page' }).expect(204);
  });
});

describe('readiness', () => {
  it('is ready while the upstream answers and not when it is unreachable', async () => {
    await request(app).get('/readyz').expect(200);
    const down = testApp({}, { upstreams: createUpstreams({ api: DEAD_UPSTREAM, ai: DEAD_UPSTREAM, log: DEAD_UPSTREAM }) });
    await request(down).get('/readyz').expect(503);
    await request(down).get('/healthz').expect(200);
  });

  it('reports not ready as soon as shutdown starts', async () => {
    const lifecycle = { stopping: false };
    const url = upstream.url;
    const stopping = testApp({}, { lifecycle, upstreams: createUpstreams({ api: url, ai: url, log: url }) });
    await request(stopping).get('/readyz').expect(200);
    lifecycle.stopping = true;
    await request(stopping).get('/readyz').expect(503);
  });
});
