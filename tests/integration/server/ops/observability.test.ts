import type http from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../../../shared/api';
import { Metrics } from '../../../../server/ops/metrics';
import { metricsApp } from '../../../../server/ops/metricsListener';
import { PageCache } from '../../../../server/render/pageCache';
import { createUpstreams } from '../../../../server/upstream/pools';
import { deferred, listen, openAnswer, testApp, testConfig } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
beforeAll(async () => {
  upstream = await fakeUpstream((_req, res) => json(res, 200, { code: 200, desc: '成功', data: null }));
});
afterAll(() => upstream.close());

function appWithLogs(env: Record<string, string> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const url = upstream.url;
  const { pageCache: settings } = testConfig(env);
  const pageCache = new PageCache(settings.ttlMs, settings.maxBytes);
  const metrics = new Metrics(pageCache);
  const app = testApp(env, { logger: pino({ level: 'info' }, sink), upstreams: createUpstreams({ api: url, ai: url, log: url }, 500), pageCache, metrics });
  return { app, lines, scrape: () => scrapeOf(metrics) };
}

/** What Prometheus reads from the metrics listener of server/index.ts. */
async function scrapeOf(metrics: Metrics): Promise<string> {
  return (
    await request(metricsApp(metrics))
      .get('/metrics')
      .expect(200)
      .expect('Content-Type', /text\/plain/)
  ).text;
}

/** One sample's value from the Prometheus text format; NaN when it is missing. */
function metric(text: string, name: string, labels: string): number {
  const series = labels ? `${name}{${labels}}` : name;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return Number(line?.slice(series.length + 1) ?? NaN);
}

describe('the logs', () => {
  it('write one JSON line per request with the id that was sent upstream, and no cookie or query', async () => {
    const { app, lines } = appWithLogs();
    const res = await request(app)
      .post(`/api${API.docList.path}?phone=13800138000`)
      .set('Cookie', 'zm_session=secret-session-token')
      .send({ pageNum: 1 })
      .expect(200);
    const id = res.headers['x-request-id'];
    expect(upstream.requests.at(-1)!.headers['x-request-id']).toBe(id);
    const line = lines.find((l) => (l.req as { id?: string } | undefined)?.id === id);
    expect(line).toMatchObject({ req: { method: 'POST', path: `/api${API.docList.path}` }, res: { status: 200 } });
    expect(typeof line?.responseTime).toBe('number');
    const all = JSON.stringify(lines);
    expect(all).not.toContain('secret-session-token');
    expect(all).not.toContain('13800138000');
  });

  it('leave health probes out, so they do not drown the visitors', async () => {
    const { app, lines } = appWithLogs();
    await request(app).get('/healthz').expect(200);
    await request(app).get('/robots.txt').expect(200);
    const paths = lines.filter((l) => l.msg === 'request completed').map((l) => (l.req as { path: string }).path);
    expect(paths).toEqual(['/robots.txt']);
  });

  it('log a server error at the error level', async () => {
    const { app, lines } = appWithLogs();
    upstream.handler = (_req, res) => res.destroy();
    try {
      await request(app).post(`/api${API.docList.path}`).send({}).expect(502);
      const line = lines.find((l) => l.msg === 'request completed');
      expect(line).toMatchObject({ level: 50, res: { status: 502 } });
    } finally {
      upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: null });
    }
  });

  it('say so when the visitor left before the response ended', async () => {
    const { app, lines } = appWithLogs();
    const gate = deferred();
    upstream.handler = async (_req, res) => {
      await gate.promise;
      json(res, 200, { code: 200, desc: '成功', data: null });
    };
    const server = await listen(app);
    try {
      const before = upstream.requests.length;
      const controller = new AbortController();
      const sent = fetch(`${server.url}/api${API.docList.path}`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
        signal: controller.signal,
      }).catch(() => undefined);
      await vi.waitFor(() => expect(upstream.requests.length).toBeGreaterThan(before));
      controller.abort();
      await sent;
      await vi.waitFor(() => expect(lines.some((l) => l.msg === 'request aborted')).toBe(true));
      expect(lines.find((l) => l.msg === 'request aborted')).toMatchObject({ req: { method: 'POST', path: `/api${API.docList.path}` } });
    } finally {
      gate.resolve();
      upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: null });
      await server.close();
    }
  });

  it('write nothing for a request below the logger level', async () => {
    const lines: string[] = [];
    const quiet = testApp({}, { logger: pino({ level: 'error' }, { write: (line: string) => void lines.push(line) }) });
    await request(quiet).get('/robots.txt').expect(200);
    expect(lines).toEqual([]);
  });

  it('log a failed upstream call as a warning carrying the same request id', async () => {
    const { app, lines } = appWithLogs();
    upstream.handler = (_req, res) => res.destroy();
    try {
      const res = await request(app).post(`/api${API.docList.path}`).send({}).expect(502);
      const warning = lines.find((l) => l.msg === 'upstream call failed');
      expect(warning?.requestId).toBe(res.headers['x-request-id']);
    } finally {
      upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: null });
    }
  });
});

describe('/metrics', () => {
  it('is not on the public port: there it is the 404 page', async () => {
    const res = await request(testApp()).get('/metrics').set('Accept', 'text/html').expect(404);
    expect(res.text).toContain('<!DOCTYPE html>');
    expect(res.text).not.toContain('http_request_duration_seconds');
  });

  it('is all the metrics listener answers', async () => {
    const listener = metricsApp(new Metrics());
    await request(listener).get('/metrics').expect(200);
    await request(listener).get('/').expect(404);
    await request(listener).get('/healthz').expect(404);
  });

  it('counts requests by route from the route table, never by the raw path', async () => {
    const { app, scrape } = appWithLogs();
    await request(app).get('/product/TTS.html').expect(200);
    await request(app).get('/random-1').expect(404);
    await request(app).get('/random-2').expect(404);
    await request(app).get('/metrics').expect(404);
    const text = await scrape();
    expect(metric(text, 'http_request_duration_seconds_count', 'method="GET",route="page:product",status="200"')).toBe(1);
    expect(metric(text, 'http_request_duration_seconds_count', 'method="GET",route="other",status="404"')).toBe(3);
    expect(text).not.toContain('random-1');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('labels an API call by its name in the allow-list, not by its path or what the /api router left of it', async () => {
    const { app, scrape } = appWithLogs();
    await request(app).get('/api/manage/user/zmService/currentUserInfo');
    await request(app).post(`/api${API.intentionSubmit.path}`).send({});
    await request(app).get('/api/search?q=TTS');
    await request(app).post('/api/no/such/call').send({});
    const text = await scrape();
    expect(text).toContain('route="api:currentUserInfo"');
    expect(text).toContain('route="api:intentionSubmit"');
    expect(text).toContain('route="api:search"');
    expect(text).toContain('route="api:unknown"');
    expect(text).not.toContain('route="api/');
    expect(text).not.toMatch(/method="(GET|POST)",route="other"/);
  });

  it('counts upstream errors by kind', async () => {
    const { app, scrape } = appWithLogs();
    upstream.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>error</html>');
    };
    try {
      await request(app).post(`/api${API.docList.path}`).send({}).expect(502);
    } finally {
      upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: null });
    }
    const deadMetrics = new Metrics();
    const dead = testApp({}, { metrics: deadMetrics });
    await request(dead).post(`/api${API.docList.path}`).send({}).expect(502);
    const text = await scrape();
    expect(metric(text, 'upstream_errors_total', 'kind="bad_answer"')).toBe(1);
    expect(metric(text, 'upstream_errors_total', 'kind="timeout"')).toBe(0);
    const deadText = await scrapeOf(deadMetrics);
    expect(metric(deadText, 'upstream_errors_total', 'kind="unreachable"')).toBe(1);
  });

  it('shows the AI streams open now', async () => {
    const { app, scrape } = appWithLogs();
    let hold: http.ServerResponse | undefined;
    upstream.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ status: 0, type: 'text', content: '您好' })}\n\n`);
      hold = res;
    };
    const server = await listen(app);
    try {
      const stream = await openAnswer(server.url, '你好');
      await stream.firstEvent;
      const during = await scrape();
      expect(metric(during, 'ai_streams_active', '')).toBe(1);
      hold?.end();
      await stream.ended;
      await expect.poll(async () => metric(await scrape(), 'ai_streams_active', '')).toBe(0);
    } finally {
      upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: null });
      await server.close();
    }
  });

  it('counts page-cache hits and misses', async () => {
    const { app, scrape } = appWithLogs({ PAGE_CACHE_TTL_MS: '60000' });
    await request(app).get('/gov.html');
    await expect.poll(async () => (await request(app).get('/gov.html')).headers['x-page-cache'], { interval: 20 }).toBe('hit');
    const text = await scrape();
    expect(metric(text, 'page_cache_requests_total', 'result="miss"')).toBeGreaterThanOrEqual(1);
    expect(metric(text, 'page_cache_requests_total', 'result="hit"')).toBe(1);
    expect(metric(text, 'page_cache_bytes', '')).toBeGreaterThan(1000);
  });
});
