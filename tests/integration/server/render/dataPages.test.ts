import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { pageRoutes } from '../../../../shared/navigation';
import { createUpstreams } from '../../../../server/upstream/pools';
import { DATA_FAILED } from '../../../../shared/dataRequest';
import { DEAD_UPSTREAM, deferred, listen, readUntil, streamGet, testApp } from '../../../helpers';
import { fakeUpstream, json, type Handler } from '../fakeUpstream';
import { GOOGLEBOT, ONE_COURSE_LIST, ONE_DOC_DETAIL } from '../fixtures';

const DOCS = {
  categories: [
    { id: 1, name: '快速入门', count: 1 },
    { id: 2, name: 'API接口', count: 1 },
  ],
  list: [{ id: 101, title: '五分钟完成首次接口调用', summary: '以语音合成为例。', categoryId: 1, categoryName: '快速入门', updatedAt: '2026-05-20' }],
  total: 23,
  pageNum: 1,
  pageSize: 10,
};
const DETAIL = ONE_DOC_DETAIL;
const COURSES = ONE_COURSE_LIST;
const NEWS = {
  list: [{ id: 1, title: '智媒开放平台V3.6发布', summary: '新增方言音色。', publishedAt: '2026-06-20T10:00:00+08:00', source: '智媒开放平台' }],
  total: 1,
  pageNum: 1,
  pageSize: 6,
};
const AGREEMENT = {
  title: '《用户协议》',
  html: '<h2>一、总则</h2><p onclick="steal()">欢迎使用。</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a>',
};

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let app: ReturnType<typeof testApp>;
let gate: ReturnType<typeof deferred> | null = null;

beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
  const url = upstream.url;
  app = testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }) });
});
afterAll(() => upstream.close());
/** Every call answered with its fixture, once the gate (if any) opens. */
const answerWithFixtures: Handler = async (req, res) => {
  if (gate) await gate.promise;
  const path = (req.url ?? '').split('?')[0];
  const data =
    path === API.docList.path
      ? DOCS
      : path === API.docDetail.path
        ? DETAIL
        : path === API.courseList.path
          ? COURSES
          : path === API.infoCenterList.path
            ? NEWS
            : path === API.staticResource.path
              ? AGREEMENT
              : null;
  json(res, 200, { code: 200, desc: '成功', data });
};

beforeEach(() => {
  gate = null;
  upstream.handler = answerWithFixtures;
});

const DATA_PAGES = [
  ['/docCenter.html', '五分钟完成首次接口调用'],
  ['/docCenter.html?doc=101', '准备密钥'],
  ['/college.html', 'AI辅助新闻写作入门'],
  ['/about.html', '智媒开放平台V3.6发布'],
  ['/changelog.html', '智媒开放平台V3.6发布'],
];

describe('the data pages', () => {
  it.each(DATA_PAGES)('%s has its list in the server-rendered HTML, with the data handed to the client', async (path, text) => {
    const res = await request(app).get(path).expect(200);
    expect(res.text).toContain(text);
    expect(res.text).toMatch(/<script type="application\/json" data-ssr="[^"]+">\{"ok":true/);
  });

  it.each(DATA_PAGES)('%s writes a list that is ready in its place, with no placeholder swapped in by script', async (path, text) => {
    // A crawler's document waits for all its data, so it is ready whatever this machine's
    // speed; a visitor's whose data comes within the hold is rendered the same way.
    const res = await request(app).get(path).set('User-Agent', GOOGLEBOT).expect(200);
    expect(res.text.indexOf(text)).toBeGreaterThan(0);
    expect(res.text.indexOf(text)).toBeLessThan(res.text.indexOf('<footer'));
    expect(res.text).not.toContain('<template id="B:');
    expect(res.text).not.toContain('$RC(');
  });

  it('pages the documentation list and filters by category through the query', async () => {
    await request(app).get('/docCenter.html?category=2&page=3').expect(200);
    const seen = upstream.requests.at(-1)!;
    expect(JSON.parse(seen.body)).toEqual({ pageNum: 3, pageSize: 10, categoryId: 2 });
    const res = await request(app).get('/docCenter.html');
    expect(res.text).toContain('aria-label="第3页"');
  });

  it('flushes the shell before a slow upstream answers, and the list still arrives in the same response', async () => {
    const server = await listen(app);
    try {
      // Twice: the first renders the header and the footer and keeps them, the second reuses them (server/render/prerenderedParts.ts).
      for (let visit = 0; visit < 2; visit++) {
        gate = deferred();
        const { chunks, headers } = await streamGet(`${server.url}/docCenter.html`, { 'accept-encoding': 'gzip' });
        // Streamed, and still compressed: the page sets up the compressor once it knows it streams.
        expect(headers['content-encoding']).toBe('gzip');
        expect(headers['transfer-encoding']).toBe('chunked');
        const shell = await readUntil(chunks, (t) => t.includes('正在加载文档'));
        expect(shell).toContain('<title>');
        expect(shell).toContain(pageRoutes.find((r) => r.path === '/docCenter.html')!.heading);
        expect(shell).toMatch(/<header[^>]*>.*文档中心.*<\/header>/s);
        expect(shell).not.toContain('五分钟完成首次接口调用');
        gate.resolve(undefined);
        const rest = await readUntil(chunks, (t) => t.includes('</html>'));
        expect(rest).toContain('五分钟完成首次接口调用');
        expect(shell + rest).toContain('</footer>');
        expect(shell + rest).not.toContain('zhimei-part-');
      }
    } finally {
      await server.close();
    }
  });

  it('shows a Chinese fallback with a retry, not a 500, when the upstream fails', async () => {
    upstream.handler = (_req, res) => json(res, 500, { code: 500, desc: '上游服务异常' });
    const res = await request(app).get('/college.html').expect(200);
    expect(res.text).toContain('上游服务异常');
    expect(res.text).toContain('重新加载');
  });
});

describe('a data section whose upstream faults: the page is still a 200 with the Chinese fallback and 重新加载', () => {
  const raw =
    (status: number, contentType: string, body: string): Handler =>
    (_req, res) => {
      res.writeHead(status, { 'content-type': contentType });
      res.end(body);
    };
  const envelope200 =
    (data: unknown): Handler =>
    (_req, res) =>
      json(res, 200, { code: 200, desc: '成功', data });

  function expectFallback(page: request.Response) {
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain(DATA_FAILED);
    expect(page.text).toContain('重新加载');
    expect(page.text).toContain('</html>');
  }

  it('when the upstream refuses connections', async () => {
    const down = testApp({}, { upstreams: createUpstreams({ api: DEAD_UPSTREAM, ai: DEAD_UPSTREAM, log: DEAD_UPSTREAM }) });
    expectFallback(await request(down).get('/college.html'));
  });

  it('when the upstream never answers: after the call timeout, not the render wait', async () => {
    upstream.handler = () => {};
    const url = upstream.url;
    const impatient = testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }, 300) });
    const started = Date.now();
    expectFallback(await request(impatient).get('/college.html'));
    // Ten times the call timeout, a third of the render's 10 s wait.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it.each<[string, Handler]>([
    ['an HTML error page with 500', raw(500, 'text/html', '<html><body>Internal Server Error</body></html>')],
    ['plain text', raw(200, 'text/plain', 'OK')],
    ['an envelope whose code is not a number', raw(200, 'application/json', '{"code":"x","data":5}')],
    ['a JSON array', raw(200, 'application/json', '[]')],
    ['JSON null', raw(200, 'application/json', 'null')],
    ['an empty 200 body', raw(200, 'application/json', '')],
    ['a truncated JSON body', raw(200, 'application/json', '{"code":200,"desc":"成功","data":{"li')],
    ['a body over 2 MB', envelope200({ ...COURSES, padding: 'x'.repeat(3 * 1024 * 1024) })],
    [
      'a connection dropped mid-body',
      (req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
        res.write('{"code":200,"desc":"成功","data":{"list":[');
        setTimeout(() => req.socket.destroy(), 20);
      },
    ],
    ['success with data that is a number', envelope200(5)],
    ['success with no data', envelope200(null)],
    ['success with a list that is not a list', envelope200({ ...COURSES, list: '课程' })],
    ['success with a course that is null', envelope200({ ...COURSES, list: [null] })],
    ['success with a course title that is an object', envelope200({ ...COURSES, list: [{ ...COURSES.list[0], title: { text: '课程' } }] })],
  ])('when it answers %s', async (_name, handler) => {
    upstream.handler = handler;
    expectFallback(await request(app).get('/college.html'));
  });

  it.each<[string, string, string, unknown]>([
    ['/docCenter.html', 'a category name that is a list', API.docList.path, { ...DOCS, categories: [{ id: 1, name: ['快速入门'], count: 1 }] }],
    ['/docCenter.html', 'a total of ten million (a pager of a million links)', API.docList.path, { ...DOCS, total: 1e7 }],
    [
      '/docCenter.html?doc=101',
      'paragraphs that are not a list',
      API.docDetail.path,
      { ...DETAIL, sections: [{ heading: '准备密钥', paragraphs: '在控制台创建应用。' }] },
    ],
    ['/docCenter.html', 'a document id that is text (its link reads a number)', API.docList.path, { ...DOCS, list: [{ ...DOCS.list[0], id: '101' }] }],
    [
      '/docCenter.html?doc=101',
      'a code sample that is not text',
      API.docDetail.path,
      { ...DETAIL, sections: [{ heading: '准备密钥', paragraphs: [], code: [{ language: 'bash', code: 42 }] }] },
    ],
    ['/college.html', 'a course length that is text', API.courseList.path, { ...COURSES, list: [{ ...COURSES.list[0], durationMinutes: '180' }] }],
    ['/about.html', 'a date that is a number', API.infoCenterList.path, { ...NEWS, list: [{ ...NEWS.list[0], publishedAt: 20260620 }] }],
    ['/agreement/user.html', 'a document that is not text', API.staticResource.path, { title: '《用户协议》', html: { text: '欢迎使用。' } }],
  ])('%s when its data has %s', async (page, _what, path, data) => {
    upstream.handler = (req, res, body) =>
      (req.url ?? '').split('?')[0] === path ? json(res, 200, { code: 200, desc: '成功', data }) : answerWithFixtures(req, res, body);
    expectFallback(await request(app).get(page));
  });
});

describe('the agreement pages', () => {
  // 《隐私政策》 is the repository's own text, not the upstream's (tests/integration/server/compliance/privacyPage.test.ts).
  it.each(['/agreement/user.html', '/agreement/service.html'])('%s renders the sanitised document', async (path) => {
    const res = await request(app).get(path).expect(200);
    expect(res.text).toContain('<h2>一、总则</h2><p>欢迎使用。</p>');
    expect(res.text).not.toMatch(/<script>alert|onerror=|onclick=|javascript:alert/);
  });

  it('are sanitised when fetched through /api too', async () => {
    const res = await request(app).get('/api/client/html/staticres/get?url=%2Fagreement%2Fuser').expect(200);
    expect(res.body.data.html).toBe('<h2>一、总则</h2><p>欢迎使用。</p><a rel="noopener noreferrer" target="_blank">链接</a>');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every page of the route table but the app shell and the pages kept out of indexes', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    for (const route of pageRoutes.filter((r) => r.path !== '/_app' && !r.noindex)) {
      expect(res.text).toContain(`<loc>https://www.example.com${route.path}</loc>`);
    }
  });

  it('points crawlers at the sitemap and away from the API', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.text).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(res.text).toContain('Disallow: /api/');
  });
});
