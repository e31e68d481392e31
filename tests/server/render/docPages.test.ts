import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { PageCache } from '../../../server/render/pageCache';
import { createUpstreams } from '../../../server/upstream/pools';
import { testApp } from '../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';
import { GOOGLEBOT } from '../fixtures';

const SITE = 'https://www.example.com';
const LIST_TITLE = '文档中心_产品文档与API接入指南 - 智媒开放平台';

const LONG_PARAGRAPH =
  '语音合成接口将文本转换为自然流畅的语音，支持多种音色与语速调节。' +
  '调用前请在控制台创建应用并获取密钥，所有请求都需要携带签名。' +
  '接口返回音频文件的下载地址，地址在二十四小时内有效，请及时保存。' +
  '如需批量合成，请使用异步任务接口并通过回调获取结果，单个任务最多包含一千段文本。';
const DOCS: Record<number, unknown> = {
  101: {
    id: 101,
    title: '五分钟完成首次接口调用',
    summary: '以语音合成为例，演示从创建应用到拿到第一段音频的全过程。',
    categoryId: 1,
    categoryName: '快速入门',
    updatedAt: '2026-05-20',
    sections: [{ heading: '准备密钥', paragraphs: ['在控制台创建应用。'] }],
  },
  202: {
    id: 202,
    title: '语音合成接口参考',
    categoryId: 2,
    categoryName: 'API接口',
    updatedAt: '2026-06-02',
    sections: [{ heading: '概述', paragraphs: [LONG_PARAGRAPH, '第二段不进入描述。'] }],
  },
};
const LIST = {
  categories: [
    { id: 1, name: '快速入门', count: 1 },
    { id: 2, name: 'API接口', count: 1 },
  ],
  list: [],
  total: 40,
  pageNum: 1,
  pageSize: 10,
};

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let app: ReturnType<typeof testApp>;
/** How long the upstream takes over a document: well past the server's 3 ms hold when set. */
let detailDelayMs = 0;

beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
  app = testApp({}, { upstreams: upstreams() });
});
afterAll(() => upstream.close());
beforeEach(() => {
  detailDelayMs = 0;
  // As the mock upstream answers (mock-upstream/routes/content.ts): an unknown id is its 404 envelope.
  upstream.handler = (req, res, body) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === API.docList.path) return json(res, 200, { code: 200, desc: '成功', data: LIST });
    const doc = DOCS[(JSON.parse(body) as { id: number }).id];
    const answer = () =>
      json(res, 200, doc ? { code: 200, desc: '成功', data: doc } : { code: 404, desc: '文档不存在', resultCode: 404, resultMsg: '文档不存在' });
    if (detailDelayMs) setTimeout(answer, detailDelayMs);
    else answer();
  };
});

function upstreams() {
  return createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url });
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (head: string) => /<title>([^<]*)<\/title>/.exec(head)?.[1];
const metaOf = (head: string, attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"/>`).exec(head)?.[1];
const canonicalOf = (head: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(head)?.[1]?.replace(/&amp;/g, '&');
const NOINDEX = '<meta name="robots" content="noindex"/>';

/** A crawler's page waits for its data, so its head never depends on this machine's speed. */
const crawl = (url: string) => request(app).get(url).set('User-Agent', GOOGLEBOT);

describe('a document of the documentation centre', () => {
  it('has its own title, description and canonical link, in the head and in its Open Graph tags', async () => {
    const [first, second] = await Promise.all([crawl('/docCenter.html?doc=101').expect(200), crawl('/docCenter.html?doc=202').expect(200)]);
    const a = headOf(first.text);
    const b = headOf(second.text);
    expect(titleOf(a)).toBe('五分钟完成首次接口调用 - 智媒开放平台');
    expect(titleOf(b)).toBe('语音合成接口参考 - 智媒开放平台');
    expect(metaOf(a, 'name="description"')).toBe('以语音合成为例，演示从创建应用到拿到第一段音频的全过程。');
    expect(metaOf(b, 'name="description"')).toMatch(/^语音合成接口将文本转换为自然流畅的语音/);
    expect(canonicalOf(a)).toBe(`${SITE}/docCenter.html?doc=101`);
    expect(canonicalOf(b)).toBe(`${SITE}/docCenter.html?doc=202`);
    for (const [head, title] of [
      [a, '五分钟完成首次接口调用'],
      [b, '语音合成接口参考'],
    ] as const) {
      expect(metaOf(head, 'property="og:title"')).toBe(`${title} - 智媒开放平台`);
      expect(metaOf(head, 'property="og:description"')).toBe(metaOf(head, 'name="description"'));
      expect(metaOf(head, 'property="og:url"')).toBe(canonicalOf(head));
      expect(head).not.toContain(NOINDEX);
      expect(head.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('takes its description from the first paragraph when it has no summary, cut to a search result’s length at a sentence', async () => {
    const head = headOf((await crawl('/docCenter.html?doc=202').expect(200)).text);
    const description = metaOf(head, 'name="description"')!;
    expect(LONG_PARAGRAPH.startsWith(description)).toBe(true);
    expect(description.length).toBeLessThan(LONG_PARAGRAPH.length);
    expect(description.endsWith('。')).toBe(true);
    expect(description).not.toContain('第二段');
  });

  it('drops other parameters from its canonical link', async () => {
    const head = headOf((await crawl('/docCenter.html?page=4&doc=101&utm_source=wx').expect(200)).text);
    expect(canonicalOf(head)).toBe(`${SITE}/docCenter.html?doc=101`);
  });
});

describe('a document the upstream does not know', () => {
  function expectMissingPage(res: request.Response) {
    expect(res.status).toBe(404);
    const head = headOf(res.text);
    expect(head).toContain(NOINDEX);
    expect(canonicalOf(head)).toBeUndefined();
    expect(titleOf(head)).toBe('文档不存在 - 智媒开放平台');
    expect(res.text).toContain('文档不存在');
    // Nothing to retry: the page offers the way back to the list instead.
    expect(res.text).not.toContain('重新加载');
    expect(res.text).toContain('返回文档中心');
  }

  it('answers a crawler 404, not indexed, with 文档不存在 on the page', async () => {
    expectMissingPage(await crawl('/docCenter.html?doc=999999'));
  });

  it('answers a visitor 404 too when the upstream’s answer comes within the hold', async () => {
    // A loaded machine can miss the 3 ms hold now and then: that visit is the slow case below.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await request(app).get('/docCenter.html?doc=999999');
      if (res.status === 404) return expectMissingPage(res);
      expect(res.status).toBe(200);
      expect(headOf(res.text)).toContain(NOINDEX);
    }
    throw new Error('the upstream’s answer never came within the hold');
  });
});

describe('a document whose upstream answers after the hold', () => {
  it('streams as a 200 that asks not to be indexed, and the document still arrives', async () => {
    detailDelayMs = 150;
    const res = await request(app).get('/docCenter.html?doc=101').expect(200);
    const head = headOf(res.text);
    expect(head).toContain(NOINDEX);
    expect(canonicalOf(head)).toBeUndefined();
    expect(titleOf(head)).toBe(LIST_TITLE);
    expect(res.text.indexOf('准备密钥')).toBeGreaterThan(res.text.indexOf('</head>'));
  });

  it('is still a 200 streamed without an index when it turns out not to exist (known too late for the status)', async () => {
    detailDelayMs = 150;
    const res = await request(app).get('/docCenter.html?doc=999999').expect(200);
    expect(headOf(res.text)).toContain(NOINDEX);
    expect(res.text).toContain('文档不存在');
  });

  it('is waited for by a crawler, whose head is always the document’s', async () => {
    detailDelayMs = 150;
    const head = headOf((await request(app).get('/docCenter.html?doc=101').set('User-Agent', GOOGLEBOT).expect(200)).text);
    expect(titleOf(head)).toBe('五分钟完成首次接口调用 - 智媒开放平台');
    expect(canonicalOf(head)).toBe(`${SITE}/docCenter.html?doc=101`);
    expect(head).not.toContain(NOINDEX);
  });
});

describe('the pages of the documentation list', () => {
  it.each([
    ['/docCenter.html', '/docCenter.html'],
    ['/docCenter.html?page=3&category=2', '/docCenter.html?category=2&page=3'],
    ['/docCenter.html?category=2&page=1', '/docCenter.html?category=2'],
    ['/docCenter.html?page=1', '/docCenter.html'],
    ['/docCenter.html?page=2&utm_source=wx&sort=new', '/docCenter.html?page=2'],
    ['/docCenter.html?doc=abc&page=0', '/docCenter.html'],
  ])('%s has the canonical link %s', async (url, canonical) => {
    const head = headOf((await request(app).get(url).expect(200)).text);
    expect(canonicalOf(head)).toBe(SITE + canonical);
    expect(metaOf(head, 'property="og:url"')?.replace(/&amp;/g, '&')).toBe(SITE + canonical);
    expect(titleOf(head)).toBe(LIST_TITLE);
  });
});

describe('documents in the page cache', () => {
  function cachedApp() {
    const cache = new PageCache(60_000, 16 * 1024 * 1024);
    return { cache, app: testApp({}, { upstreams: upstreams(), pageCache: cache }) };
  }

  /** Asks until the background render has stored the page (it runs after the first response). */
  async function cachedResponse(cached: ReturnType<typeof testApp>, url: string) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const res = await request(cached).get(url);
      if (res.headers['x-page-cache'] === 'hit') return res;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${url} was never served from the cache`);
  }

  it('never keeps a missing document, so every visit is a 404', async () => {
    const { app: cached, cache } = cachedApp();
    // A crawler waits for the answer, so the 404 is known whatever the machine's load.
    await request(cached).get('/docCenter.html?doc=999999').set('User-Agent', GOOGLEBOT).expect(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await request(cached).get('/docCenter.html?doc=999999').set('User-Agent', GOOGLEBOT).expect(404);
    expect(again.headers['x-page-cache']).not.toBe('hit');
    expect(cache.stats().entries).toBe(0);
  });

  it('stops serving a cached document once its refill finds it deleted upstream', async () => {
    let clock = 1_000;
    const cache = new PageCache(60_000, 16 * 1024 * 1024, 2, () => clock);
    const cached = testApp({}, { upstreams: upstreams(), pageCache: cache });
    await request(cached).get('/docCenter.html?doc=101');
    await cachedResponse(cached, '/docCenter.html?doc=101');
    const kept = DOCS[101];
    delete DOCS[101];
    try {
      clock += 60_001;
      // Served stale once while the refill asks the upstream, which no longer has it.
      expect((await request(cached).get('/docCenter.html?doc=101')).headers['x-page-cache']).toBe('stale');
      for (let attempt = 0; attempt < 50 && cache.stats().entries > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(cache.stats().entries).toBe(0);
      await request(cached).get('/docCenter.html?doc=101').set('User-Agent', GOOGLEBOT).expect(404);
    } finally {
      DOCS[101] = kept!;
    }
  });

  it('keeps a document first served while its upstream was slow with the document’s own head, not the noindex of that visit', async () => {
    const { app: cached } = cachedApp();
    detailDelayMs = 50;
    const first = await request(cached).get('/docCenter.html?doc=101').expect(200);
    expect(headOf(first.text)).toContain(NOINDEX);
    const hit = await cachedResponse(cached, '/docCenter.html?doc=101');
    expect(hit.status).toBe(200);
    const head = headOf(hit.text);
    expect(titleOf(head)).toBe('五分钟完成首次接口调用 - 智媒开放平台');
    expect(canonicalOf(head)).toBe(`${SITE}/docCenter.html?doc=101`);
    expect(head).not.toContain(NOINDEX);
  });
});
