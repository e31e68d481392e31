/**
 * Issue 23, cache headers that tell the truth: what a CDN or nginx in front may keep (an
 * anonymous page the same for everyone), and what it never may (a page with a nonce or a
 * tenant name, /api, /log).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockUpstream } from '../../../../mock-upstream/app';
import { API } from '../../../../shared/api';
import { pageRoutes } from '../../../../shared/navigation';
import { PageCache } from '../../../../server/render/pageCache';
import { createUpstreams } from '../../../../server/upstream/pools';
import { listen, testApp, TEST_SIGNING_KEY } from '../../../helpers';
import { tempDir } from '../../../mockUpstream';
import { CACHE_TEST_TIMEOUT_MS, loggedInCookies, untilCached } from '../fixtures';
import { fakeUpstream, json } from '../fakeUpstream';

// Tests here wait for the page cache's own render (tests/server/fixtures.ts untilCached).
vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS });

/** A name no page's content holds, so finding it means the page is this visitor's. */
const TENANT = '测试租户甲乙丙传媒';
const LOGGED_IN = loggedInCookies(TENANT);
const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

let mock: Awaited<ReturnType<typeof listen>>;
let closeMock: () => void;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  const upstream = createMockUpstream({ signingKey: TEST_SIGNING_KEY, dataDir: tempDir(), siteOrigin: 'http://localhost:3000', tokenDelayMs: 0 });
  closeMock = () => upstream.close();
  mock = await listen(upstream.app);
  const url = mock.url;
  app = testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }), pageCache: new PageCache(60_000, 64 * 1024 * 1024) });
});
afterAll(async () => {
  await mock.close();
  closeMock();
});

describe('an anonymous page from the page cache', () => {
  it('may be kept by a CDN or nginx as long as by this server, served stale while it revalidates or while the server is down', async () => {
    const res = await untilCached(app, '/', { 'Accept-Encoding': 'br' });
    expect(res.headers['cache-control']).toBe(SHARED);
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('has a strong ETag per encoding, and a conditional request gets 304', async () => {
    const br = await untilCached(app, '/product/TTS.html', { 'Accept-Encoding': 'br' });
    const gzip = await untilCached(app, '/product/TTS.html', { 'Accept-Encoding': 'gzip' });
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(gzip.headers.etag).toMatch(/^"[\w-]+-gzip"$/);
    const again = await request(app).get('/product/TTS.html').set({ 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(SHARED);
  });

  it('is shared from its first request when the render made for the cache is what that visitor got', async () => {
    const fresh = testApp(
      {},
      { upstreams: createUpstreams({ api: mock.url, ai: mock.url, log: mock.url }), pageCache: new PageCache(60_000, 16 * 1024 * 1024) },
    );
    const first = await request(fresh).get('/about.html').set('Accept-Encoding', 'gzip');
    expect(first.headers['x-page-cache']).toBe('miss');
    // Either the cache's bytes under their hash policy (shared), or a streamed page with a nonce (private): never a mix.
    if (first.text.includes('nonce=')) expect(first.headers['cache-control']).toBe('private, no-store');
    else expect(first.headers).toMatchObject({ 'cache-control': SHARED, etag: expect.stringMatching(/^"[\w-]+-gzip-f"$/) });
  });

  it('says s-maxage in seconds of PAGE_CACHE_TTL_MS', async () => {
    const short = testApp(
      { PAGE_CACHE_TTL_MS: '30000' },
      { upstreams: createUpstreams({ api: mock.url, ai: mock.url, log: mock.url }), pageCache: new PageCache(30_000, 16 * 1024 * 1024) },
    );
    await request(short).get('/gov.html');
    const res = await untilCached(short, '/gov.html');
    expect(res.headers['cache-control']).toContain('s-maxage=30,');
  });
});

describe('every page of the route table, logged out and logged in', () => {
  const paths = pageRoutes.map((route) => route.path);

  it.each(paths)('%s is public only when it carries neither a nonce nor a tenant name', async (path) => {
    // Logged in between two anonymous visits: a page cache that kept the visitor's page would show it to the next.
    const answers = [
      await request(app).get(path),
      await request(app).get(path).set('Cookie', LOGGED_IN),
      await request(app).get(path),
      await request(app).get(path),
    ];
    for (const res of answers) {
      if (!/\bpublic\b/.test(String(res.headers['cache-control']))) continue;
      expect(res.text, `${path}: a public page with a nonce`).not.toMatch(/\bnonce="/);
      expect(res.text, `${path}: a public page with the tenant name`).not.toContain(TENANT);
      expect(res.headers['set-cookie'], `${path}: a public page setting a cookie`).toBeUndefined();
    }
    const loggedIn = answers[1]!;
    expect(loggedIn.headers['cache-control'], `${path} logged in`).toBe('private, no-store');
  });
});

describe('what no cache may keep', () => {
  it('answers /api no-store, even where the upstream would let it be kept', async () => {
    const upstream = await fakeUpstream((_req, res) => json(res, 200, { code: 200, desc: '成功', data: [] }, { 'cache-control': 'public, max-age=3600' }));
    try {
      const proxied = testApp({}, { upstreams: createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url }) });
      const res = await request(proxied).post(`/api${API.docList.path}`).send({ pageNum: 1 }).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const unknown = await request(proxied).get('/api/no/such/call').expect(404);
      expect(unknown.headers['cache-control']).toBe('no-store');
    } finally {
      await upstream.close();
    }
  });

  it('answers /log no-store', async () => {
    const res = await request(app).post('/log').set('Content-Type', 'text/plain').send('{"action":"page_view"}');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the site search API no-store', async () => {
    const res = await request(app).get('/api/search?q=语音');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
