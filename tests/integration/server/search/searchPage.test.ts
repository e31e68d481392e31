/**
 * /search.html?q=…, rendered on the server: the results as the first links of the page's
 * main, each with its kind and a marked snippet; the query in the title and the box, escaped;
 * the empty state; never in the page cache, the sitemap or a search engine's index.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache } from '../../../../server/render/pageCache';
import { pageRoutes } from '../../../../shared/navigation';
import { testApp } from '../../../helpers';
import { mockedSearch, type MockedSearch } from './searchFixtures';

let site: MockedSearch;
beforeAll(async () => {
  site = await mockedSearch();
  await site.search.reindex();
});
afterAll(() => site.close());

const page = async (query: string) => (await request(site.app).get(`/search.html${query}`).expect(200)).text;
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const linksIn = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('the results page', () => {
  it('lists the results first in <main>, best first, each with its kind and a marked snippet', async () => {
    const html = await page(`?q=${encodeURIComponent('语音合成')}`);
    const main = mainOf(html);
    expect(linksIn(main)[0]).toBe('/product/TTS.html');
    expect(main).toMatch(/<a [^>]*href="\/product\/TTS.html"[^>]*>语音合成<\/a>/);
    expect(main).toContain('<mark>语音合成</mark>');
    expect(main).toContain('>产品<');
    expect(main).toMatch(/找到 \d+ 条相关结果/);
  });

  it('labels studios, solutions, documents and courses as such', async () => {
    expect(mainOf(await page(`?q=${encodeURIComponent('AI视频工作室')}`))).toContain('>工作室<');
    expect(mainOf(await page(`?q=${encodeURIComponent('AI+文旅')}`))).toContain('>方案<');
    const doc = mainOf(await page(`?q=${encodeURIComponent('接口调用')}`));
    expect(doc).toContain('>文档<');
    expect(linksIn(doc).some((href) => href?.startsWith('/docCenter.html?doc='))).toBe(true);
    expect(mainOf(await page(`?q=${encodeURIComponent('提示词工程')}`))).toContain('>课程<');
  });

  it('shows the query in the title and the box, and keeps the page out of search engines', async () => {
    const html = await page(`?q=${encodeURIComponent('数字人')}`);
    expect(html).toContain('<title>“数字人”的搜索结果 - 智媒开放平台</title>');
    expect(mainOf(html)).toMatch(/<input[^>]*name="q"[^>]*value="数字人"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('escapes markup in the query wherever it shows it', async () => {
    const html = await page(`?q=${encodeURIComponent('"><script>alert(1)</script><img src=x onerror=alert(2)>')}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('offers the product groups and the chat when nothing is found', async () => {
    const main = mainOf(await page('?q=zzqqxxyy'));
    expect(main).toContain('没有找到与“<strong>zzqqxxyy</strong>”相关的内容');
    expect(main).toContain('按产品分组浏览');
    expect(linksIn(main)).toContain('/product/topSearch.html');
    expect(main).toContain('联系咨询');
    expect(linksIn(main)).toContain('/cooperation.html#contact');
  });

  it('shows the empty state for an empty query', async () => {
    for (const query of ['', '?q=', '?q=%20']) {
      const html = await page(query);
      expect(html).toContain('<title>站内搜索 - 智媒开放平台</title>');
      expect(mainOf(html)).toContain('按产品分组浏览');
    }
  });

  it('gives a normal page for invalid percent-encoding and regular-expression characters', async () => {
    for (const query of ['?q=%E0%A4%A', '?q=%FF', '?q=%', `?q=${encodeURIComponent('.*+?^${}()|[]\\')}`]) {
      const html = await page(query);
      expect(html).toContain('的搜索结果 - 智媒开放平台</title>');
    }
  });

  it('cuts a long query to 100 characters', async () => {
    const html = await page(`?q=${'测'.repeat(150)}`);
    expect(html).toContain(`<title>“${'测'.repeat(100)}”的搜索结果`);
  });
});

describe('the results page and the page cache', () => {
  it('never shares a page between two queries, and invented queries never fill the cache', async () => {
    const cache = new PageCache(60_000, 16 * 1024 * 1024);
    const app = testApp({}, { upstreams: site.upstreams, search: site.search, pageCache: cache });
    const a = await request(app).get('/search.html?q=TTS').expect(200);
    const b = await request(app).get('/search.html?q=ASR').expect(200);
    const again = await request(app).get('/search.html?q=TTS').expect(200);
    expect(a.text).toContain('“TTS”的搜索结果');
    expect(b.text).toContain('“ASR”的搜索结果');
    expect(again.text).toContain('“TTS”的搜索结果');
    for (const res of [a, b, again]) expect(res.headers['x-page-cache']).toBe('bypass');
    for (let i = 0; i < 20; i++) await request(app).get(`/search.html?q=random${i}&x=${i}`).expect(200);
    expect(cache.stats().entries).toBe(0);
  });
});

describe('the search page in the site', () => {
  it('is a page of the route table, left out of sitemap.xml', async () => {
    expect(pageRoutes.find((r) => r.path === '/search.html')).toMatchObject({ kind: 'search', noindex: true });
    const sitemap = (await request(site.app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).not.toContain('/search.html');
    expect(sitemap).toContain('/product/TTS.html');
  });

  it('is what every page header searches: a GET form to it with a labelled search box', async () => {
    for (const path of ['/', '/about.html', '/product/TTS.html', '/search.html?q=TTS', '/no-such-page']) {
      const res = await request(site.app).get(path);
      const header = res.text.slice(res.text.indexOf('<header'), res.text.indexOf('</header>'));
      expect(/<form[^>]*role="search"[^>]*>/.exec(header)?.[0], path).toContain('action="/search.html"');
      const input = /<input[^>]*aria-label="搜索全站"[^>]*>/.exec(header)?.[0];
      expect(input, path).toContain('type="search"');
      expect(input, path).toContain('name="q"');
    }
  });
});
