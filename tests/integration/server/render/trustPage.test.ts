/**
 * 信任中心 (/trust.html) as the server renders it for a buyer and a crawler: its head, the
 * filings from configuration (示例 on the demo's placeholders only), the 信创 matrix as a
 * table with header scopes, the 资质材料包 request through the cooperation form, and the ways
 * to it: the footer, 政务服务, 关于我们, sitemap.xml and site search.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FILED_ENV } from '../../../../bench/lib/processes';
import { PLATFORMS, trustCentre } from '../../../../shared/content/trust';
import { DEMO_FILINGS } from '../../../../shared/demoFilings';
import { SiteSearch } from '../../../../server/search/siteSearch';
import { createLogger } from '../../../../server/ops/logger';
import { testApp } from '../../../helpers';

const demoApp = testApp();
const filedApp = testApp(FILED_ENV);

async function page(app = demoApp, path = '/trust.html'): Promise<string> {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return res.text;
}

/** The page's main content: from the hero to the footer, without the footer's own filing line. */
const main = (html: string) => html.slice(html.indexOf('<h1'), html.indexOf('<footer'));

describe('/trust.html', () => {
  it('answers 200 with the title 信任中心 and a description that names 等保 and 信创', async () => {
    const html = await page();
    expect(html).toMatch(/<title>信任中心_[^<]* - 智媒开放平台<\/title>/);
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description).toContain('等保');
    expect(description).toContain('信创');
    expect(html).toMatch(/<h1[^>]*>信任中心<\/h1>/);
  });

  it('shows the 信创 matrix as a table: platforms as column headers under their kind, products as row headers', async () => {
    const html = main(await page());
    const table = html.slice(html.indexOf('<table', html.indexOf('id="xinchuang"')), html.indexOf('</table>', html.indexOf('id="xinchuang"')));
    for (const kind of ['操作系统', 'CPU', '数据库']) expect(table).toMatch(new RegExp(`<th scope="colgroup" colSpan="\\d"[^>]*>${kind}</th>`, 'i'));
    for (const platform of PLATFORMS) expect(table).toContain(`<th scope="col">${platform.name}</th>`);
    expect(table.match(/<th scope="row">/g)).toHaveLength(trustCentre.xinchuang.length);
    expect(table).toContain('>语音合成</a>');
    expect(table).toContain('KL-2026-04127');
    for (const label of ['已适配', '适配中', '不适用']) expect(table).toContain(label);
  });

  it('scrolls the matrix inside its own named, focusable box on a phone, with a hint', async () => {
    const html = main(await page());
    expect(html).toMatch(/<div[^>]*role="region"[^>]*aria-label="信创适配清单"[^>]*tabindex="0"/i);
    expect(html).toContain('左右滑动表格查看全部列');
  });

  it('lists the filings from configuration with 示例 on the demo’s placeholders', async () => {
    const html = main(await page());
    for (const number of [DEMO_FILINGS.icpNumber, DEMO_FILINGS.psbNumber, DEMO_FILINGS.genai[0]!.number, DEMO_FILINGS.algorithms.TTS!]) {
      expect(html).toMatch(new RegExp(`${number}</span><span[^>]*>（示例）</span>`));
    }
  });

  it('lists an operator’s own filings without 示例', async () => {
    const html = main(await page(filedApp));
    for (const number of [FILED_ENV.ICP_NUMBER, FILED_ENV.PSB_NUMBER, 'Beijing-XingHaiZhiMei-202401010001', '网信算备110105000000000240011号'])
      expect(html).toContain(number);
    expect(html).toContain('星海智媒大模型');
    expect(html).not.toContain('示例');
    expect(html).not.toContain(DEMO_FILINGS.icpNumber);
  });

  it('requests the 资质材料包 through the cooperation form, prefilled, with or without JavaScript', async () => {
    const html = main(await page());
    expect(html).toMatch(/<a href="\/cooperation\.html\?scene=qualification"[^>]*>申请资质材料包<\/a>/);
    const form = await page(demoApp, '/cooperation.html?scene=qualification');
    expect(form).toMatch(/<textarea[^>]*>申请资质材料包<\/textarea>/);
  });

  it('gives the security contact and links security.txt and the JSON copy', async () => {
    const html = main(await page());
    expect(html).toContain('id="security"');
    expect(html).toContain(`<a href="mailto:${trustCentre.security.email}">`);
    expect(html).toContain('href="/.well-known/security.txt"');
    expect(html).toContain('href="/trust.json"');
  });
});

describe('the ways to /trust.html', () => {
  it.each(['/', '/gov.html', '/about.html'])('%s links it (the footer; 政务服务 and 关于我们 in their content too)', async (path) => {
    const html = await page(demoApp, path);
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toMatch(/<a href="\/trust\.html"[^>]*>信任中心<\/a>/);
    if (path !== '/') expect(html.slice(0, html.indexOf('<footer'))).toMatch(/<a[^>]*href="\/trust\.html"[^>]*>查看信任中心<\/a>/);
  });

  it('is in sitemap.xml', async () => {
    const res = await request(demoApp).get('/sitemap.xml').expect(200);
    expect(res.text).toContain('<loc>https://www.example.com/trust.html</loc>');
  });

  it.each(['信任中心', '等保', '信创', '麒麟'])('is what site search finds for %s', async (query) => {
    const search = new SiteSearch({ source: () => Promise.reject(new Error('no upstream in this test')), logger: createLogger('silent') });
    await search.reindex();
    const { items } = await search.search(query, 5);
    expect(items.map((i) => i.url)).toContain('/trust.html');
  });
});
