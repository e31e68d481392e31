import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../../shared/api';
import { PersonalPages } from '../../../../server/render/personalPages';
import { PageCache, STALE_IF_ERROR_MS, cachedPageOf, compressedPageOf } from '../../../../server/render/pageCache';
import { createUpstreams } from '../../../../server/upstream/pools';
import { rawGet, testApp } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';
import { ONE_DOC_LIST, CACHE_TEST_TIMEOUT_MS, loggedInCookies, untilCached } from '../fixtures';

// Tests here wait for the page cache's own render (tests/integration/server/fixtures.ts untilCached).
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
  const personal = new PersonalPages(ttlMs);
  const app = testApp(env, { upstreams: createUpstreams({ api: url, ai: url, log: url }), pageCache: cache, personalPages: personal });
  return { app, cache, personal };
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

  it('answers 304 to a visitor holding the first compression after the page was recompressed, and the new bytes to others', async () => {
    const { app } = appWithCache();
    await untilCached(app, '/', { 'Accept-Encoding': 'br' });
    // Brotli 11 of the 110 KB page takes hundreds of milliseconds, a request a few: still the first compression.
    const held = await rawGet(app, '/', { 'Accept-Encoding': 'br' });
    expect(held.headers.etag).toMatch(/^"[\w-]+-1-br"$/);
    let kept = held;
    await vi.waitFor(
      async () => {
        kept = await rawGet(app, '/', { 'Accept-Encoding': 'br' });
        expect(kept.headers.etag).not.toBe(held.headers.etag);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(kept.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(brotliDecompressSync(kept.body).equals(brotliDecompressSync(held.body))).toBe(true);
    expect(kept.body.length).toBeLessThan(held.body.length);
    const revalidated = await request(app)
      .get('/')
      .set({ 'Accept-Encoding': 'br', 'If-None-Match': String(held.headers.etag) })
      .expect(304);
    expect(revalidated.headers.etag).toBe(held.headers.etag);
    await request(app)
      .get('/')
      .set({ 'Accept-Encoding': 'br', 'If-None-Match': String(kept.headers.etag) })
      .expect(304);
  });

  it('never caches what a logged-in visitor sees, nor shows it to anyone else', async () => {
    const { app, personal } = appWithCache();
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
    // Later visits come from the logged-in template (server/render/personalTemplate.ts): still theirs alone.
    await personal.built();
    const again = await request(app).get('/gov.html').set('Cookie', cookie);
    expect(again.headers['x-page-cache']).toBe('template');
    expect(again.headers['cache-control']).toBe('private, no-store');
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

  it('keeps a refreshed page’s ETag while its data is unchanged, so a browser’s copy still gets 304, and gives a changed page a new one', async () => {
    const { app, clock } = appWithClock();
    const br = { 'Accept-Encoding': 'br' };
    await untilCached(app, '/docCenter.html', br);
    let kept = '';
    await vi.waitFor(
      async () => {
        kept = String((await rawGet(app, '/docCenter.html', br)).headers.etag);
        expect(kept).toMatch(/^"[\w-]+-br"$/);
        expect(kept).not.toMatch(/-1-br"$/);
      },
      { timeout: 30_000, interval: 50 },
    );
    const refreshed = async () => {
      clock.now += 60_001;
      expect((await request(app).get('/docCenter.html').set(br)).headers['x-page-cache']).toBe('stale');
      return untilCached(app, '/docCenter.html', br);
    };
    const same = await refreshed();
    expect(same.headers.etag).toBe(kept);
    await request(app)
      .get('/docCenter.html')
      .set({ ...br, 'If-None-Match': kept })
      .expect(304);

    upstream.handler = (req, res) => {
      const path = (req.url ?? '').split('?')[0];
      const list = [{ ...DOCS.list[0]!, title: '十分钟接入语音合成' }];
      json(res, 200, { code: 200, desc: '成功', data: path === API.docList.path ? { ...DOCS, list } : null });
    };
    const changed = await refreshed();
    expect(changed.headers.etag).not.toBe(kept);
    const fresh = await request(app).get('/docCenter.html').set({ 'If-None-Match': kept }).expect(200);
    expect(fresh.text).toContain('十分钟接入语音合成');
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

  it('stores a page at brotli 5 first, and at brotli 11 once it is asked for again', async () => {
    const html = `<!DOCTYPE html><html><body>${Array.from({ length: 2000 }, (_, i) => `<p>第${i}段 ${(i * 7919) % 1000}</p>`).join('')}</body></html>`;
    const brotliAt = (quality: number, body: Buffer) =>
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const first = (await cachedPageOf(html, ["'self'"], 0))!;
    expect(first.bodies.br.equals(brotliAt(5, first.bodies.identity))).toBe(true);
    const cache = new PageCache(60_000, 1e9, 2, () => 1);
    await cache.fill('/', async () => first); // the visitor whose miss stored it
    expect(cache.get('/')).toBe(first); // the second visitor: a hit, and the page is worth more
    await vi.waitFor(() => expect(cache.get('/')?.tier).toBe('kept'), { timeout: 30_000, interval: 50 });
    const kept = cache.get('/')!;
    expect(kept.bodies.br.equals(brotliAt(11, first.bodies.identity))).toBe(true);
    expect(brotliDecompressSync(kept.bodies.br).equals(first.bodies.identity)).toBe(true);
    expect(gunzipSync(kept.bodies.gzip).equals(first.bodies.identity)).toBe(true);
    expect(cache.stats().bytes).toBe(kept.bytes);
  });

  it('asks the refill of a page asked for again for the highest levels at once, and a page asked for once for the cheap ones', async () => {
    const page = (await cachedPageOf('<!DOCTYPE html><html><body>页</body></html>', ["'self'"], 0))!;
    const cache = new PageCache(60_000, 1e9, 2, () => 1);
    const tiers: string[] = [];
    const render = async (_now: number, tier: string) => (tiers.push(tier), page);
    await cache.fill('/', render);
    await cache.fill('/about.html', render);
    cache.get('/');
    await cache.fill('/', render);
    await cache.fill('/about.html', render);
    expect(tiers).toEqual(['first', 'first', 'kept', 'first']);
  });

  it('refills a page whose bytes did not change with its compressed bodies and ETag kept, renewed; a changed page is compressed anew', async () => {
    const html = '<!DOCTYPE html><html><body>页</body></html>';
    const stored = (await cachedPageOf(html, ["'self'"], 0))!;
    const renewed = await compressedPageOf({ identity: Buffer.from(html), csp: stored.csp }, 60_001, 'first', stored);
    expect(renewed.storedAt).toBe(60_001);
    expect(renewed.bodies.br).toBe(stored.bodies.br);
    expect(renewed.etag).toBe(stored.etag);
    const changed = await compressedPageOf({ identity: Buffer.from(html.replace('页', '新页')), csp: stored.csp }, 60_001, 'first', stored);
    expect(changed.etag).not.toBe(stored.etag);
    expect(brotliDecompressSync(changed.bodies.br).toString()).toContain('新页');
    const otherPolicy = await compressedPageOf({ identity: Buffer.from(html), csp: `${stored.csp}; upgrade-insecure-requests` }, 60_001, 'first', stored);
    expect(otherPolicy.bodies.br).not.toBe(stored.bodies.br);
    // A page asked for again is worth the highest levels: a cheap compression is not kept for it.
    const upgraded = await compressedPageOf({ identity: Buffer.from(html), csp: stored.csp }, 60_001, 'kept', stored);
    expect(upgraded.tier).toBe('kept');
    expect(upgraded.bodies.br).not.toBe(stored.bodies.br);
  });

  it('hands a refill the page it replaces', async () => {
    const page = (await cachedPageOf('<!DOCTYPE html><html><body>页</body></html>', ["'self'"], 0))!;
    const cache = new PageCache(60_000, 1e9, 2, () => 1);
    const previous: unknown[] = [];
    const render = async (_now: number, _tier: string, before: unknown) => (previous.push(before), page);
    await cache.fill('/', render);
    await cache.fill('/', render);
    expect(previous).toEqual([undefined, page]);
  });

  it('keeps a page asked for again when 200 pages asked for once come after it, within its budget', async () => {
    const pageOf = async (n: number) => (await cachedPageOf(`<!DOCTYPE html><html><body>${'页'.repeat(2000)}${n}</body></html>`, ["'self'"], 0))!;
    const home = await pageOf(-1);
    const budget = home.bytes * 5;
    const cache = new PageCache(60_000, budget, 2, () => 1);
    await cache.fill('/', async () => home);
    expect(cache.get('/')).toBeDefined();
    for (let n = 0; n < 200; n += 1) {
      const page = await pageOf(n);
      await cache.fill(`/docCenter.html?page=${n + 2}`, async () => page);
    }
    expect(cache.get('/')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(budget);
    expect(cache.get('/docCenter.html?page=201')).toBeDefined();
  });

  it('lets one client fill one page at a time, so another visitor’s cold page still finds a slot', () => {
    const cache = new PageCache(60_000, 1e9, 2);
    const started: string[] = [];
    const renderOf = (key: string) => () => {
      started.push(key);
      return new Promise<never>(() => {});
    };
    for (const key of ['/docCenter.html?page=7', '/docCenter.html?page=8', '/docCenter.html?page=9']) {
      void cache.fill(key, renderOf(key), '203.0.113.9');
    }
    void cache.fill('/about.html', renderOf('/about.html'), '198.51.100.7');
    expect(started).toEqual(['/docCenter.html?page=7', '/about.html']);
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
