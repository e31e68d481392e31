/**
 * What a page-cache miss costs: one render, whose bytes both the visitor and the cache get
 * when the data comes within the hold.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../../shared/api';
import { PageCache } from '../../../../server/render/pageCache';
import { createUpstreams } from '../../../../server/upstream/pools';
import { deferred, listen, readUntil, streamGet, testApp } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';
import { ONE_DOC_LIST, GOOGLEBOT } from '../fixtures';

/** Every render of a page, whoever it is for, goes through React's one streaming entry. */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/server')>();
  return {
    ...actual,
    renderToPipeableStream: (...args: Parameters<typeof actual.renderToPipeableStream>) => {
      renders.count += 1;
      return actual.renderToPipeableStream(...args);
    },
  };
});

const DOCS = ONE_DOC_LIST;

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let gate: ReturnType<typeof deferred> | null = null;
beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
});
afterAll(() => upstream.close());
beforeEach(() => {
  gate = null;
  renders.count = 0;
  upstream.handler = async (req, res) => {
    if (gate) await gate.promise;
    const path = (req.url ?? '').split('?')[0];
    if (path === API.docDetail.path) return json(res, 200, { code: 404, desc: '文档不存在', resultCode: 404, resultMsg: '文档不存在' });
    json(res, 200, { code: 200, desc: '成功', data: path === API.docList.path ? DOCS : null });
  };
});

function appWithCache() {
  const url = upstream.url;
  const cache = new PageCache(60_000, 16 * 1024 * 1024);
  return { cache, app: testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }), pageCache: cache }) };
}

const docListCalls = () => upstream.requests.filter((r) => r.url.startsWith(API.docList.path)).length;

describe('a page-cache miss', () => {
  it('renders the page once: the visitor gets the bytes and hash-based policy the cache keeps', async () => {
    const { app, cache } = appWithCache();
    const first = await request(app).get('/gov.html').expect(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    // Bytes the cache serves to everyone carry no nonce, and nor does their policy.
    expect(first.text).not.toContain('nonce=');
    expect(first.headers['content-security-policy']).not.toContain('nonce-');
    expect(first.headers['content-security-policy']).toContain("'sha256-");
    await vi.waitFor(() => expect(cache.stats().entries).toBe(1));
    expect(renders.count).toBe(1);
    const hit = await request(app).get('/gov.html').expect(200);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.text).toBe(first.text);
    expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(renders.count).toBe(1);
  });

  it('renders a crawler’s miss once, with all its data, and asks the upstream once', async () => {
    const { app, cache } = appWithCache();
    const before = docListCalls();
    const page = await request(app).get('/docCenter.html').set('User-Agent', GOOGLEBOT).expect(200);
    expect(page.text).toContain('五分钟完成首次接口调用');
    expect(page.text).not.toContain('nonce=');
    await vi.waitFor(() => expect(cache.stats().entries).toBe(1));
    expect(renders.count).toBe(1);
    expect(docListCalls() - before).toBe(1);
  });

  it('renders a missing document once, as the 404 page, and keeps nothing', async () => {
    const { app, cache } = appWithCache();
    const page = await request(app).get('/docCenter.html?doc=999999').set('User-Agent', GOOGLEBOT).expect(404);
    expect(page.text).toContain('文档不存在');
    expect(page.headers['x-page-cache']).toBe('miss');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.stats().entries).toBe(0);
    expect(renders.count).toBe(1);
  });

  it('streams the visitor its own page when the data misses the hold, and the cache’s render, on the same data, is the only other', async () => {
    const { app, cache } = appWithCache();
    const before = docListCalls();
    gate = deferred();
    const server = await listen(app);
    try {
      const { chunks, headers } = await streamGet(`${server.url}/docCenter.html`);
      expect(headers['x-page-cache']).toBe('miss');
      // This visitor's alone: streamed under its own nonce, so no cache may keep it.
      expect(headers['cache-control']).toBe('private, no-store');
      const shell = await readUntil(chunks, (text) => text.includes('正在加载文档'));
      expect(shell).toContain('nonce=');
      gate.resolve(undefined);
      expect(await readUntil(chunks, (text) => text.includes('</html>'))).toContain('五分钟完成首次接口调用');
    } finally {
      await server.close();
    }
    await vi.waitFor(() => expect(cache.stats().entries).toBe(1));
    expect(renders.count).toBe(2);
    expect(docListCalls() - before).toBe(1);
    const hit = await request(app).get('/docCenter.html').expect(200);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.text).toContain('五分钟完成首次接口调用');
  });
});
