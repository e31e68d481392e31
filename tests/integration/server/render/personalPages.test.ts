/**
 * Issue 39: a logged-in visitor's page comes from a template filled with their name
 * (server/render/personalTemplate.ts, server/render/personalPages.ts). Two apps share one
 * upstream: one with the templates, one that renders every logged-in page for its visitor.
 * For one page of each kind and hostile names, the template's answer must be byte for byte
 * what the render gives (its per-response nonce apart), and never one a cache may keep.
 */
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageCache } from '../../../../server/render/pageCache';
import { PersonalPages } from '../../../../server/render/personalPages';
import { PROBE_NAME } from '../../../../server/render/personalTemplate';
import { inlineHashes } from '../../../../server/security/csp';
import { LOGIN_COOKIE, TENANT_COOKIE } from '../../../../shared/api';
import { rawGet, testApp } from '../../../helpers';
import { CACHE_TEST_TIMEOUT_MS, GOOGLEBOT, listeningMockUpstream, loggedInCookies, ONE_CACHED_PAGE_PER_KIND } from '../fixtures';

vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS * 4 });

/** The names the issue lists: markup and quotes, none, line separators, emoji, a long one, an escape left as typed, the probe, a placeholder's look. */
const NAMES = ['星海日报社', `<script>alert(1)</script>&"'`, '', '\u2028\u2029', '😀📰', '星'.repeat(300), '%E4%B8%AD', PROBE_NAME, `tenant${'0'.repeat(24)}`];

/**
 * A logged-in visitor's cookies for `name` as the server reads it: the tenant cookie is decoded
 * twice (by cookie-parser, then shared/loginState.ts), so a name with `%` in it is sent encoded twice.
 */
const cookieOf = (name: string) =>
  loggedInCookies(name).replace(`${TENANT_COOKIE}=${encodeURIComponent(name)}`, `${TENANT_COOKIE}=${encodeURIComponent(encodeURIComponent(name))}`);

let personal: PersonalPages;
let templated: ReturnType<typeof testApp>;
let rendered: ReturnType<typeof testApp>;
let mock: Awaited<ReturnType<typeof listeningMockUpstream>>;

beforeAll(async () => {
  mock = await listeningMockUpstream();
  const { upstreams } = mock;
  personal = new PersonalPages(600_000);
  templated = testApp({}, { upstreams, pageCache: new PageCache(600_000, 64 * 1024 * 1024), personalPages: personal });
  rendered = testApp({}, { upstreams, pageCache: new PageCache(600_000, 64 * 1024 * 1024), personalPages: false });
});
afterAll(async () => {
  await mock.close();
});

/** A render's page with its per-response nonce taken out: what the template's page is, nonce for nonce. */
const withoutNonce = (html: string) => html.replace(/<meta property="csp-nonce" nonce="[^"]*">/, '').replaceAll(/ nonce="[^"]*"/g, '');

/** Asks until the template for the path and that kind of name is built, then once more: the template's answer. */
async function fromTemplate(path: string, cookie: string, encoding = 'gzip, deflate, br'): Promise<Awaited<ReturnType<typeof rawGet>>> {
  for (let i = 0; i < 3; i++) {
    const res = await rawGet(templated, path, { Cookie: cookie, 'Accept-Encoding': encoding });
    if (res.headers['x-page-cache'] === 'template') return res;
    await personal.built();
  }
  throw new Error(`${path} never came from a template`);
}

describe('a logged-in visitor’s page from its template', () => {
  it.each(ONE_CACHED_PAGE_PER_KIND)('%s: is, for every hostile name, the page rendered for that name, byte for byte', async (path) => {
    for (const name of NAMES) {
      const cookie = cookieOf(name);
      const res = await fromTemplate(path, cookie);
      expect(res.headers['content-encoding']).toBe('gzip');
      // gunzip checks the stream's CRC and length too.
      const page = gunzipSync(res.body).toString('utf8');
      const own = await request(rendered).get(path).set('Cookie', cookie).set('User-Agent', GOOGLEBOT);
      expect(own.headers['x-page-cache']).toBe('bypass');
      expect(page, `${path} for ${JSON.stringify(name)}`).toBe(withoutNonce(own.text));
      expect(page).toContain(name ? `当前租户：` : '已登录');
    }
  });

  it('is no page a cache may keep or answer with 304: private, no-store, Vary Cookie, no ETag', async () => {
    const res = await fromTemplate('/', loggedInCookies('星海日报社'));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(res.headers.etag).toBeUndefined();
    const again = await request(templated)
      .get('/')
      .set('Cookie', loggedInCookies('新华社'))
      .set('If-None-Match', '*')
      .set('If-Modified-Since', new Date().toUTCString());
    expect(again.status).toBe(200);
    expect(again.text).toContain('当前租户：新华社');
    expect(again.text).not.toContain('星海日报社');
  });

  it('allows its inline blocks by hash, with no nonce, for whichever name fills it', async () => {
    for (const name of ['星海日报社', `</style><script>alert(1)</script>`]) {
      const res = await fromTemplate('/product/TTS.html', loggedInCookies(name));
      const page = gunzipSync(res.body).toString('utf8');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).not.toContain('nonce-');
      const hashes = inlineHashes(page);
      expect(hashes).toBeDefined();
      for (const hash of hashes!) expect(csp).toContain(hash);
    }
  });

  it('sends the plain bytes, with their length, to a client that takes no gzip, and headers alone to HEAD', async () => {
    const cookie = loggedInCookies('<星海>');
    const zipped = await fromTemplate('/', cookie);
    const plain = await fromTemplate('/', cookie, 'br;q=1, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.equals(gunzipSync(zipped.body))).toBe(true);
    const head = await request(templated).head('/').set('Cookie', cookie).set('Accept-Encoding', 'gzip');
    expect(head.headers['x-page-cache']).toBe('template');
    expect(head.headers['content-length']).toBe(zipped.headers['content-length']);
    expect(head.text ?? '').toBe('');
  });

  it('is built once per page, in the background: the first visit is rendered, later ones of every tenant filled in', async () => {
    const path = '/product/ASR.html';
    const first = await request(templated).get(path).set('Cookie', loggedInCookies('甲'));
    expect(first.headers['x-page-cache']).toBe('bypass');
    expect(first.text).toContain('当前租户：甲');
    await personal.built();
    for (const name of ['乙', '丙']) {
      const res = await request(templated).get(path).set('Cookie', loggedInCookies(name));
      expect(res.headers['x-page-cache']).toBe('template');
      expect(res.text).toContain(`当前租户：${name}`);
    }
  });

  it('is built again on a later visit when the page’s data failed while it was built, once the upstream is back', async () => {
    const templates = new PersonalPages(600_000);
    const app = testApp({}, { upstreams: mock.upstreams, pageCache: new PageCache(600_000, 64 * 1024 * 1024), personalPages: templates });
    const visit = async () => (await request(app).get('/docCenter.html').set('Cookie', loggedInCookies('星海日报社'))).headers['x-page-cache'];
    const faults = (method: 'POST' | 'DELETE') =>
      fetch(`${mock.url}/__mock/faults`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{"fault":"fail"}' : undefined });
    await faults('POST');
    try {
      expect(await visit()).toBe('bypass');
      await templates.built();
    } finally {
      await faults('DELETE');
    }
    expect(await visit()).toBe('bypass');
    await templates.built();
    expect(await visit()).toBe('template');
  });

  it('never answers a visitor whose login is not sealed, nor a logged-out one, from a template', async () => {
    await fromTemplate('/', loggedInCookies('星海日报社'));
    const bare = await request(templated)
      .get('/')
      .set('Cookie', `${LOGIN_COOKIE}=1; ${TENANT_COOKIE}=${encodeURIComponent('星海日报社')}`);
    const anonymous = await request(templated).get('/');
    for (const res of [bare, anonymous]) {
      expect(res.headers['x-page-cache']).not.toBe('template');
      expect(res.text).not.toContain('当前租户');
    }
  });
});
