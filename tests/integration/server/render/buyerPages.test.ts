/**
 * What every page shows a buyer, read from the server's HTML for every page of the route
 * table (issue 19): product and studio pages have breadcrumbs with the same BreadcrumbList
 * JSON-LD, a figures band, 1–3 cases, 3 or more questions in <details> with the same
 * FAQPage JSON-LD, and 3–4 related products; the home page its numbers, partners and FAQ;
 * every page the adaptation meta tag, and a logged-in visitor's the no-transform one;
 * 应用中心 filters by group and name without JavaScript.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../../shared/navigation';
import { testApp } from '../../../helpers';
import { loggedInCookies } from '../fixtures';

const app = testApp();
const get = async (path: string, cookie?: string) => {
  const req = request(app).get(path);
  const res = await (cookie ? req.set('Cookie', cookie) : req);
  expect(res.status, path).toBe(200);
  return res.text;
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim();
const jsonLd = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .filter((d) => d['@type'] === type);
/** The element that opens with `open` (its tag named `tag`), to its closing tag (not nested in itself). */
const element = (html: string, open: RegExp, tag: string) => {
  const start = html.search(open);
  if (start < 0) return undefined;
  const end = html.indexOf(`</${tag}>`, start);
  return html.slice(start, end + tag.length + 3);
};
const section = (html: string, id: string) => element(html, new RegExp(`<section[^>]*\\bid="${id}"`), 'section');

function faqOf(html: string) {
  const onPage = [...html.matchAll(/<details><summary>([\s\S]*?)<\/summary><p>([\s\S]*?)<\/p><\/details>/g)].map(([, q, a]) => ({ q: text(q!), a: text(a!) }));
  const [ld] = jsonLd(html, 'FAQPage') as Array<{ mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> }>;
  return { onPage, inLd: ld?.mainEntity.map((e) => ({ q: e.name, a: e.acceptedAnswer.text })) };
}

const buyerPages = pageRoutes.filter((r) => r.kind === 'product' || r.kind === 'studio');

describe('a product or studio page', () => {
  it('covers every one of the route table (31 products, 3 studios)', () => {
    expect(buyerPages).toHaveLength(34);
  });

  it.each(buyerPages.map((r) => [r.path, r.name] as const))('%s has what a buyer looks for, in order', async (path, name) => {
    const html = await get(path);

    const nav = element(html, /<nav aria-label="面包屑导航"/, 'nav')!;
    expect(nav, 'breadcrumbs').toBeDefined();
    const crumbs = [...nav.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => ({ href: href!.replace(/&amp;/g, '&'), label }));
    expect(crumbs.map((c) => c.label)).toEqual(['首页', expect.stringMatching(/^(智能|整体解决方案)/), name]);
    expect(crumbs[0]!.href).toBe('/');
    expect(crumbs[1]!.href).toMatch(/^\/_app\?group=\w+$/);
    expect(crumbs[2]!.href).toBe(path);
    const [trail] = jsonLd(html, 'BreadcrumbList') as Array<{ itemListElement: Array<{ position: number; name: string; item: string }> }>;
    expect(trail!.itemListElement.map((i) => [i.position, i.name, new URL(i.item).pathname + new URL(i.item).search])).toEqual(
      crumbs.map((c, i) => [i + 1, c.label, c.href]),
    );

    const hero = html.slice(html.indexOf('<h1'), html.indexOf('id="capabilities"'));
    expect(hero).toContain(`href="/cooperation.html?product=${path.slice(path.lastIndexOf('/') + 1, -5)}"`);
    expect(text(hero)).toContain('申请试用');
    expect(hero).toMatch(/href="\/cooperation\.html\?product=[^"#]+#contact"[^>]*>[\s\S]*?在线咨询/);

    const capabilities = section(html, 'capabilities')!;
    const cards = capabilities.match(/<li>/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(capabilities.match(/<svg aria-hidden="true"[^>]*><use href="\/assets\/icons-\w+\.svg#[\w-]+"/g)).toHaveLength(cards.length);

    const figures = element(html, /<ul aria-label="[^"]*的技术指标"/, 'ul')!;
    expect((figures.match(/<li>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect((figures.match(/<li>/g) ?? []).length).toBeLessThanOrEqual(4);

    const cases = (section(html, 'cases')!.match(/<li>/g) ?? []).length;
    expect(cases).toBeGreaterThanOrEqual(1);
    expect(cases).toBeLessThanOrEqual(3);

    const { onPage, inLd } = faqOf(html);
    expect(onPage.length).toBeGreaterThanOrEqual(3);
    expect(inLd).toEqual(onPage);

    const related = section(html, 'related')!;
    const links = [...related.matchAll(/<a[^>]*href="([^"]*)"/g)].map(([, href]) => href!);
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links.length).toBeLessThanOrEqual(4);
    expect(links).not.toContain(path);
    expect(related.match(/<use href=/g)).toHaveLength(links.length);

    const order = ['面包屑导航', 'id="capabilities"', 'id="scenarios"', 'id="advantages"', 'id="cases"', 'id="faq"', 'id="related"', '立即体验'].map((mark) =>
      html.indexOf(mark),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('the home page', () => {
  it('has the numbers band, the partner wordmarks, solution tiles with icons and a FAQ with its JSON-LD', async () => {
    const html = await get('/');
    const figures = text(element(html, /<ul aria-label="平台服务数据"/, 'ul')!);
    for (const label of ['服务媒体机构', '覆盖用户', '日处理稿件']) expect(figures).toContain(label);
    const wall = element(html, /<ul aria-label="合作伙伴与客户"/, 'ul')!;
    expect((wall.match(/<svg role="img" aria-label="[^"]+"/g) ?? []).length).toBeGreaterThanOrEqual(8);
    expect(wall).not.toContain('<img');
    const solutions = section(html, 'solutions')!;
    expect((solutions.match(/<a /g) ?? []).length).toBe((solutions.match(/<use href=/g) ?? []).length);
    const { onPage, inLd } = faqOf(html);
    expect(onPage.length).toBeGreaterThanOrEqual(4);
    expect(inLd).toEqual(onPage);
  });
});

describe('the head of every page', () => {
  it.each(pageRoutes.map((r) => [r.path]))('%s tells Baidu it suits PC and mobile', async (path) => {
    const html = await get(path);
    expect(html).toContain('<meta name="applicable-device" content="pc,mobile"/>');
    expect(html).not.toContain('no-transform');
  });

  it('forbids transcoding the page of a logged-in visitor, on every kind of page', async () => {
    for (const path of ['/', '/product/TTS.html', '/about.html', '/_app']) {
      const html = await get(path, loggedInCookies('澜州'));
      expect(html, path).toContain('<meta http-equiv="Cache-Control" content="no-transform"/>');
      expect(html, path).toContain('<meta name="applicable-device" content="pc,mobile"/>');
    }
  });
});

describe('应用中心 without JavaScript', () => {
  /** The 全部应用 section: up to the next one's heading (its groups are sections of their own). */
  const appsSection = (html: string) => html.slice(html.indexOf('id="apps"'), html.indexOf('您可能在找'));
  const apps = (html: string) => [...appsSection(html).matchAll(/<strong>([^<]*)/g)].map(([, name]) => name!);

  it('lists every application with its icon, by the groups of the matrix', async () => {
    const html = await get('/_app');
    const names = apps(html);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(appsSection(html).match(/<use href=/g)!.length).toBeGreaterThanOrEqual(names.length);
    for (const name of ['全网热搜', 'AI视觉工作室', '内容审核', '语音合成', 'H5抽奖', 'AI一体机']) expect(names).toContain(name);
    const groups = [...appsSection(html).matchAll(/<h3 id="apps-(\w+)"/g)].map(([, id]) => id);
    expect(groups).toEqual(['sourcing', 'generation', 'riskControl', 'distribution', 'tools', 'ecosystem', 'h5', 'solutions']);
    expect(html).toMatch(/<form[^>]*action="\/_app"[^>]*method="get"/);
  });

  it('narrows the list to a group, and to a name, from the query the form sends', async () => {
    expect(apps(await get('/_app?group=sourcing'))).toEqual(['全网热搜', '智能采集', '智能选题']);
    const h5 = apps(await get('/_app?q=H5'));
    expect(h5.length).toBeGreaterThanOrEqual(5);
    for (const name of h5) expect(name.toLowerCase()).toContain('h5');
    expect(apps(await get('/_app?group=h5&q=%E6%8A%BD%E5%A5%96'))).toEqual(['H5抽奖']);
  });

  it("shows the whole list for a group or a name that is none of the matrix's", async () => {
    const all = apps(await get('/_app'));
    expect(apps(await get('/_app?group=nope'))).toEqual(all);
    expect(apps(await get('/_app?q=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E5%BA%94%E7%94%A8'))).toEqual(all);
  });
});
