import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../shared/api';
import { pageRoutes } from '../../shared/navigation';
import { createUpstreams } from '../../server/upstream';
import { deferred, listen, readUntil, streamGet, testApp } from '../helpers';
import { fakeUpstream, json } from './fakeUpstream';

const DOCS = {
  categories: [{ id: 1, name: '快速入门', count: 1 }, { id: 2, name: 'API接口', count: 1 }],
  list: [{ id: 101, title: '五分钟完成首次接口调用', summary: '以语音合成为例。', categoryId: 1, categoryName: '快速入门', updatedAt: '2026-05-20' }],
  total: 23,
  pageNum: 1,
  pageSize: 10,
};
const DETAIL = { id: 101, title: '五分钟完成首次接口调用', categoryId: 1, categoryName: '快速入门', updatedAt: '2026-05-20', sections: [{ heading: '准备密钥', paragraphs: ['在控制台创建应用。'] }] };
const COURSES = { categories: ['AI工具应用'], total: 1, list: [{ id: 'c1', title: 'AI辅助新闻写作入门', lecturer: '林知远', lecturerTitle: '副总编辑', durationMinutes: 180, lessons: 8, level: '入门', category: 'AI工具应用', summary: '系统掌握大模型写作。' }] };
const NEWS = { list: [{ id: 1, title: '智媒开放平台V3.6发布', summary: '新增方言音色。', publishedAt: '2026-06-20T10:00:00+08:00', source: '智媒开放平台' }], total: 1, pageNum: 1, pageSize: 6 };
const AGREEMENT = { title: '《用户协议》', html: '<h2>一、总则</h2><p onclick="steal()">欢迎使用。</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a>' };

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let app: ReturnType<typeof testApp>;
let gate: ReturnType<typeof deferred> | null = null;

beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
  const url = upstream.url;
  app = testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }) });
});
afterAll(() => upstream.close());
beforeEach(() => {
  gate = null;
  upstream.handler = async (req, res) => {
    if (gate) await gate.promise;
    const path = (req.url ?? '').split('?')[0];
    const data =
      path === API.docList.path ? DOCS : path === API.docDetail.path ? DETAIL : path === API.courseList.path ? COURSES
        : path === API.infoCenterList.path ? NEWS : path === API.staticResource.path ? AGREEMENT : null;
    json(res, 200, { code: 200, desc: '成功', data });
  };
});

describe('the data pages', () => {
  it.each([
    ['/docCenter.html', '五分钟完成首次接口调用'],
    ['/docCenter.html?doc=101', '准备密钥'],
    ['/college.html', 'AI辅助新闻写作入门'],
    ['/about.html', '智媒开放平台V3.6发布'],
  ])('%s has its list in the server-rendered HTML, with the data handed to the client', async (path, text) => {
    const res = await request(app).get(path).expect(200);
    expect(res.text).toContain(text);
    expect(res.text).toMatch(/<script type="application\/json" data-ssr="[^"]+">\{"ok":true/);
  });

  it('pages the documentation list and filters by category through the query', async () => {
    await request(app).get('/docCenter.html?category=2&page=3').expect(200);
    const seen = upstream.requests.at(-1)!;
    expect(JSON.parse(seen.body)).toEqual({ pageNum: 3, pageSize: 10, categoryId: 2 });
    const res = await request(app).get('/docCenter.html');
    expect(res.text).toContain('aria-label="第3页"');
  });

  it('flushes the shell before a slow upstream answers, and the list still arrives in the same response', async () => {
    gate = deferred();
    const server = await listen(app);
    try {
      const { chunks } = await streamGet(`${server.url}/docCenter.html`, { 'accept-encoding': 'gzip' });
      const shell = await readUntil(chunks, (t) => t.includes('正在加载文档'));
      expect(shell).toContain('<title>');
      expect(shell).toContain(pageRoutes.find((r) => r.path === '/docCenter.html')!.heading);
      expect(shell).not.toContain('五分钟完成首次接口调用');
      gate.resolve(undefined);
      const rest = await readUntil(chunks, (t) => t.includes('</html>'));
      expect(rest).toContain('五分钟完成首次接口调用');
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

describe('the agreement pages', () => {
  it.each(['/agreement/user.html', '/agreement/privacy.html', '/agreement/service.html'])('%s renders the sanitised document', async (path) => {
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
  it('lists every page of the route table', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    for (const route of pageRoutes.filter((r) => r.path !== '/_app')) {
      expect(res.text).toContain(`<loc>https://www.example.com${route.path}</loc>`);
    }
  });

  it('points crawlers at the sitemap and away from the API', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.text).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(res.text).toContain('Disallow: /api/');
  });
});
