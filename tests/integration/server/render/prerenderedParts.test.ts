/**
 * Issue 39: the header and the footer are rendered once per URL and reused by the uncached
 * renders after it (server/render/prerenderedParts.ts). Two apps share one upstream, without
 * the page cache: one keeps the parts, one renders them for every request. Every page of the
 * route table, and the other inputs a part may depend on, must come out of both alike: the
 * request that renders and keeps the parts, and the one that reuses them, each the page the
 * other app renders (its per-response nonce apart, and the order of a style group's class
 * names, which carries no meaning: ./styleSheetOrder.ts).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageCache } from '../../../../server/render/pageCache';
import type { Logger } from '../../../../server/ops/logger';
import { PrerenderedParts } from '../../../../server/render/prerenderedParts';
import { routes } from '../../../../shared/routes';
import { testApp } from '../../../helpers';
import { CACHE_TEST_TIMEOUT_MS, GOOGLEBOT, listeningMockUpstream, loggedInCookies } from '../fixtures';
import { sameSheetOrder } from './styleSheetOrder';

vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS * 4 });

const PAGES = routes.flatMap((route) => (route.type === 'page' ? [route.path] : []));
/** What else a part reads: a query the page and the console links read, another page number, a path no page has. */
const OTHER_URLS = [
  '/search.html?q=%E8%AF%AD%E9%9F%B3',
  '/docCenter.html?page=2',
  '/docCenter.html?doc=101',
  '/no-such-page.html',
  '/cooperation.html?service=TTS',
];

let parts: PrerenderedParts;
/** What the parts say they could not keep, and why (server/render/prerenderedParts.ts logs it once a part and page). */
const refused = vi.fn();
let reusing: ReturnType<typeof testApp>;
let rendering: ReturnType<typeof testApp>;
let mock: Awaited<ReturnType<typeof listeningMockUpstream>>;

beforeAll(async () => {
  mock = await listeningMockUpstream();
  const { upstreams } = mock;
  parts = new PrerenderedParts({ logger: { warn: refused } as unknown as Logger });
  // No page cache: every answer is a render, each with its own nonce.
  reusing = testApp({}, { upstreams, pageCache: new PageCache(0, 0), layoutParts: parts });
  rendering = testApp({}, { upstreams, pageCache: new PageCache(0, 0), layoutParts: false });
});
afterAll(async () => {
  await mock.close();
});

/** The page with its per-response nonce taken out, and each style group in one order. */
const comparable = (html: string) => sameSheetOrder(html.replace(/<meta property="csp-nonce" nonce="[^"]*">/, '').replaceAll(/ nonce="[^"]*"/g, ''));

/** Where two pages part, with some context: a page is 100 KB, too long to read whole in a failure. */
function firstDifference(actual: string, expected: string): string | undefined {
  if (actual === expected) return undefined;
  let at = 0;
  while (actual[at] === expected[at]) at++;
  return `at ${at}:\n  got      …${actual.slice(at - 120, at + 200)}\n  expected …${expected.slice(at - 120, at + 200)}`;
}

async function get(app: ReturnType<typeof testApp>, url: string, headers: Record<string, string> = {}) {
  let req = request(app).get(url);
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return req;
}

/**
 * The app that keeps parts answers `url` twice (rendering and keeping its parts, then reusing
 * them): each must be the other app's page. As a crawler by default, which gets every section
 * complete: a browser's page streams what misses the render's 3 ms hold, at each app its own.
 */
async function expectSameBothWays(url: string, given: Record<string, string> = {}) {
  const headers = { 'User-Agent': GOOGLEBOT, ...given };
  const reference = await get(rendering, url, headers);
  const first = await get(reusing, url, headers);
  const again = await get(reusing, url, headers);
  for (const res of [first, again]) {
    expect(res.status, url).toBe(reference.status);
    expect(res.text).not.toContain('zhimei-part-');
    expect(firstDifference(comparable(res.text), comparable(reference.text)), url).toBeUndefined();
  }
  return { reference };
}

describe('the layout’s parts, rendered once per URL', () => {
  it.each(PAGES)('%s: the page that keeps them and the page that reuses them are the page rendered whole', async (path) => {
    const { reference } = await expectSameBothWays(path);
    expect(reference.text).toContain('<header');
  });

  it('keeps the frame of every page, the content of a page made of its URL alone, nothing of a page of free text', () => {
    const FRAME = ['header', 'footer', 'actionBar', 'widget'];
    expect(parts.keptFor('/').sort()).toEqual([...FRAME, 'page'].sort());
    expect(parts.keptFor('/product/TTS.html')).toContain('page');
    // The documentation centre's content is the upstream's documents, rendered for every request.
    expect(parts.keptFor('/docCenter.html').sort()).toEqual([...FRAME].sort());
    // Every query a page of its own: kept, anyone could push the site's parts out by inventing them.
    expect(parts.keptFor('/search.html')).toEqual([]);
  });

  it('keeps every part of every page it may: none was refused (an image preloaded, a section loading, text at an edge)', () => {
    expect(refused.mock.calls.map(([fields]) => fields as unknown)).toEqual([]);
  });

  it.each(OTHER_URLS)('%s: the same, for a query a part reads and a page that is not there', async (url) => {
    await expectSameBothWays(url);
  });

  it('keeps the header and the footer of a URL once, and reuses them for its next visitors', async () => {
    const url = '/about.html';
    await get(reusing, url);
    const kept = parts.size;
    await get(reusing, url);
    await get(reusing, url);
    expect(parts.size).toBe(kept);
  });

  it('keeps a part apart for each host whose pages differ (the chat’s icsId, the cookie domain), each the host’s own', async () => {
    for (const host of ['localhost:3000', 'www.example.com', '127.0.0.1']) await expectSameBothWays('/product/TTS.html', { Host: host });
  });

  it('keeps nothing for a page that is not there: any path or document number would keep parts of its own', async () => {
    const before = parts.size;
    for (const url of ['/docCenter.html?doc=99999999', '/no-such-page.html']) {
      const { reference } = await expectSameBothWays(url);
      expect(reference.status).toBe(404);
    }
    expect(parts.size).toBe(before);
  });

  it('keeps nothing for a Host naming another site, which anyone may send', async () => {
    const before = parts.size;
    await expectSameBothWays('/changelog.html', { Host: 'www.attacker.example.org' });
    expect(parts.size).toBe(before);
  });

  it.each(['/', '/product/TTS.html'])('gives a browser the same page of %s both ways', async (path) => {
    await expectSameBothWays(path, { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' });
  });

  it('never keeps or reuses a part for a logged-in visitor: the header names the tenant', async () => {
    const cookie = loggedInCookies('星海日报社');
    const before = parts.size;
    const { reference } = await expectSameBothWays('/about.html', { Cookie: cookie });
    expect(reference.text).toContain('当前租户：星海日报社');
    expect(parts.size).toBe(before);
  });
});
