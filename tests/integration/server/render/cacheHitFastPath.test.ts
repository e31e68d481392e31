/**
 * Issue 39: a fresh page from the page cache is answered before Express
 * (server/render/cacheHitFastPath.ts), with what Express would have sent. One app, two
 * listeners: the server's (the fast path, then Express) and Express alone. Every kind of page
 * of the route table is asked for through both in each way a client might ask, on raw
 * sockets (so two Host headers and odd spellings reach the server as written), and the two
 * answers must have the same status, the same headers (the date and a generated request id
 * apart) and the same bytes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { Metrics } from '../../../../server/ops/metrics';
import { siteListener } from '../../../../server/app';
import { CacheHitFastPath } from '../../../../server/render/cacheHitFastPath';
import { PageCache, cachedPageOf } from '../../../../server/render/pageCache';
import { loginSealKey } from '../../../../server/security/loginSeal';
import { PersonalPages } from '../../../../server/render/personalPages';
import { listen, testApp } from '../../../helpers';
import { CACHE_TEST_TIMEOUT_MS, listeningMockUpstream, loggedInCookies, ONE_CACHED_PAGE_PER_KIND, untilCached } from '../fixtures';

vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS * 4 });

const HOST = 'localhost:3000';

let app: ReturnType<typeof testApp>;
let fastPath: CacheHitFastPath;
let personal: PersonalPages;
let withFastPath: Awaited<ReturnType<typeof listen>>;
let expressOnly: Awaited<ReturnType<typeof listen>>;
let mock: Awaited<ReturnType<typeof listeningMockUpstream>>;

beforeAll(async () => {
  mock = await listeningMockUpstream();
  personal = new PersonalPages(600_000);
  app = testApp(
    {},
    {
      upstreams: mock.upstreams,
      pageCache: new PageCache(600_000, 64 * 1024 * 1024),
      personalPages: personal,
    },
  );
  fastPath = (app.locals as { fastPath: CacheHitFastPath }).fastPath;
  withFastPath = await listen(siteListener(app));
  expressOnly = await listen(app);
});
afterAll(async () => {
  await Promise.all([withFastPath.close(), expressOnly.close(), mock.close()]);
});

interface Answer {
  status: number;
  /** Lower-case names; repeated headers joined in order. */
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `head` (request line and header lines, as written) on a socket of its own and reads the whole answer. */
function raw(server: { url: string }, head: string[]): Promise<Answer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: all.subarray(split + 4) });
    });
    socket.write([...head, 'Connection: close', '', ''].join('\r\n'));
  });
}

/** What must match between the two answers: all but the date, and the request id unless the client named it. */
function comparable({ status, headers, body }: Answer, keepId: boolean) {
  const { date: _date, 'x-request-id': id, ...rest } = headers;
  return { status, headers: keepId ? { ...rest, 'x-request-id': id } : rest, body: body.toString('base64') };
}

interface Variant {
  name: string;
  /** The request's head for a page, given its current ETags (the one served, and the first compression's). */
  head(path: string, etag: string, firstEtag: string): string[];
  /** The fast path answers it (once Express has answered it once); otherwise Express does. */
  fast: boolean;
  keepId?: boolean;
  /** What Express answers it with before the fast path may: a hit (the default), or a logged-in page from its template. */
  from?: 'hit' | 'template';
}

const get = (path: string, ...lines: string[]) => [`GET ${path} HTTP/1.1`, `Host: ${HOST}`, ...lines];

const VARIANTS: Variant[] = [
  { name: 'brotli', head: (p) => get(p, 'Accept-Encoding: gzip, deflate, br'), fast: true },
  { name: 'gzip', head: (p) => get(p, 'Accept-Encoding: gzip'), fast: true },
  { name: 'no encoding', head: (p) => get(p), fast: true },
  { name: 'q-values that refuse brotli', head: (p) => get(p, 'Accept-Encoding: br;q=0, gzip;q=0.5, *;q=0.1'), fast: true },
  { name: 'HEAD', head: (p) => [`HEAD ${p} HTTP/1.1`, `Host: ${HOST}`, 'Accept-Encoding: br'], fast: true },
  { name: 'its ETag', head: (p, etag) => get(p, 'Accept-Encoding: br', `If-None-Match: ${etag}`), fast: true },
  { name: 'an ETag list', head: (p, etag) => get(p, 'Accept-Encoding: br', `If-None-Match: W/"other", ${etag}`), fast: true },
  { name: 'If-None-Match *', head: (p) => get(p, 'Accept-Encoding: br', 'If-None-Match: *'), fast: true },
  { name: 'the first compression’s ETag', head: (p, _etag, first) => get(p, 'Accept-Encoding: br', `If-None-Match: ${first}`), fast: true },
  { name: 'its ETag with no-cache', head: (p, etag) => get(p, 'Accept-Encoding: br', `If-None-Match: ${etag}`, 'Cache-Control: no-cache'), fast: true },
  { name: 'an old If-Modified-Since', head: (p) => get(p, 'If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT'), fast: true },
  { name: 'a sane request id', head: (p) => get(p, 'X-Request-Id: trace-42.a'), fast: true, keepId: true },
  { name: 'an insane request id', head: (p) => get(p, 'X-Request-Id: <script>'), fast: true },
  { name: 'a cookie that is no login', head: (p) => get(p, 'Cookie: zm_consent=1; theme=dark'), fast: true },
  { name: 'a Host in capitals', head: (p) => [`GET ${p} HTTP/1.1`, 'Host: LOCALHOST:3000'], fast: true },
  { name: 'a Host with a trailing dot', head: (p) => [`GET ${p} HTTP/1.1`, 'Host: localhost.:3000'], fast: true },
  { name: 'a Host without the port', head: (p) => [`GET ${p} HTTP/1.1`, 'Host: www.example.com'], fast: true },
  { name: 'two Host headers', head: (p) => [`GET ${p} HTTP/1.1`, `Host: ${HOST}`, 'Host: evil.example'], fast: false },
  { name: 'a Range', head: (p) => get(p, 'Range: bytes=0-10'), fast: false },
  { name: 'a query string', head: (p) => get(`${p}?utm_source=x`), fast: false },
  { name: 'a path with %2e', head: (p) => get(p.endsWith('.html') ? p.replace(/\.html$/, '%2ehtml') : `${p}/%2e`), fast: false },
  { name: 'a login flag without its seal', head: (p) => get(p, 'Cookie: open_user_logined=1'), fast: false },
  { name: 'logged in', head: (p) => get(p, 'Accept-Encoding: gzip, deflate, br', `Cookie: ${loggedInCookies('快路径租户')}`), fast: true, from: 'template' },
  { name: 'logged in with a hostile name', head: (p) => get(p, `Cookie: theme=dark; ${loggedInCookies(`<script>&"'\u2028`)}`), fast: true, from: 'template' },
  {
    name: 'logged in with no name, HEAD',
    head: (p) => [`HEAD ${p} HTTP/1.1`, `Host: ${HOST}`, 'Accept-Encoding: gzip', `Cookie: ${loggedInCookies('')}`],
    fast: true,
    from: 'template',
  },
  {
    name: 'logged in, If-None-Match *',
    head: (p) => get(p, 'Accept-Encoding: gzip', 'If-None-Match: *', `Cookie: ${loggedInCookies('快路径租户')}`),
    fast: true,
    from: 'template',
  },
  {
    name: 'logged in with the seal of another name',
    head: (p) => get(p, `Cookie: ${loggedInCookies('甲').replace(/zm_login_seal=.*/, loggedInCookies('乙').replace(/.*(zm_login_seal=)/, '$1'))}`),
    fast: false,
  },
  {
    name: 'a login flag read as JSON',
    head: (p) => get(p, `Cookie: open_user_logined=j:1; ${loggedInCookies('甲').replace(/^open_user_logined=1; /, '')}`),
    fast: false,
  },
];

/** Waits until the page's kept (highest) compression replaced its first one, so its ETag holds still for the comparisons. */
async function settled(path: string): Promise<{ etag: string; firstEtag: string }> {
  await untilCached(app, path, { host: HOST });
  for (let tries = 0; tries < 400; tries += 1) {
    const { headers } = await raw(expressOnly, get(path, 'Accept-Encoding: br'));
    const etag = headers.etag!;
    if (!etag.includes('-1-')) return { etag, firstEtag: etag.replace(/-br"$/, '-1-br"') };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} kept its first compression`);
}

describe('a fresh page from the page cache, answered before Express', () => {
  it.each(ONE_CACHED_PAGE_PER_KIND)('%s: the same status, headers and bytes as Express, however it is asked for', async (path) => {
    const { etag, firstEtag } = await settled(path);
    for (const variant of VARIANTS) {
      const head = variant.head(path, etag, firstEtag);
      // Express's answer first, a hit: the fast path answers only what it has seen Express answer
      // from the cache (a Host it has not seen yet names a page the cache has not kept yet).
      for (let tries = 0; tries < 400 && variant.fast; tries += 1) {
        if ((await raw(expressOnly, head)).headers['x-page-cache'] === (variant.from ?? 'hit')) break;
        await personal.built();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const before = fastPath.served;
      const fast = await raw(withFastPath, head);
      const served = fastPath.served - before;
      const express = await raw(expressOnly, head);
      expect({ variant: variant.name, served }).toEqual({ variant: variant.name, served: variant.fast ? 1 : 0 });
      if (variant.fast) expect(comparable(fast, !!variant.keepId), variant.name).toEqual(comparable(express, !!variant.keepId));
      else expect(fast.status, variant.name).toBe(express.status);
    }
  });

  it('leaves a logged-in visitor to Express until their page has a template, then answers it, counted as a template', async () => {
    const cache = new PageCache(600_000, 64 * 1024 * 1024);
    const metrics = new Metrics(cache);
    const templates = new PersonalPages(600_000);
    const own = testApp({}, { upstreams: mock.upstreams, pageCache: cache, metrics, personalPages: templates });
    const server = await listen(siteListener(own));
    const served = () => (own.locals as { fastPath: CacheHitFastPath }).fastPath.served;
    const cookie = `Cookie: ${loggedInCookies('快路径租户')}`;
    try {
      await untilCached(own, '/gov.html', { host: HOST });
      const rendered = await raw(server, get('/gov.html', cookie));
      expect({ served: served(), from: rendered.headers['x-page-cache'] }).toEqual({ served: 0, from: 'bypass' });
      expect(rendered.headers['cache-control']).toBe('private, no-store');
      await templates.built();
      const filled = await raw(server, get('/gov.html', cookie));
      expect({ served: served(), from: filled.headers['x-page-cache'] }).toEqual({ served: 1, from: 'template' });
      expect(filled.body.toString()).toContain('当前租户：快路径租户');
      expect(await metrics.registry.metrics()).toMatch(/page_cache_requests_total\{result="template"\} 1\b/);
    } finally {
      await server.close();
    }
  });

  it('gives each of two tenants taking turns on a page their own name, however often each comes back', async () => {
    const templates = new PersonalPages(600_000);
    const own = testApp({}, { upstreams: mock.upstreams, pageCache: new PageCache(600_000, 64 * 1024 * 1024), personalPages: templates });
    const server = await listen(siteListener(own));
    const served = () => (own.locals as { fastPath: CacheHitFastPath }).fastPath.served;
    const tenants = ['甲市融媒体中心', '乙县广播电视台'];
    try {
      await untilCached(own, '/gov.html', { host: HOST });
      for (const tenant of tenants) {
        await raw(server, get('/gov.html', `Cookie: ${loggedInCookies(tenant)}`));
        await templates.built();
      }
      const before = served();
      for (let turn = 0; turn < 6; turn += 1) {
        const tenant = tenants[turn % 2]!;
        const page = await raw(
          server,
          get('/gov.html', `Cookie: ${loggedInCookies(tenant)}`, turn % 3 === 0 ? 'Accept-Encoding: identity' : 'Accept-Encoding: gzip'),
        );
        const text = (page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.body) : page.body).toString();
        expect({ turn, from: page.headers['x-page-cache'], own: text.includes(`当前租户：${tenant}`), other: text.includes(tenants[(turn + 1) % 2]!) }).toEqual(
          {
            turn,
            from: 'template',
            own: true,
            other: false,
          },
        );
      }
      expect(served() - before).toBe(6);
    } finally {
      await server.close();
    }
  });

  it('counts a hit it answers in the same metrics, and logs the same line, as Express does for one', async () => {
    const cache = new PageCache(600_000, 64 * 1024 * 1024);
    const metrics = new Metrics(cache);
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const counted = testApp({}, { upstreams: mock.upstreams, pageCache: cache, metrics, logger });
    const server = await listen(siteListener(counted));
    const served = () => (counted.locals as { fastPath: CacheHitFastPath }).fastPath.served;
    const hitsOf = async () => {
      const text = await metrics.registry.metrics();
      const count = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
      return {
        hits: count(/page_cache_requests_total\{result="hit"\} (\d+)/),
        timed: count(/http_request_duration_seconds_count\{method="GET",route="page:about",status="200"\} (\d+)/),
      };
    };
    try {
      await untilCached(counted, '/about.html', { host: HOST });
      const before = await hitsOf();
      lines.length = 0;
      await raw(server, get('/about.html', 'X-Request-Id: log-line-1'));
      expect(served()).toBe(1);
      const after = await hitsOf();
      expect(after).toEqual({ hits: before.hits + 1, timed: before.timed + 1 });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ req: { id: 'log-line-1', method: 'GET', path: '/about.html' }, res: { status: 200 }, msg: 'request completed' });
      expect((lines[0]!.req as { ip: string }).ip).toMatch(/127\.0\.0\.1/);
    } finally {
      await server.close();
    }
  });

  it('sends the bytes of the page the cache holds now, not the answer it made for the page stored before', async () => {
    const cache = new PageCache(600_000, 64 * 1024 * 1024);
    const own = new CacheHitFastPath({
      cache,
      metrics: new Metrics(cache),
      logger: pino({ level: 'silent' }),
      cacheControl: 'public, max-age=0',
      loginSeal: loginSealKey('the fast path alone'),
    });
    // Express's part, played by a listener that learns every request the fast path left to it.
    const server = await listen((req: IncomingMessage, res: ServerResponse) => {
      if (own.handle(req, res)) return;
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      own.learn(req, res, 'about');
      res.end('express');
    });
    const pageOf = async (text: string) => (await cachedPageOf(`<!DOCTYPE html><html><body>${text}</body></html>`, ["'self'"], Date.now()))!;
    try {
      await cache.fill('about', async () => pageOf('第一版'));
      expect((await raw(server, get('/about.html'))).body.toString()).toBe('express');
      expect((await raw(server, get('/about.html'))).body.toString()).toContain('第一版');
      await cache.fill('about', async () => pageOf('第二版'));
      const after = await raw(server, get('/about.html'));
      expect(after.body.toString()).toContain('第二版');
      expect(after.headers['content-length']).toBe(String(after.body.length));
      expect(own.served).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('hands a stale page to Express, which serves it and starts its refill', async () => {
    const clock = { now: 1_000 };
    const cache = new PageCache(60_000, 64 * 1024 * 1024, 2, () => clock.now);
    const stale = testApp({}, { upstreams: mock.upstreams, pageCache: cache });
    const local = stale.locals as { fastPath: CacheHitFastPath };
    const server = await listen(siteListener(stale));
    try {
      await untilCached(stale, '/about.html', { host: HOST });
      expect((await raw(server, get('/about.html'))).headers['x-page-cache']).toBe('hit');
      expect(local.fastPath.served).toBe(1);
      clock.now += 61_000;
      const answer = await raw(server, get('/about.html'));
      expect(answer.headers['x-page-cache']).toBe('stale');
      expect(local.fastPath.served).toBe(1);
    } finally {
      await server.close();
    }
  });
});
