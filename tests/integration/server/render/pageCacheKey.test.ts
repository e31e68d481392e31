/**
 * What the page cache keys a page on: the site, the path and the query parameters the page
 * reads. Nothing a visitor invents (another query, another Host) makes a new entry.
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../../../shared/api';
import { PageCache } from '../../../../server/render/pageCache';
import { createUpstreams } from '../../../../server/upstream/pools';
import { listen, testApp, TEST_MANIFEST } from '../../../helpers';
import { CACHE_TEST_TIMEOUT_MS, untilCached } from '../fixtures';
import { fakeUpstream, json } from '../fakeUpstream';

// Tests here wait for the page cache's own render (tests/server/fixtures.ts untilCached).
vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS });

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
beforeAll(async () => {
  upstream = await fakeUpstream((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    // Categories 2 and 3, and three pages or more of each: the list pages the tests ask for exist.
    const categories = [2, 3].map((id) => ({ id, name: `分类${id}`, count: 30 }));
    const data = path === API.docList.path ? { categories, list: [], total: 30, pageNum: 1, pageSize: 10 } : null;
    json(res, 200, { code: 200, desc: '成功', data });
  });
});
afterAll(() => upstream.close());

const CACHE_BYTES = 16 * 1024 * 1024;
const BATCH = 100;

function appWithCache() {
  const url = upstream.url;
  const cache = new PageCache(60_000, CACHE_BYTES);
  // SITE_URL is https://www.example.com (tests/helpers.ts).
  const app = testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }), pageCache: cache });
  return { app, cache };
}

describe('the page cache key', () => {
  it('serves /?utm_source=… from the entry of / and stores nothing more', async () => {
    const { app, cache } = appWithCache();
    await untilCached(app, '/', { Host: 'www.example.com' });
    const tagged = await request(app).get('/?utm_source=newsletter&x=1').set('Host', 'www.example.com');
    expect(tagged.headers['x-page-cache']).toBe('hit');
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps the parameters a page reads apart, in any order', async () => {
    const { app, cache } = appWithCache();
    await untilCached(app, '/docCenter.html?category=2&page=3', { Host: 'www.example.com' });
    const reordered = await request(app).get('/docCenter.html?page=3&utm_medium=x&category=2').set('Host', 'www.example.com');
    expect(reordered.headers['x-page-cache']).toBe('hit');
    await untilCached(app, '/docCenter.html?category=3', { Host: 'www.example.com' });
    expect(cache.stats().entries).toBe(2);
  });

  it(
    'leaves / cached after twice as many requests to /?x=N with distinct N as would fill the cache, and its memory bounded',
    { timeout: 120_000 },
    async () => {
      const { app, cache } = appWithCache();
      await untilCached(app, '/', { Host: 'www.example.com' });
      const bytes = cache.stats().bytes;
      // Were each kept apart, these would fill the cache twice over and evict / long before the end.
      const requests = Math.ceil((2 * CACHE_BYTES) / bytes / BATCH) * BATCH;
      const server = await listen(app);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const statuses = new Map<string, number>();
      try {
        for (let n = 0; n < requests; n += BATCH) {
          const batch = Array.from({ length: BATCH }, (_, i) => get(`${server.url}/?x=${n + i}`, agent));
          for (const result of await Promise.all(batch)) statuses.set(result, (statuses.get(result) ?? 0) + 1);
        }
      } finally {
        agent.destroy();
        await server.close();
      }
      expect(statuses).toEqual(new Map([['200 hit', requests]]));
      // No more than before: asked for again, / was recompressed at the highest levels meanwhile.
      expect(cache.stats()).toEqual(expect.objectContaining({ entries: 1, bytes: expect.any(Number) }));
      expect(cache.stats().bytes).toBeLessThanOrEqual(bytes);
      expect((await request(app).get('/').set('Host', 'www.example.com')).headers['x-page-cache']).toBe('hit');
    },
  );

  it('answers a Host naming another site without storing its page', async () => {
    const { app, cache } = appWithCache();
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).get('/about.html').set('Host', `attacker-${i}.example.net`);
      expect(res.status).toBe(200);
      expect(res.headers['x-page-cache']).toBe('bypass');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps a page apart for a host of the site that the chat tells apart (test., pre.)', async () => {
    const { app } = appWithCache();
    const production = await untilCached(app, '/aiCs.html', { Host: 'www.example.com' });
    const testing = await untilCached(app, '/aiCs.html', { Host: 'test.example.com' });
    expect(production.text).toContain('ics-prod-0001');
    expect(testing.text).toContain('ics-test-0001');
  });
});

describe('a page query spelled otherwise', () => {
  const HOST = { Host: 'www.example.com' };

  it.each([
    ['/docCenter.html?category=junk1', '/docCenter.html'],
    ['/docCenter.html?page=01', '/docCenter.html'],
    ['/docCenter.html?page=1', '/docCenter.html'],
    ['/docCenter.html?page=02&category=x', '/docCenter.html?page=2'],
    ['/docCenter.html?page=2&page=3', '/docCenter.html?page=2'],
  ])('%s is moved to %s (301) and stores no page of its own', async (url, location) => {
    const { app, cache } = appWithCache();
    const res = await request(app).get(url).set(HOST);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.stats().entries).toBe(0);
  });

  it('answers a document id of the wrong shape with the 404 page, rendering and storing nothing', async () => {
    const { app, cache } = appWithCache();
    const asked = upstream.requests.length;
    for (const url of ['/docCenter.html?doc=abc', '/docCenter.html?doc=', '/docCenter.html?doc=0']) {
      const res = await request(app).get(url).set(HOST);
      expect(res.status).toBe(404);
      expect(res.text).toContain('页面未找到');
    }
    expect(upstream.requests.length).toBe(asked);
    expect(cache.stats()).toEqual(expect.objectContaining({ entries: 0, misses: 0 }));
  });

  it('leaves / cached after 300 distinct junk spellings of the list, each a 301', async () => {
    const { app, cache } = appWithCache();
    await untilCached(app, '/', HOST);
    const entries = cache.stats().entries;
    for (let n = 0; n < 300; n += 1) {
      const res = await request(app).get(`/docCenter.html?category=junk${n}`).set(HOST);
      expect(res.status).toBe(301);
    }
    expect(cache.stats().entries).toBe(entries);
    expect((await request(app).get('/').set(HOST)).headers['x-page-cache']).toBe('hit');
  });
});

describe('the chat panel framed (embed)', () => {
  const PARTNER = 'https://partner.example.org';
  const frameAncestors = (csp: string | undefined) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];
  /** The panel alone has no skip link (client/layout/Layout.tsx); the full page starts with one. */
  const isChromeless = (html: string) => html.includes('输入您的问题') && !html.includes('跳到主要内容');

  it.each([
    ['/aiCs.html?embed=1&embed=0', true],
    ['/aiCs.html?embed=0&embed=1', false],
    ['/aiCs.html?embed=1', true],
  ])('%s, through the cache, is framed by whom its body says (embedded: %s)', async (url, embedded) => {
    const cache = new PageCache(60_000, 16 * 1024 * 1024);
    const upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url });
    const app = testApp({ CHAT_EMBED_ANCESTORS: PARTNER }, { upstreams, pageCache: cache });
    // Each spelling first, then the embedded page's own URL twice (a miss, then the cache's hit).
    const answers = [];
    for (const asked of [url, '/aiCs.html?embed=1', '/aiCs.html?embed=1']) {
      let res = await request(app).get(asked).set('Host', 'www.example.com');
      if (res.status === 301) res = await request(app).get(res.headers.location!).set('Host', 'www.example.com');
      expect(res.status).toBe(200);
      answers.push(res);
      await untilCached(app, new URL(res.request.url).pathname + new URL(res.request.url).search, { Host: 'www.example.com' });
    }
    expect(isChromeless(answers[0]!.text)).toBe(embedded);
    for (const res of answers) {
      const framedByPartner = frameAncestors(res.headers['content-security-policy'])?.includes(PARTNER) ?? false;
      expect(framedByPartner).toBe(isChromeless(res.text));
    }
    expect(answers.slice(1).every((res) => isChromeless(res.text))).toBe(true);
  });
});

function get(url: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { host: 'www.example.com', 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(`${res.statusCode} ${String(res.headers['x-page-cache'])}`));
      })
      .on('error', reject);
  });
}

describe('a deploy', () => {
  it("never serves a page the previous build cached, which would point at that build's bundles", async () => {
    const url = upstream.url;
    const cache = new PageCache(60_000, 16 * 1024 * 1024);
    const upstreams = createUpstreams({ api: url, ai: url, log: url });
    const before = testApp({}, { upstreams, pageCache: cache });
    expect((await untilCached(before, '/')).text).toContain(TEST_MANIFEST.entry.file);
    // The next build's server, should it find the same cache (a shared one, or one kept in place).
    const next = { ...TEST_MANIFEST, entry: { file: '/assets/entry-NEXT.js', imports: ['/assets/chunk-NEXT.js'] } };
    const after = testApp({}, { upstreams, pageCache: cache, manifest: next });
    const first = await request(after).get('/');
    expect(first.headers['x-page-cache']).toBe('miss');
    const page = (await untilCached(after, '/')).text;
    expect(page).toContain('/assets/entry-NEXT.js');
    expect(page).not.toContain(TEST_MANIFEST.entry.file);
  });
});
