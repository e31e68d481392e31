/**
 * RENDER_MAX_CONCURRENT bounds the page renders in progress: past it a page is the Chinese
 * 503 page with Retry-After, at once, while pages from the cache are served as ever.
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';
import { deferred, listen, streamGet, testApp, type StreamedResponse } from '../../../helpers';
import { fakeUpstream } from '../fakeUpstream';

const MAX_RENDERS = 2;

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let upstreams: Upstreams;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  // Holds every data read: a page that reads data stays in progress until its visitor leaves.
  upstream = await fakeUpstream(() => {});
  upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url });
  server = await listen(testApp({ RENDER_MAX_CONCURRENT: String(MAX_RENDERS), PAGE_CACHE_TTL_MS: '60000' }, { upstreams }));
});
afterAll(async () => {
  await server.close();
  await upstreams.close();
  await upstream.close();
});

/** Asks until `done` holds: what a render gives back arrives when the server sees the response close. */
async function askUntil(path: string, done: (res: request.Response) => boolean): Promise<request.Response> {
  for (;;) {
    const res = await request(server.url).get(path);
    if (done(res)) return res;
  }
}

describe('the bound on renders in progress', () => {
  it('answers the Chinese 503 page with Retry-After past it, serves cached pages meanwhile, and renders again once a render ends', async () => {
    // The home page reads no data: rendered once, then a hit.
    await askUntil('/', (res) => res.headers['x-page-cache'] === 'hit');

    const arrived = deferred();
    upstream.handler = () => upstream.requests.length >= MAX_RENDERS && arrived.resolve();
    const held: StreamedResponse[] = [];
    for (const path of ['/college.html', '/about.html']) held.push(await streamGet(`${server.url}${path}`));
    await arrived.promise;

    const refused = await request(server.url).get('/docCenter.html').set('Accept', 'text/html');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain('<html lang="zh-CN">');
    expect(refused.text).toContain('访问人数较多');

    const cached = await request(server.url).get('/');
    expect(cached.status).toBe(200);
    expect(cached.headers['x-page-cache']).toBe('hit');

    held.forEach(({ response }) => response.destroy());
    upstream.handler = (_req, res: http.ServerResponse) => res.writeHead(500).end();
    const again = await askUntil('/docCenter.html', (res) => res.status !== 503);
    expect(again.status).toBe(200);
  });
});
