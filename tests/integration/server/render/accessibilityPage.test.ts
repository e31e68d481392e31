/**
 * 无障碍声明 (/accessibility.html) as the server renders it: its head and headings, the level
 * aimed at, the checks by their test files, the known limits and the contact; the ways to it
 * (the footer, sitemap.xml, site search); and its feedback, which is the cooperation form with
 * 使用场景 prefilled as 无障碍反馈: posted without JavaScript, it reaches the upstream through
 * the lead outbox as every lead does.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessibilityStatement } from '../../../../shared/content/accessibility';
import { createLogger } from '../../../../server/ops/logger';
import { SiteSearch } from '../../../../server/search/siteSearch';
import { createUpstreams } from '../../../../server/upstream/pools';
import { testApp } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';

const PATH = '/accessibility.html';
const FEEDBACK_HREF = '/cooperation.html?scene=accessibility';
/** testConfig's SITE_URL: a browser on the site sends it as Origin with every form post. */
const SITE = 'https://www.example.com';

const app = testApp();

async function page(path = PATH): Promise<string> {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return res.text;
}

/** The page's main content: from the hero to the footer. */
const main = (html: string) => html.slice(html.indexOf('<h1'), html.indexOf('<footer'));
const headings = (html: string, level: 1 | 2) => [...html.matchAll(new RegExp(`<h${level}[^>]*>([^<]*)</h${level}>`, 'g'))].map((m) => m[1]);

describe('/accessibility.html', () => {
  it('answers 200 with the title 无障碍声明, a description naming the standard, and its sections as headings', async () => {
    const html = await page();
    expect(html).toMatch(/<title>无障碍声明_GB\/T 37668-2019第二级（WCAG 2\.1 AA） - 智媒开放平台<\/title>/);
    expect(html.match(/<meta name="description" content="([^"]*)"/)?.[1]).toContain('GB/T 37668-2019');
    expect(headings(main(html), 1)).toEqual(['无障碍声明']);
    expect(headings(main(html), 2)).toEqual(['适用标准与目标等级', '我们采取的措施', '检测方式', '已知限制', '反馈与联系']);
  });

  it('states the level aimed at: GB/T 37668-2019 第二级, which is WCAG 2.1 AA', async () => {
    const html = main(await page());
    expect(html).toContain(accessibilityStatement.standard);
    expect(html).toContain('第二级（对应WCAG 2.1 AA级）');
    expect(html).toContain(`<time dateTime="${accessibilityStatement.reviewedOn}">`);
  });

  it('names each check with its test files, and each known limit', async () => {
    const html = main(await page());
    for (const check of accessibilityStatement.checks) {
      expect(html).toContain(`<h3>${check.title}</h3>`);
      for (const file of check.tests) expect(html).toContain(`<code>${file}</code>`);
    }
    expect(html).toContain('tests/browser/accessibility.test.ts');
    for (const limit of accessibilityStatement.limits) expect(html).toContain(`<dt>${limit.title}</dt><dd>${limit.text}</dd>`);
  });

  it('gives the service line and the feedback form, prefilled as 无障碍反馈, which works without JavaScript', async () => {
    const html = main(await page());
    expect(html).toContain('<a href="tel:400-000-0000">400-000-0000</a>');
    expect(html.match(new RegExp(`<a [^>]*href="${FEEDBACK_HREF.replace(/[?.]/g, '\\$&')}"[^>]*>提交无障碍反馈</a>`, 'g'))).toHaveLength(2);
    const form = await page(FEEDBACK_HREF);
    expect(form).toMatch(/<textarea[^>]*name="scene"[^>]*>无障碍反馈<\/textarea>/);
    expect(form).toContain(`action="${FEEDBACK_HREF}"`);
  });
});

describe('the ways to /accessibility.html', () => {
  it.each(['/', '/trust.html', '/product/TTS.html'])('%s links it from the footer, beside 信任中心', async (path) => {
    const html = await page(path);
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toMatch(/<a href="\/trust\.html"[^>]*>信任中心<\/a><\/li><li><a href="\/accessibility\.html"[^>]*>无障碍声明<\/a>/);
  });

  it('is in sitemap.xml', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.text).toContain('<loc>https://www.example.com/accessibility.html</loc>');
  });

  it.each(['无障碍', '无障碍声明', '读屏软件', 'WCAG'])('is what site search finds for %s', async (query) => {
    const search = new SiteSearch({ source: () => Promise.reject(new Error('no upstream in this test')), logger: createLogger('silent') });
    await search.reindex();
    const { items } = await search.search(query, 5);
    expect(items.map((i) => i.url)).toContain(PATH);
  });
});

describe('a 无障碍反馈 posted without JavaScript', () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  beforeAll(async () => {
    upstream = await fakeUpstream((_req, res) => json(res, 200, { code: 200, desc: '成功', data: { id: 1 } }));
  });
  afterAll(() => upstream.close());
  beforeEach(() => void (upstream.requests.length = 0));

  it('reaches the upstream through the lead outbox with its 使用场景, and thanks the visitor', async () => {
    const withUpstream = testApp({}, { upstreams: createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url }, 300) });
    const scene = '无障碍反馈：文档中心的目录无法用键盘展开';
    const res = await request(withUpstream)
      .post(FEEDBACK_HREF)
      .set('Origin', SITE)
      .type('form')
      .send({ mobile: '13912345678', name: '王老师', company: '个人', scene, agreed: 'on' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/cooperation\.html\?submitted=[\w-]{43}$/);
    expect(upstream.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /manage/user/intention/submit']);
    expect(JSON.parse(upstream.requests[0]!.body)).toMatchObject({ intentionScene: scene, intentionName: '王老师', intentionCompany: '个人' });
  });
});
