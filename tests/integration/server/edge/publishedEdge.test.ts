/**
 * Pages published as files at the edge (issue 39): the site's own server publishing into a
 * directory (server/edge/publishedPages.ts), and Debian's nginx running deploy/nginx's
 * configuration in front of it, serving the files. What a visitor gets from a file must be what
 * the origin sends (its bytes and its headers), and a file must never answer a logged-in
 * visitor, a query string, a POST, an expired page, or a page of another build.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageCache } from '../../../../server/render/pageCache';
import { PublishedPages } from '../../../../server/edge/publishedPages';
import { sharedPageCacheControl } from '../../../../server/render/pageHandler';
import { createLogger } from '../../../../server/ops/logger';
import { findPageRoute } from '../../../../shared/navigation';
import { listen, testApp } from '../../../helpers';
import { findNginx, startEdge, type EdgeUnderTest } from '../../../nginx';
import { CACHE_TEST_TIMEOUT_MS, listeningMockUpstream, loggedInCookies, ONE_CACHED_PAGE_PER_KIND } from '../fixtures';

vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS });

const nginx = findNginx();
const HOST = 'www.example.com';
const TTL = 60_000;
const TENANT = '测试租户甲乙丙传媒';
/** Headers that differ between any two answers, or that only a file or only Node sends. */
const PER_ANSWER = new Set([
  'date',
  'etag',
  'last-modified',
  'x-request-id',
  'x-page-cache',
  'x-cache-status',
  'server',
  'connection',
  'keep-alive',
  'content-length',
]);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, method, agent: false, headers: { Host: HOST, 'Accept-Encoding': 'gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

const sameHeaders = (answer: Answer) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_ANSWER.has(name)));

describe.skipIf('missing' in nginx)(`pages published as files at the edge (${'missing' in nginx ? `skipped: ${nginx.missing}` : 'Debian’s nginx'})`, () => {
  const clock = { now: Date.now() };
  let publishDir: string;
  let mock: Awaited<ReturnType<typeof listeningMockUpstream>>;
  let origin: Awaited<ReturnType<typeof listen>> | undefined;
  let originPort: number;
  let published: PublishedPages;
  let edge: EdgeUnderTest;

  /** The origin's answer once its page cache holds the page at the highest levels (which it writes to the file too). */
  async function originSettled(urlPath: string): Promise<Answer> {
    for (const deadline = Date.now() + CACHE_TEST_TIMEOUT_MS / 2; ;) {
      const answer = await get(originPort, urlPath);
      if (answer.headers['x-page-cache'] === 'hit' && !/-1-gzip"$/.test(String(answer.headers.etag))) return answer;
      if (Date.now() > deadline) throw new Error(`${urlPath} never settled in the page cache: ${answer.headers['x-page-cache']} ${answer.headers.etag}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The edge's answer from the file, once the origin published the page and nginx read its lines. */
  async function fromFile(urlPath: string): Promise<Answer> {
    await originSettled(urlPath);
    await edge.reload();
    for (const deadline = Date.now() + 10_000; ;) {
      const answer = await get(edge.httpPort, urlPath);
      const settled = await get(originPort, urlPath);
      if (answer.headers['x-cache-status'] === 'FILE' && answer.body.equals(settled.body)) return answer;
      if (Date.now() > deadline) throw new Error(`${urlPath} was not served from its file: ${answer.headers['x-cache-status']}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    publishDir = mkdtempSync(path.join(os.tmpdir(), 'zhimei-published-edge-'));
    // nginx's workers run as nobody: they read the files.
    chmodSync(publishDir, 0o755);
    mock = await listeningMockUpstream();
    const cache = new PageCache(TTL, 64 * 1024 * 1024, 2, () => clock.now);
    published = new PublishedPages({
      dir: publishDir,
      isPage: (urlPath) => findPageRoute(urlPath) !== undefined,
      ttlMs: TTL,
      cacheControl: sharedPageCacheControl(TTL),
      logger: createLogger('silent'),
      now: () => clock.now,
    });
    published.start();
    cache.observe(published);
    const app = testApp({ PAGE_CACHE_TTL_MS: String(TTL) }, { upstreams: mock.upstreams, pageCache: cache, publishedPages: published });
    origin = await listen(app);
    originPort = Number(new URL(origin.url).port);
    edge = await startEdge((nginx as { path: string }).path, `127.0.0.1:${originPort}`, HOST, publishDir);
  });
  afterAll(async () => {
    published?.stop();
    await edge?.stop();
    await origin?.close();
    await mock?.close();
    rmSync(publishDir, { recursive: true, force: true });
  });

  it.each(ONE_CACHED_PAGE_PER_KIND)('serves %s from its file, with the bytes and the headers the origin sends', async (urlPath) => {
    const file = await fromFile(urlPath);
    const originAnswer = await originSettled(urlPath);
    expect(file.status).toBe(200);
    expect(file.body.equals(originAnswer.body)).toBe(true);
    expect(file.headers['content-encoding']).toBe('gzip');
    expect(sameHeaders(file)).toEqual(sameHeaders(originAnswer));
    expect(gunzipSync(file.body).toString()).toContain('</html>');
  });

  it('serves a client that takes no gzip the plain page, and HEAD the headers alone', async () => {
    await fromFile('/about.html');
    const plain = await get(edge.httpPort, '/about.html', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['x-cache-status']).toBe('FILE');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe((await get(originPort, '/about.html', { 'Accept-Encoding': 'identity' })).body.toString());
    const head = await get(edge.httpPort, '/about.html', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache-status']).toBe('FILE');
    expect(head.body.length).toBe(0);
  });

  it('logs a file’s answer as such, so an operator sees what the files serve', async () => {
    await fromFile('/about.html');
    // nginx writes its access log at most a second after each request (buffer=32k flush=1s).
    for (const deadline = Date.now() + 10_000; !/"GET \/about\.html HTTP\/1\.1" 200 \d+ [\d.]+ cache=FILE /.test(readFileSync(edge.accessLog, 'utf8'));) {
      if (Date.now() > deadline) throw new Error(`no FILE line in the access log:\n${readFileSync(edge.accessLog, 'utf8').slice(-500)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('answers a Range with the whole page, as the origin does', async () => {
    await fromFile('/about.html');
    const ranged = await get(edge.httpPort, '/about.html', { Range: 'bytes=0-9' });
    expect(ranged.status).toBe(200);
    expect(gunzipSync(ranged.body).toString()).toContain('</html>');
  });

  it('never serves the file to a logged-in visitor: their page, with their name, comes from the origin', async () => {
    await fromFile('/');
    const loggedIn = await get(edge.httpPort, '/', { Cookie: loggedInCookies(TENANT) });
    expect(loggedIn.headers['x-cache-status']).not.toBe('FILE');
    expect(gunzipSync(loggedIn.body).toString()).toContain(TENANT);
    expect(loggedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('never serves the file for a query string, a POST or the path in other letters: the origin answers them', async () => {
    await fromFile('/about.html');
    for (const answer of [await get(edge.httpPort, '/about.html?from=test'), await get(edge.httpPort, '/about.html', {}, 'POST')]) {
      expect(answer.headers['x-cache-status']).not.toBe('FILE');
    }
    expect((await get(edge.httpPort, '/about.html', {}, 'POST')).status).toBe(405);
    // nginx's maps compare in any case: the file is still only for the path as published.
    const upper = await get(edge.httpPort, '/ABOUT.HTML');
    expect(upper.headers['x-cache-status']).not.toBe('FILE');
    expect(upper.status).toBe((await get(originPort, '/ABOUT.HTML')).status);
  });

  it('replaces the file when the origin refreshes the page', async () => {
    const before = await fromFile('/college.html');
    clock.now += TTL;
    // The origin's stale page starts its refill; the refill publishes the page again.
    await get(originPort, '/college.html');
    for (const deadline = Date.now() + 10_000; ;) {
      const after = await get(edge.httpPort, '/college.html');
      if (after.headers['x-cache-status'] === 'FILE' && after.headers['last-modified'] !== before.headers['last-modified']) {
        expect(new Date(after.headers['last-modified']!).getTime()).toBeGreaterThan(new Date(before.headers['last-modified']!).getTime());
        break;
      }
      if (Date.now() > deadline) throw new Error('the file was not replaced');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('stops serving a file once its page is as old as the TTL: the edge asks the origin', async () => {
    await fromFile('/product/TTS.html');
    clock.now += TTL;
    published.sweep();
    // nginx keeps a file it opened for up to 5 s (open_file_cache_valid).
    for (const deadline = Date.now() + 10_000; ;) {
      const answer = await get(edge.httpPort, '/product/TTS.html');
      if (answer.headers['x-cache-status'] !== 'FILE') {
        expect(answer.status).toBe(200);
        // The origin's own answer: the stale copy is for when no replica answers.
        expect(answer.headers['x-cache-status']).not.toBe('STALE');
        break;
      }
      if (Date.now() > deadline) throw new Error('the expired file was still served');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  it('maps no page a replica’s route table lacks once that replica starts', async () => {
    expect(readdirSync(path.join(publishDir, 'nginx', 'pages')).length).toBeGreaterThan(0);
    const next = new PublishedPages({
      dir: publishDir,
      isPage: (urlPath) => urlPath !== '/college.html' && findPageRoute(urlPath) !== undefined,
      ttlMs: TTL,
      cacheControl: sharedPageCacheControl(TTL),
      logger: createLogger('silent'),
      now: () => clock.now,
    });
    next.start();
    next.stop();
    await edge.reload();
    const lines = readdirSync(path.join(publishDir, 'nginx', 'pages')).map((name) => readFileSync(path.join(publishDir, 'nginx', 'pages', name), 'utf8'));
    expect(lines.join('')).not.toContain('/college.html"');
    expect(lines.join('')).toContain('/about.html"');
    const answer = await get(edge.httpPort, '/college.html');
    expect(answer.headers['x-cache-status']).not.toBe('FILE');
  });

  it('with every replica stopped, answers a fresh published page from its file and an expired one from its stale copy', async () => {
    // A page nginx never passed on, so never kept: only its files can answer it.
    const expired = '/product/ASR.html';
    const before = await fromFile(expired);
    clock.now += TTL;
    published.sweep();
    expect(readdirSync(path.join(publishDir, 'stale', HOST, 'product')).some((name) => name.startsWith('ASR.html@'))).toBe(true);
    await fromFile('/about.html');
    await origin!.close();
    origin = undefined;
    const fresh = await get(edge.httpPort, '/about.html');
    expect(fresh.status).toBe(200);
    expect(fresh.headers['x-cache-status']).toBe('FILE');
    const stale = await get(edge.httpPort, expired);
    expect(stale.status).toBe(200);
    expect(stale.headers['x-cache-status']).toBe('STALE');
    expect(stale.body.equals(before.body)).toBe(true);
    expect(stale.headers['content-security-policy']).toBe(before.headers['content-security-policy']);
    // Never published: nginx's own page, as before.
    const never = await get(edge.httpPort, '/search.html');
    expect(never.status).toBe(503);
  });
});
