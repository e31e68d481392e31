/** Data and visitors the server tests share. */
import type { Express } from 'express';
import request from 'supertest';
import { LOGIN_COOKIE, TENANT_COOKIE } from '../../../shared/api';
import { LOGIN_SEAL_COOKIE, loginSealKey, sealFor } from '../../../server/security/loginSeal';
import { createMockUpstream } from '../../../mock-upstream/app';
import { createUpstreams, type Upstreams } from '../../../server/upstream/pools';
import { pageEntries } from '../../../shared/routeViews';
import { listen, TEST_SIGNING_KEY } from '../../helpers';
import { tempDir } from '../../mockUpstream';

/**
 * The cookies of a logged-in visitor whose session the server has checked (the seal it sets,
 * server/security/loginSeal.ts), for an app made with tests/helpers.ts's signing key.
 */
export function loggedInCookies(tenantName: string): string {
  const seal = sealFor(loginSealKey(TEST_SIGNING_KEY), tenantName, Date.now());
  return `${LOGIN_COOKIE}=1; ${TENANT_COOKIE}=${encodeURIComponent(tenantName)}; ${LOGIN_SEAL_COOKIE}=${seal}`;
}

/** A crawler, by isbot: it waits for all the data, so its answers never race the 3 ms hold. */
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The documentation centre's list with one document, as the upstream answers it. */
export const ONE_DOC_LIST = {
  categories: [{ id: 1, name: '快速入门', count: 1 }],
  list: [{ id: 101, title: '五分钟完成首次接口调用', summary: '以语音合成为例。', categoryId: 1, categoryName: '快速入门', updatedAt: '2026-05-20' }],
  total: 1,
  pageNum: 1,
  pageSize: 10,
};

/** 传媒学院's course list with one course, as the upstream answers it. */
/** One document's detail, its section plain (a test that needs code or subsections adds them). */
export const ONE_DOC_DETAIL = {
  id: 101,
  title: '五分钟完成首次接口调用',
  categoryId: 1,
  categoryName: '快速入门',
  updatedAt: '2026-05-20',
  sections: [{ heading: '准备密钥', paragraphs: ['在控制台创建应用。'] }],
};

export const ONE_COURSE_LIST = {
  categories: ['AI工具应用'],
  total: 1,
  list: [
    {
      id: 'c1',
      title: 'AI辅助新闻写作入门',
      lecturer: '林知远',
      lecturerTitle: '副总编辑',
      durationMinutes: 180,
      lessons: 8,
      level: '入门',
      category: 'AI工具应用',
      summary: '系统掌握大模型写作。',
    },
  ],
};

/**
 * The page cache stores a page from its own render after the first response, compressed
 * (brotli 5 at first, brotli 11 once asked again): up to a second or two on a loaded machine. A
 * test waiting for it waits ten times that.
 */
export const CACHE_FILL_WAIT_MS = 20_000;
/** For a test that waits for the cache: its own time and the fill's, with room to spare. */
export const CACHE_TEST_TIMEOUT_MS = 60_000;

/** Asks for `path` until the page cache answers it (`X-Page-Cache: hit`). */
export async function untilCached(app: Express, path: string, headers: Record<string, string> = {}): Promise<request.Response> {
  const deadline = Date.now() + CACHE_FILL_WAIT_MS;
  for (;;) {
    const res = await request(app).get(path).set(headers).buffer(true);
    if (res.headers['x-page-cache'] === 'hit') return res;
    if (Date.now() > deadline) throw new Error(`${path} was never served from the page cache`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One page of each kind the page cache keeps (search is never kept): pages of a kind share their handler and differ only in data. */
export const ONE_CACHED_PAGE_PER_KIND = [...new Map(pageEntries.map((entry) => [entry.kind, entry.path])).values()].filter(
  (path) => !path.startsWith('/search'),
);

/** The mock upstream listening in this process, answering at once, and the server's pools to it. */
export async function listeningMockUpstream(): Promise<{ url: string; upstreams: Upstreams; close: () => Promise<void> }> {
  const upstream = createMockUpstream({ signingKey: TEST_SIGNING_KEY, dataDir: tempDir(), siteOrigin: 'http://localhost:3000', tokenDelayMs: 0 });
  const server = await listen(upstream.app);
  return {
    url: server.url,
    upstreams: createUpstreams({ api: server.url, ai: server.url, log: server.url }),
    close: async () => {
      await server.close();
      upstream.close();
    },
  };
}
