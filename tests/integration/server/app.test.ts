import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { chatEmbedSrc } from '../../../shared/embed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, pageRoutes } from '../../../shared/navigation';
import { builtManifest } from '../../built';
import { listen, rawGet, readUntil, streamGet, testApp } from '../../helpers';

// The pages bootstrap and preload the build's own bundles, which the app serves.
const app = testApp({}, { manifest: builtManifest() });

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('every page route', () => {
  it.each(pageRoutes.map((r) => [r.path, r] as const))('%s answers 200 with its own head tags and heading', async (path, route) => {
    const res = await request(app).get(path).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Streamed with a nonce for this response alone: no shared cache may keep it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(res.text.startsWith('<!DOCTYPE html><html lang="zh-CN">')).toBe(true);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain(`<title>${documentTitle(route)}</title>`);
    expect(head).toContain(`<meta name="description" content="${escapeHtml(route.description)}"/>`);
    expect(head).toContain(`<meta name="keywords" content="${escapeHtml(route.keywords)}"/>`);
    // The search page is no destination for a search engine (issue 21); every other page names its canonical URL.
    if (route.noindex) expect(head).toContain('<meta name="robots" content="noindex"/>');
    else expect(head).toContain(`<link rel="canonical" href="https://www.example.com${path}"/>`);
    expect(head).toContain(`<meta property="og:title" content="${documentTitle(route)}"/>`);
    expect(head).toMatch(/<style nonce="[^"]+" data-styled="true"/);
    expect(res.text.match(/<h1[ >]/g)).toHaveLength(1);
    expect(res.text).toContain(`>${route.heading}</h1>`);
    expect(res.text).toContain('<header');
    expect(res.text).toContain('<footer');
  });
});

describe('a page React completes in one pass', () => {
  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
    ['identity', 'identity', (body: Buffer) => body],
  ] as const)('goes out whole in %s, with its length, styles in its head', async (encoding, accept, decode) => {
    const res = await rawGet(app, '/product/TTS.html', { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const html = decode(res.body).toString();
    expect(html.startsWith('<!DOCTYPE html><html lang="zh-CN">')).toBe(true);
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style nonce="[^"]+" data-styled="true"/);
    expect(html.endsWith('</html>')).toBe(true);
  });
});

describe('the methods a page answers', () => {
  it('answers HEAD with the headers of the page and no body', async () => {
    const res = await request(app).head('/product/TTS.html').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("'nonce-");
    expect(res.text ?? '').toBe('');
  });

  // Not TTS, ASR or aiDocument: their try-it panels' plain forms post to them (server/demos/demoForms.ts).
  it('answers another method with 405 and what it allows, not the page', async () => {
    const res = await request(app).post('/product/media-library.html').set('Accept', 'application/json').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toMatchObject({ code: 405, desc: expect.stringMatching(/[\u4e00-\u9fff]/) });
  });
});

describe('an unknown route', () => {
  it('gets a real 404 page that is not indexed', async () => {
    const res = await request(app).get('/product/no-such-thing.html').expect(404);
    expect(res.text).toContain('<title>页面未找到 - 智媒开放平台</title>');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain('返回首页');
  });

  it('answers a JSON envelope under /api', async () => {
    const res = await request(app).post('/api/nothing').expect(404);
    expect(res.body).toMatchObject({ code: 404, desc: expect.stringMatching(/[\u4e00-\u9fff]/) });
  });
});

describe('static files', () => {
  it('serves hashed bundles as immutable for a year', async () => {
    const page = await request(app).get('/');
    const script = /<script type="module" src="(\/assets\/entry-[A-Z0-9]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const res = await request(app).get(script!).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)('sends a bundle as its %s copy written at build time', async (encoding, accept, decode) => {
    const page = await request(app).get('/');
    // The entry itself is a few hundred bytes, too small to be worth a compressed copy
    // (scripts/precompress.ts); the bulk is the shared chunk it imports and preloads.
    const script = /<link rel="modulepreload"[^>]* href="\/assets\/(chunk-[A-Z0-9]+\.js)"/.exec(page.text)?.[1] ?? 'missing';
    const built = path.join(import.meta.dirname, '..', '..', '..', 'dist', 'client', 'assets', script);
    const res = await rawGet(app, `/assets/${script}`, { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes of the build's copy, not compressed again on the way out.
    expect(res.body.equals(readFileSync(`${built}.${encoding === 'br' ? 'br' : 'gz'}`))).toBe(true);
    expect(decode(res.body).equals(readFileSync(built))).toBe(true);
  });

  it('answers 404 for a bundle that does not exist', async () => {
    await request(app).get('/assets/entry-NOPE.js').expect(404);
  });

  it('modulepreloads the page chunk with the entry', async () => {
    const res = await request(app).get('/product/TTS.html');
    expect(res.text).toMatch(/<link rel="modulepreload" fetchPriority="low" href="\/assets\/ProductPage-[A-Z0-9]+\.js"\/>/);
  });

  it.each(['/', '/about.html', '/product/TTS.html'])(
    'holds the first frame of %s until its header is whole: the awaited element comes right after it',
    async (page) => {
      const { text } = await request(app).get(page).expect(200);
      const head = text.slice(0, text.indexOf('</head>'));
      expect(head).toContain('<link rel="expect" href="#main" blocking="render">');
      // Once, and after the header's menu: awaiting an element that never comes would hold the frame to the document's end.
      expect(text.match(/ id="main"/g)).toHaveLength(1);
      expect(text.indexOf('</header>')).toBeGreaterThan(0);
      expect(text.indexOf(' id="main"')).toBeGreaterThan(text.indexOf('</header>'));
      expect(text.indexOf(' id="main"') - text.indexOf('</header>')).toBeLessThan(200);
    },
  );

  it('holds the embedded chat frame for nothing: it has no header to wait for', async () => {
    const { text } = await request(app).get(chatEmbedSrc('test')).expect(200);
    // The chat's frame (its panel, or the panel's fallback while its module first loads), no header.
    expect(text).toContain('<title>AI智能客服');
    expect(text).not.toMatch(/<header[\s>]/);
    expect(text).not.toContain('rel="expect"');
  });
});

describe('health', () => {
  it('answers 200 on /healthz', async () => {
    const res = await request(app).get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('the streamed response', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => (server = await listen(app)));
  afterAll(() => server.close());

  it('starts with the doctype and carries title, description and styles in its first chunk', async () => {
    const { chunks, headers } = await streamGet(`${server.url}/product/ASR.html`, { 'accept-encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    const first = await readUntil(chunks, (text) => text.includes('</head>'));
    expect(first.startsWith('<!DOCTYPE html>')).toBe(true);
    const head = first.slice(0, first.indexOf('</head>'));
    expect(head).toContain('<title>');
    expect(head).toContain('<meta name="description"');
    expect(head).toContain('data-styled="true"');
  });

  it('sets a CSP whose nonce is the one on the styles and scripts', async () => {
    const res = await request(app).get('/');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1] ?? 'missing';
    expect(nonce).not.toBe('missing');
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.text).toContain(`<style nonce="${nonce}"`);
    expect(res.text).toContain(`<script type="module" src="/assets/`);
    expect(res.text).toMatch(new RegExp(`<script type="module" src="/assets/entry-[A-Z0-9]+\\.js" nonce="${nonce.replace(/[+/=]/g, '\\$&')}"`));
  });
});

describe('structured data', () => {
  const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('describes the organisation on the home page, a product on product pages and a course on the college page', async () => {
    expect(jsonLd((await request(app).get('/')).text)).toMatchObject({ '@type': 'Organization', name: '星海传媒集团' });
    expect(jsonLd((await request(app).get('/product/TTS.html')).text)).toMatchObject({ '@type': 'Product', name: '语音合成' });
    expect(jsonLd((await request(app).get('/college.html')).text)).toMatchObject({ '@type': 'Course' });
  });
});

describe('a page asked with a method other than GET or HEAD', () => {
  it('gets 405 with Allow: GET, HEAD and a Chinese error page', async () => {
    const res = await request(app).post('/gov.html').send('a=1').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('不支持该请求方式');
  });

  it('gets the 405 as an envelope when it does not accept HTML', async () => {
    const res = await request(app).delete('/').set('Accept', 'application/json').expect(405);
    expect(res.body).toMatchObject({ code: 405, desc: '不支持该请求方式' });
  });

  it('while a path that is no page stays a 404', async () => {
    await request(app).put('/no-such-page.html').expect(404);
  });
});
