import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../../shared/api';
import { PageCache } from '../../../../server/render/pageCache';
import { createUpstreams } from '../../../../server/upstream/pools';
import { testApp } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';
import { GOOGLEBOT, CACHE_FILL_WAIT_MS, CACHE_TEST_TIMEOUT_MS, untilCached } from '../fixtures';

// Some tests here wait for the page cache's own render (tests/integration/server/fixtures.ts untilCached).
vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS });

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
/** A reference document with code samples, subsections and two headings alike, as an upstream might write it. */
DOCS[203] = {
  id: 203,
  title: '语音识别接口参考',
  categoryId: 2,
  categoryName: 'API接口',
  updatedAt: '2026-06-15 10:30:00',
  sections: [
    { heading: '接口概述', paragraphs: ['提交录音文件地址，异步返回识别结果。'] },
    {
      heading: '请求示例',
      paragraphs: ['以下示例需替换签名。'],
      subsections: [
        {
          heading: 'cURL',
          paragraphs: ['在终端中调用：'],
          code: [{ language: 'bash', code: 'curl -X POST https://open.example.com/asr -d \'{"fileUrl":"a.mp3"}\'' }],
        },
        {
          heading: 'Node.js',
          paragraphs: ['使用fetch：'],
          // The upstream's own `html` is never shown: the server writes it from `code`.
          code: [{ language: 'javascript', code: "const tag = '</script><script>alert(1)</script>';", html: '<img src=x onerror=alert(1)>' }],
        },
      ],
    },
    { heading: '请求示例', paragraphs: ['第二个同名标题。'], code: [{ language: 'no-such-language', code: 'a < b && c' }] },
    { heading: 'What’s new? (V2.0)', paragraphs: ['英文标题。'] },
  ],
};

/** The sidebar's list, in the upstream's order; the page groups it by category: 101, 102, then 202, 203. */
const LIST = {
  categories: [
    { id: 1, name: '快速入门', count: 2 },
    { id: 2, name: 'API接口', count: 2 },
  ],
  list: [
    { id: 202, title: '语音合成接口参考', summary: '合成。', categoryId: 2, categoryName: 'API接口', updatedAt: '2026-06-02' },
    { id: 101, title: '五分钟完成首次接口调用', summary: '入门。', categoryId: 1, categoryName: '快速入门', updatedAt: '2026-05-20' },
    { id: 203, title: '语音识别接口参考', summary: '识别。', categoryId: 2, categoryName: 'API接口', updatedAt: '2026-06-15' },
    { id: 102, title: '获取AccessKey', summary: '密钥。', categoryId: 1, categoryName: '快速入门' },
  ],
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
    const head = headOf((await crawl('/docCenter.html?doc=101&utm_source=wx').expect(200)).text);
    expect(canonicalOf(head)).toBe(`${SITE}/docCenter.html?doc=101`);
  });

  it('moves a list parameter beside a document to the document alone (301), other parameters kept', async () => {
    const res = await crawl('/docCenter.html?page=4&doc=101&utm_source=wx').expect(301);
    expect(res.headers.location).toBe('/docCenter.html?doc=101&utm_source=wx');
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
    ['/docCenter.html?page=2&utm_source=wx&sort=new', '/docCenter.html?page=2'],
  ])('%s has the canonical link %s', async (url, canonical) => {
    const head = headOf((await request(app).get(url).expect(200)).text);
    expect(canonicalOf(head)).toBe(SITE + canonical);
    expect(metaOf(head, 'property="og:url"')?.replace(/&amp;/g, '&')).toBe(SITE + canonical);
    expect(titleOf(head)).toBe(LIST_TITLE);
  });
});

describe('a page of the documentation centre’s list', () => {
  it('answers a page past the list’s end and a category the upstream does not name 404, not indexed, saying so', async () => {
    // 40 documents, 10 a page: page 4 is the last.
    await crawl('/docCenter.html?page=4').expect(200);
    for (const url of ['/docCenter.html?page=5', '/docCenter.html?page=9007199254740991', '/docCenter.html?category=9', '/docCenter.html?category=9&page=2']) {
      const res = await crawl(url).expect(404);
      expect(res.text, url).toContain('没有找到这一页文档');
      expect(headOf(res.text), url).toContain(NOINDEX);
    }
  });

  it('keeps none of them in the page cache, so counting upwards fills nothing', async () => {
    const cache = new PageCache(60_000, 16 * 1024 * 1024);
    const cached = testApp({}, { upstreams: upstreams(), pageCache: cache });
    for (let page = 5; page < 25; page++) await request(cached).get(`/docCenter.html?page=${page}`).set('User-Agent', GOOGLEBOT).expect(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.stats().entries).toBe(0);
  });
});

describe('documents in the page cache', () => {
  function cachedApp() {
    const cache = new PageCache(60_000, 16 * 1024 * 1024);
    return { cache, app: testApp({}, { upstreams: upstreams(), pageCache: cache }) };
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
    await untilCached(cached, '/docCenter.html?doc=101');
    const kept = DOCS[101];
    delete DOCS[101];
    try {
      clock += 60_001;
      // Served stale once while the refill asks the upstream, which no longer has it.
      expect((await request(cached).get('/docCenter.html?doc=101')).headers['x-page-cache']).toBe('stale');
      // The refill renders the page again: a second or two on a loaded machine, not the 1 s this waited before.
      await expect.poll(() => cache.stats().entries, { timeout: CACHE_FILL_WAIT_MS }).toBe(0);
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
    const hit = await untilCached(cached, '/docCenter.html?doc=101');
    expect(hit.status).toBe(200);
    const head = headOf(hit.text);
    expect(titleOf(head)).toBe('五分钟完成首次接口调用 - 智媒开放平台');
    expect(canonicalOf(head)).toBe(`${SITE}/docCenter.html?doc=101`);
    expect(head).not.toContain(NOINDEX);
  });
});

/** The element that opens with `open` (its tag named `tag`), to its closing tag (not nested in itself). */
function element(html: string, open: RegExp, tag: string, from = 0): string | undefined {
  const start = html.slice(from).search(open);
  if (start < 0) return undefined;
  const end = html.indexOf(`</${tag}>`, from + start);
  return html.slice(from + start, end + tag.length + 3);
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
const links = (html: string) =>
  [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, label]) => ({ href: href!.replace(/&amp;/g, '&'), label: text(label!) }));
/** Both copies of a navigation: the column of wide screens and the folded menu of narrow ones. */
const navs = (html: string, label: string) => [...html.matchAll(new RegExp(`<nav[^>]*aria-label="${label}"[\\s\\S]*?</nav>`, 'g'))].map(([nav]) => nav);
const jsonLd = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .filter((d) => d['@type'] === type);
const articleOf = (html: string) => element(html, /<article/, 'article')!;

describe('a document page', () => {
  it('lists every document by category in the sidebar, the one shown marked as the current page', async () => {
    const html = (await crawl('/docCenter.html?doc=202').expect(200)).text;
    const sidebars = navs(html, '文档目录');
    expect(sidebars).toHaveLength(2);
    for (const sidebar of sidebars) {
      expect(text(sidebar.replace(/<\/(a|p)>/g, '|'))).toBe('快速入门|五分钟完成首次接口调用|获取AccessKey|API接口|语音合成接口参考|语音识别接口参考|');
      expect(links(sidebar).map((l) => l.href)).toEqual([101, 102, 202, 203].map((id) => `/docCenter.html?doc=${id}`));
      expect([...sidebar.matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]*)</g)].map(([, title]) => title)).toEqual(['语音合成接口参考']);
    }
  });

  it('has a table of contents of its h2 and h3 headings whose every anchor leads to a heading of the article', async () => {
    const html = (await crawl('/docCenter.html?doc=203').expect(200)).text;
    const article = articleOf(html);
    const headings = [...article.matchAll(/<(h[23]) id="([^"]*)">([^<]*)<\/h[23]>/g)].map(([, tag, id, label]) => ({ tag, id, label: text(label!) }));
    expect(headings).toEqual([
      { tag: 'h2', id: '接口概述', label: '接口概述' },
      { tag: 'h2', id: '请求示例', label: '请求示例' },
      { tag: 'h3', id: 'curl', label: 'cURL' },
      { tag: 'h3', id: 'nodejs', label: 'Node.js' },
      { tag: 'h2', id: '请求示例-2', label: '请求示例' },
      { tag: 'h2', id: 'whats-new-v20', label: 'What’s new? (V2.0)' },
    ]);
    const tocs = navs(html, '本页目录');
    expect(tocs).toHaveLength(2);
    for (const toc of tocs) {
      expect(links(toc)).toEqual(headings.map((h) => ({ href: `#${h.id}`, label: h.label })));
      expect(toc.match(/data-level="3"/g)).toHaveLength(2);
    }
  });

  it('links 上一篇 and 下一篇 in the sidebar’s order, and only 下一篇 on the first document', async () => {
    const [middle, first, last] = await Promise.all([202, 101, 203].map(async (id) => (await crawl(`/docCenter.html?doc=${id}`).expect(200)).text));
    const pager = (html: string) => links(navs(html, '上一篇和下一篇')[0] ?? '');
    expect(pager(middle!)).toEqual([
      { href: '/docCenter.html?doc=102', label: '上一篇获取AccessKey' },
      { href: '/docCenter.html?doc=203', label: '下一篇语音识别接口参考' },
    ]);
    expect(pager(first!)).toEqual([{ href: '/docCenter.html?doc=102', label: '下一篇获取AccessKey' }]);
    expect(pager(last!)).toEqual([{ href: '/docCenter.html?doc=202', label: '上一篇语音合成接口参考' }]);
    expect(navs(middle!, '上一篇和下一篇')[0]).toMatch(/rel="prev"[\s\S]*rel="next"/);
  });

  it('says when it was updated, as 更新于 YYYY-MM-DD, and says nothing of a date the upstream leaves out', async () => {
    const dated = articleOf((await crawl('/docCenter.html?doc=203').expect(200)).text);
    expect(text(dated)).toContain('更新于 2026-06-15');
    expect(dated).toMatch(/<time date[tT]ime="2026-06-15">/);
    const { updatedAt: _left, ...undated } = DOCS[101] as Record<string, unknown>;
    const kept = DOCS[101];
    DOCS[101] = undated;
    try {
      const article = articleOf((await crawl('/docCenter.html?doc=101').expect(200)).text);
      expect(text(article)).toContain('五分钟完成首次接口调用');
      expect(article).not.toContain('更新于');
    } finally {
      DOCS[101] = kept;
    }
  });

  it('has breadcrumbs 首页 › 文档中心 › its category › itself, with the same BreadcrumbList in JSON-LD', async () => {
    const html = (await crawl('/docCenter.html?doc=203').expect(200)).text;
    const crumbs = links(element(html, /<nav aria-label="面包屑导航"/, 'nav')!);
    expect(crumbs).toEqual([
      { href: '/', label: '首页' },
      { href: '/docCenter.html', label: '文档中心' },
      { href: '/docCenter.html?category=2', label: 'API接口' },
      { href: '/docCenter.html?doc=203', label: '语音识别接口参考' },
    ]);
    const [trail] = jsonLd(html, 'BreadcrumbList') as Array<{ itemListElement: Array<{ position: number; name: string; item: string }> }>;
    expect(trail!.itemListElement).toEqual(crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: SITE + c.href })));
  });

  it('arrives with its code highlighted by the server, in classes, with the upstream’s own markup dropped', async () => {
    const html = (await crawl('/docCenter.html?doc=203').expect(200)).text;
    const article = articleOf(html);
    const blocks = [...article.matchAll(/<code>([\s\S]*?)<\/code>/g)].map(([, code]) => code!);
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toBe('curl -X POST https://open.example.com/asr -d <span class="hljs-string">\'{"fileUrl":"a.mp3"}\'</span>');
    expect(blocks[1]).toContain('<span class="hljs-keyword">const</span>');
    // What the code says, escaped: never a tag of the page.
    expect(text(blocks[1]!)).toBe("const tag = '</script><script>alert(1)</script>';");
    expect(blocks[2]).toBe('a &lt; b &amp;&amp; c');
    expect(html).not.toMatch(/<img src=x|onerror=alert/);
    expect(article).not.toMatch(/style="/);
    // 复制代码 on each block.
    expect(article.match(/<button type="button"[^>]*>复制代码<\/button>/g)).toHaveLength(3);
  });

  it('hands its highlighted code to the browser, which renders it without highlighting anything', async () => {
    const html = (await crawl('/docCenter.html?doc=203').expect(200)).text;
    const handedOver = [...html.matchAll(/<script type="application\/json" data-ssr="\/manage\/user\/homepage\/doc\/detail[^"]*">([\s\S]*?)<\/script>/g)];
    expect(handedOver.length).toBeGreaterThan(0);
    const data = (JSON.parse(handedOver[0]![1]!) as { data: { sections: Array<{ subsections?: Array<{ code?: Array<{ html: string }> }> }> } }).data;
    expect(data.sections[1]!.subsections![1]!.code![0]!.html).toContain('<span class="hljs-keyword">const</span>');
  });

  it('is highlighted when the browser fetches it through /api too', async () => {
    const res = await request(app).post(`/api${API.docDetail.path}`).send({ id: 203 }).expect(200);
    const [, samples] = res.body.data.sections as Array<{ subsections: Array<{ code: Array<{ code: string; html: string }> }> }>;
    const node = samples!.subsections[1]!.code[0]!;
    expect(node.code).toBe("const tag = '</script><script>alert(1)</script>';");
    expect(node.html).toMatch(
      /^<span class="hljs-keyword">const<\/span> tag = <span class="hljs-string">'&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;'<\/span>;$/,
    );
  });

  it('asks 本文是否有帮助？ with 有帮助 and 没帮助 under the article', async () => {
    const html = (await crawl('/docCenter.html?doc=203').expect(200)).text;
    const feedback = html.slice(html.indexOf('</article>'));
    expect(text(feedback)).toMatch(/^本文是否有帮助？有帮助没帮助/);
  });
});
