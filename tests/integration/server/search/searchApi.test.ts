/** GET /api/search: the site's own index in the usual envelope, never the upstream's. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../../server/ops/logger';
import { SiteSearch } from '../../../../server/search/siteSearch';
import { listen, testApp } from '../../../helpers';
import { mockedSearch, type MockedSearch } from './searchFixtures';

let site: MockedSearch;
beforeAll(async () => {
  site = await mockedSearch();
  await site.search.reindex();
});
afterAll(() => site.close());

const search = (query: string) => request(site.app).get(`/api/search${query}`);

describe('GET /api/search', () => {
  it('answers the envelope with site-relative results, best first', async () => {
    const res = await search(`?q=${encodeURIComponent('语音合成')}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ code: 200, desc: '成功' });
    const { items, total } = res.body.data as { items: Array<Record<string, string>>; total: number };
    expect(items[0]).toMatchObject({ title: '语音合成', url: '/product/TTS.html', type: '产品' });
    expect(items[0]!.snippet).toContain('<mark>语音合成</mark>');
    expect(total).toBeGreaterThanOrEqual(items.length);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['snippet', 'title', 'type', 'url']);
      expect(item.url).toMatch(/^\/(?!\/)/);
    }
  });

  it('gives 10 results by default, as many as asked up to 50, and 50 when asked for more', async () => {
    const count = async (query: string) => ((await search(query).expect(200)).body.data.items as unknown[]).length;
    expect(await count('?q=AI')).toBe(10);
    expect(await count('?q=AI&limit=3')).toBe(3);
    const all = (await search('?q=AI&limit=50').expect(200)).body.data as { items: unknown[]; total: number };
    expect(all.items.length).toBe(Math.min(50, all.total));
    expect(await count('?q=AI&limit=500')).toBe(all.items.length);
  });

  it('sends the security headers of every answer, and its own compression', async () => {
    const res = await search('?q=TTS').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.body.data.items[0].url).toBe('/product/TTS.html');
  });

  it('answers an empty query with no results', async () => {
    for (const query of ['', '?q=', '?q=%20%20', '?limit=5']) {
      expect((await search(query).expect(200)).body).toEqual({ code: 200, desc: '成功', data: { items: [], total: 0 } });
    }
  });

  it('refuses a limit that is not a whole number from 1, in Chinese', async () => {
    for (const limit of ['0', '-1', 'abc', '1.5', '1e2', '%FF']) {
      const res = await search(`?q=AI&limit=${limit}`).expect(400);
      expect(res.body).toMatchObject({ code: 400, desc: '返回条数须为1到50之间的整数' });
    }
  });

  it('refuses a query that is not valid percent-encoding, in Chinese', async () => {
    for (const q of ['%', '%E0%A4%A', '%FF', '%zz']) {
      const res = await search(`?q=${q}`).expect(400);
      expect(res.body).toMatchObject({ code: 400, desc: '搜索词的编码不正确' });
    }
  });

  it('treats regular-expression characters as text', async () => {
    for (const q of ['.*', '+?^${}()|[]\\', '(TTS', 'a|b']) {
      const res = await search(`?q=${encodeURIComponent(q)}`).expect(200);
      expect(res.body.code).toBe(200);
    }
    expect((await search(`?q=${encodeURIComponent('(TTS)')}`)).body.data.items[0].url).toBe('/product/TTS.html');
  });

  it('cuts a query to 100 characters', async () => {
    const long = `语音合成${'哈'.repeat(200)}`;
    const cut = await search(`?q=${encodeURIComponent(long)}`).expect(200);
    const exact = await search(`?q=${encodeURIComponent(Array.from(long).slice(0, 100).join(''))}`).expect(200);
    expect(cut.body).toEqual(exact.body);
  });

  it('never echoes markup from the query: snippets hold only escaped text and marks', async () => {
    const res = await search(`?q=${encodeURIComponent('<script>alert(1)</script>语音')}`).expect(200);
    for (const item of res.body.data.items as Array<{ snippet: string }>) {
      expect(item.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('is answered by this server: with the upstream down it still finds the pages', async () => {
    const res = await request(testApp()).get('/api/search?q=TTS').expect(200);
    expect(res.body.data.items[0]).toMatchObject({ title: '语音合成', url: '/product/TTS.html' });
  });

  it('answers another method with 405 in the envelope', async () => {
    const res = await request(site.app).post('/api/search?q=TTS').send({}).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toMatchObject({ code: 405, desc: '不支持该请求方式' });
  });

  it('searches once for a query many visitors ask at the same moment, and answers them all', async () => {
    const pages = new SiteSearch({ source: () => Promise.reject(new Error('no upstream')), logger: createLogger('silent') });
    await pages.reindex();
    const search = pages.search.bind(pages);
    // A search that takes a while, as one waiting in a long queue does: the others arrive
    // meanwhile. 80 local requests arrive within 150 ms on a busy machine; 1.5 s is ten times that.
    const searched = vi.spyOn(pages, 'search').mockImplementation(async (query, limit) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return search(query, limit);
    });
    const server = await listen(testApp({}, { search: pages }));
    try {
      const answers = await Promise.all(Array.from({ length: 80 }, () => fetch(`${server.url}/api/search?q=${encodeURIComponent('数字人')}`)));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(searched).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  }, 30_000);
});
