/**
 * `npm start` with no configuration: the built server with its embedded mock upstream
 * answers every call of SPEC.md section 7 through /api with realistic data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { REFUSAL_WAIT_MS, runToExit, startServer, type RunningServer } from '../../serverProcess';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ UPSTREAM_URL: '', AI_SIGNING_KEY: '', MOCK_TOKEN_DELAY_MS: '2' });
}, 30_000);
afterAll(() => server?.stop());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the site with its embedded mock upstream', () => {
  it('is ready', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('lists documentation with categories and opens a document', async () => {
    const list = await (await post(API.docList.path, { pageNum: 1, pageSize: 5 })).json();
    expect(list.code).toBe(200);
    expect(list.data.categories.length).toBeGreaterThanOrEqual(5);
    expect(list.data.list).toHaveLength(5);
    const first = list.data.list[0];
    const detail = await (await post(API.docDetail.path, { id: first.id })).json();
    expect(detail.data.title).toBe(first.title);
    expect(detail.data.sections.length).toBeGreaterThanOrEqual(3);
  });

  it('answers the information centre, the courses and the suggested questions', async () => {
    const news = await (await post(API.infoCenterList.path, { pageNum: 1, pageSize: 10 })).json();
    expect(news.data.list.length).toBeGreaterThan(0);
    const courses = await (await post(API.courseList.path, { pageNum: 1, pageSize: 12 })).json();
    expect(courses.data.list[0]).toEqual(expect.objectContaining({ title: expect.any(String), lecturer: expect.any(String) }));
    const prompts = await (await post(API.promptList.path, { module: ' ics' })).json();
    expect(prompts).toEqual(expect.objectContaining({ code: 200, data: expect.arrayContaining([expect.any(String)]) }));
  });

  it('serves the agreements through the static-resource call', async () => {
    const res = await fetch(`${server.url}/api${API.staticResource.path}?url=${encodeURIComponent('/agreement/privacy')}`);
    const body = await res.json();
    expect(body.data.title).toContain('隐私政策');
  });

  it('takes a cooperation intent', async () => {
    const res = await post(API.intentionSubmit.path, {
      version: '1',
      intentionType: 3,
      intentionSource: 10033,
      intentionCompany: '星海日报社',
      intentionMobile: '13800138000',
      intentionName: '张编辑',
      intentionScene: '稿件审核',
    });
    expect((await res.json()).code).toBe(200);
  });

  it('streams a signed AI answer about the product asked for', async () => {
    const res = await post(API.chatAsk.path, { content: '语音合成能做什么？', module: ' ics' });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await res.text();
    const answer = text
      .split('\n\n')
      .filter((e) => e.startsWith('data: '))
      .map((e) => JSON.parse(e.slice(6)) as { status: number; content: string })
      .map((e) => e.content)
      .join('');
    expect(answer).toContain('语音合成');
    expect(answer).toContain('/product/TTS.html');
  });

  it('logs a visitor in through the console and recognises the session', async () => {
    const page = await fetch(`${server.url}/console?mode=login&back=open&redirect=${encodeURIComponent(`${server.url}/gov.html`)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const tenant = /name="tenant" value="([^"]+)"/.exec(html)?.[1];
    expect(tenant).toBeDefined();
    const login = await fetch(`${server.url}/console/login`, {
      method: 'POST',
      redirect: 'manual',
      // A browser's form post names the page's origin.
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ tenant: tenant!, mode: 'login', redirect: `${server.url}/gov.html` }),
    });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe(`${server.url}/gov.html`);
    const cookies = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookies).toContain('open_user_logined=1');
    const me = await (await fetch(`${server.url}/api${API.currentUserInfo.path}`, { headers: { cookie: cookies } })).json();
    expect(me.data).toEqual(expect.objectContaining({ code: 200, tenantName: expect.any(String) }));
    // The form's body went upstream, and the request log still had the visitor's address.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('refuses a login form posted from another site, in Chinese, without asking the console', async () => {
    const login = await fetch(`${server.url}/console/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', accept: 'text/html' },
      body: new URLSearchParams({ tenant: '攻击者', mode: 'login', redirect: 'https://evil.example/' }),
    });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);
    expect(await login.text()).toContain('请求来源不受信任');
    const noOrigin = await fetch(`${server.url}/console/logout`, { method: 'POST', headers: { accept: 'application/json' } });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.json()).toEqual(expect.objectContaining({ code: 403, desc: expect.stringMatching(/[\u4e00-\u9fff]/) }));
  });
});

describe('the embedded mock upstream, slowed and failed by the MOCK_* variables like the standalone mock', () => {
  const LATENCY_MS = 400;
  let faulty: RunningServer;
  beforeAll(async () => {
    faulty = await startServer({ UPSTREAM_URL: '', AI_SIGNING_KEY: '', MOCK_FAULT: 'fail', MOCK_LATENCY_MS: String(LATENCY_MS) });
  }, 30_000);
  afterAll(() => faulty?.stop());

  it('fails the data calls with MOCK_FAULT=fail, so a data page shows its Chinese fallback', async () => {
    const page = await fetch(`${faulty.url}/docCenter.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('重新加载');
    const call = await fetch(`${faulty.url}/api${API.docList.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(call.status).toBe(502);
    expect(await call.json()).toEqual(expect.objectContaining({ desc: '上游服务异常' }));
  });

  it('holds every answer for MOCK_LATENCY_MS', async () => {
    const started = performance.now();
    await (
      await fetch(`${faulty.url}/api${API.promptList.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"module":" ics"}' })
    ).text();
    expect(performance.now() - started).toBeGreaterThanOrEqual(LATENCY_MS);
  });

  it(
    'refuses to start on a bad MOCK_FAULT and names it',
    async () => {
      const { code, stderr } = await runToExit({ UPSTREAM_URL: '', AI_SIGNING_KEY: '', MOCK_FAULT: 'sometimes' });
      expect(code).toBe(1);
      expect(stderr).toContain('MOCK_FAULT');
    },
    2 * REFUSAL_WAIT_MS,
  );
});

describe('the metrics of the running server', () => {
  it('are served on their own listener (METRICS_PORT) and counted there, while the public port answers /metrics with the 404 page', async () => {
    expect((await fetch(`${server.url}/gov.html`)).status).toBe(200);
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const scrape = await fetch(server.metricsUrl!);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toMatch(/^http_request_duration_seconds_count\{method="GET",route="page:\w+",status="200"\} [1-9]/m);
    const onPublicPort = await fetch(`${server.url}/metrics`, { headers: { accept: 'text/html' } });
    expect(onPublicPort.status).toBe(404);
    expect(await onPublicPort.text()).not.toContain('http_request_duration_seconds');
  });
});
