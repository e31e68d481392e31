import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../shared/api';
import { PageCache, STALE_IF_ERROR_MS, cachedPageOf } from '../../../server/render/pageCache';
import { createUpstreams } from '../../../server/upstream/pools';
import { rawGet, testApp } from '../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';
import { ONE_DOC_LIST, CACHE_TEST_TIMEOUT_MS, loggedInCookies, untilCached } from '../fixtures';

// Tests here wait for the page cache's own render (tests/server/fixtures.ts untilCached).
vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS });

const DOCS = ONE_DOC_LIST;

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let failing = false;
beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
});
afterAll(() => upstream.close());
beforeEach(() => {
  failing = false;
  upstream.handler = (req, res) => {
    if (failing) return json(res, 500, { code: 500, desc: '上游服务异常', data: null });
    const path = (req.url ?? '').split('?')[0];
    json(res, 200, { code: 200, desc: '成功', data: path === API.docList.path ? DOCS : null });
  };
});

function appWithCache(ttlMs = 60_000, env: Record<string, string> = {}) {
  const url = upstream.url;
  const cache = new PageCache(ttlMs, 16 * 1024 * 1024);
  const app = testApp(env, { upstreams: createUpstreams({ api: url, ai: url, log: url }), pageCache: cache });
  return { app, cache };
}

/** A one-minute cache on a clock the test moves. */
function appWithClock() {
  const clock = { now: 1_000 };
  const url = upstream.url;
  const cache = new PageCache(60_000, 16 * 1024 * 1024, 2, () => clock.now);
  const app = testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }), pageCache: cache });
  return { app, clock };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page cache', () => {
  it('streams the first anonymous visit, then serves the same page from memory', async () => {
    const { app } = appWithCache();
    const first = await request(app).get('/docCenter.html').expect(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const hit = await untilCached(app, '/docCenter.html');
    expect(hit.status).toBe(200);
    expect(hit.text).toContain('五分钟完成首次接口调用');
    expect(hit.text).toMatch(/^<!DOCTYPE html>/);
    expect(hit.text).toContain('<title>');
  });

  it('allows the inline blocks of a cached page by their hashes, never by a reused nonce', async () => {
    const { app } = appWithCache();
    await request(app).get('/docCenter.html');
    const hit = await untilCached(app, '/docCenter.html');
    const csp = hit.headers['content-security-policy'] ?? '';
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toContain('unsafe-inline');
    expect(hit.text).not.toContain('nonce=');
    const styles = [...hit.text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles.length).toBeGreaterThan(0);
    const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1] ?? '';
    for (const style of styles) expect(styleSrc).toContain(sha256(style));
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    const inlineScripts = [...hit.text.matchAll(/<script(?![^>]*\b(?:src=|type="application))[^>]*>([\s\S]*?)<\/script>/g)];
    for (const [, body = ''] of inlineScripts) expect(scriptSrc).toContain(sha256(body));
    // styled-components' runtime starts its own style element empty.
    expect(styleSrc).toContain(sha256(''));
  });

  it('sends brotli or gzip bytes compressed once, with their length, and 304 when unchanged', async () => {
    const { app } = appWithCache();
    await request(app).get('/');
    const br = await untilCached(app, '/', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const raw = await rawGet(app, '/', { 'Accept-Encoding': 'br' });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    expect(brotliDecompressSync(raw.body).toString()).toContain('<!DOCTYPE html>');
    const gz = await rawGet(app, '/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<!DOCTYPE html>');
    await request(app)
      .get('/')
      .set({ 'Accept-Encoding': 'br', 'If-None-Match': String(raw.headers.etag) })
      .expect(304);
  });

  it('never caches what a logged-in visitor sees, nor shows it to anyone else', async () => {
    const { app } = appWithCache();
    const cookie = loggedInCookies('星海日报社');
    const own = await request(app).get('/gov.html').set('Cookie', cookie).expect(200);
    expect(own.headers['x-page-cache']).toBe('bypass');
    expect(own.text).toContain('星海日报社');
    // Nor may a proxy: it is this visitor's page, and it differs by cookie.
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.vary).toContain('Cookie');
    await request(app).get('/gov.html');
    const anonymous = await untilCached(app, '/gov.html');
    expect(anonymous.text).not.toContain('星海日报社');
    const again = await request(app).get('/gov.html').set('Cookie', cookie);
    expect(again.headers['x-page-cache']).toBe('bypass');
    expect(again.text).toContain('星海日报社');
  });

  it('does not keep a page whose upstream data failed, and keeps it once the upstream is back', async () => {
    const { app, cache } = appWithCache();
    failing = true;
    await request(app).get('/docCenter.html');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.stats().entries).toBe(0);
    const stillFresh = await request(app).get('/docCenter.html');
    expect(stillFresh.headers['x-page-cache']).toBe('miss');
    failing = false;
    const hit = await untilCached(app, '/docCenter.html');
    expect(hit.text).toContain('五分钟完成首次接口调用');
  });

  it('serves the stale page once its data is older than the configured time, while exactly one refill renders it again', async () => {
    const { app, clock } = appWithClock();
    await request(app).get('/docCenter.html');
    await untilCached(app, '/docCenter.html');
    const docCalls = () => upstream.requests.filter((r) => r.url.startsWith(API.docList.path)).length;
    const before = docCalls();
    clock.now += 60_001;
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(app).get('/docCenter.html')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    // Nobody waited for a render: every visitor got the stored page.
    expect(answers.map((a) => a.headers['x-page-cache'])).not.toContain('miss');
    expect(answers[0]!.headers['x-page-cache']).toBe('stale');
    await untilCached(app, '/docCenter.html');
    // One expiry, one render: the refill's single read of the list.
    expect(docCalls() - before).toBe(1);
  });

  it('drops a stale page the upstream could not refill for a day, and renders it for the next visitor', async () => {
    const { app, clock } = appWithClock();
    await request(app).get('/docCenter.html');
    await untilCached(app, '/docCenter.html');
    failing = true;
    clock.now += 60_001;
    const stale = await request(app).get('/docCenter.html');
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.text).toContain('五分钟完成首次接口调用');
    clock.now += STALE_IF_ERROR_MS;
    expect((await request(app).get('/docCenter.html')).headers['x-page-cache']).toBe('miss');
  });

  it('is off with PAGE_CACHE_TTL_MS=0: every visit is rendered', async () => {
    const url = upstream.url;
    const app = testApp({ PAGE_CACHE_TTL_MS: '0' }, { upstreams: createUpstreams({ api: url, ai: url, log: url }) });
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).get('/');
      expect(res.headers['x-page-cache']).toBe('bypass');
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });

  it('keeps the framing exception of the embedded chat panel in its cached policy', async () => {
    const { app } = appWithCache(60_000, { CHAT_EMBED_ANCESTORS: 'https://news.example.com' });
    await request(app).get('/aiCs.html?embed=1');
    const hit = await untilCached(app, '/aiCs.html?embed=1');
    expect(hit.headers['content-security-policy']).toContain("frame-ancestors 'self' https://news.example.com");
    await request(app).get('/aiCs.html');
    const page = await untilCached(app, '/aiCs.html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('the page cache store', () => {
  it('drops the least recently used pages when it is over its byte budget', async () => {
    const page = (await cachedPageOf(`<!DOCTYPE html><html><body>${'页'.repeat(2000)}</body></html>`, ["'self'"], 0))!;
    const cache = new PageCache(60_000, page.bytes * 2 + 10, 2, () => 1);
    await cache.fill('a', async () => page);
    await cache.fill('b', async () => page);
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    await cache.fill('c', async () => page);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(page.bytes * 2 + 10);
  });

  it('renders a page once however many visitors miss it at the same time', async () => {
    const cache = new PageCache(60_000, 1e9);
    let renders = 0;
    const page = (await cachedPageOf('<!DOCTYPE html><p>x</p>', ["'self'"], 0))!;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page;
    };
    await Promise.all([cache.fill('k', render), cache.fill('k', render), cache.fill('k', render)]);
    expect(renders).toBe(1);
  });
});
