/**
 * One rule finds a page: the route table's exact path. Another spelling of it is sent there
 * with a 301; a path that is no page gets the whole 404 page, never a page's body under a
 * 404 head.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../../shared/navigation';
import { testApp } from '../../../helpers';

const app = testApp();

describe('another spelling of a page path', () => {
  it.each([
    ['/About.html', '/about.html'],
    ['/GOV.HTML', '/gov.html'],
    ['/docCenter.html/', '/docCenter.html'],
    ['/doccenter.html//', '/docCenter.html'],
    ['/about%2Ehtml', '/about.html'],
    ['/product/tts.html', '/product/TTS.html'],
    ['/index.html', '/'],
    ['/INDEX.HTM', '/'],
  ])('%s is moved permanently to %s', async (spelled, path) => {
    const res = await request(app).get(spelled).expect(301);
    expect(res.headers.location).toBe(path);
  });

  it('keeps the query on the way', async () => {
    const res = await request(app).get('/docCenter.html/?doc=3').expect(301);
    expect(res.headers.location).toBe('/docCenter.html?doc=3');
    expect((await request(app).get('/index.html?from=bookmark').expect(301)).headers.location).toBe('/?from=bookmark');
  });

  it('is moved for HEAD too, and left alone by other methods', async () => {
    await request(app).head('/About.html').expect(301);
    await request(app).post('/About.html').expect(404);
    await request(app).head('/index.html').expect(301);
    await request(app).post('/index.html').send('x'.repeat(100_000)).expect(404);
  });

  it('is answered for every page of the table', async () => {
    for (const route of pageRoutes) {
      if (route.path === '/') continue;
      const res = await request(app).get(route.path.toUpperCase());
      expect(res.status, route.path).toBe(301);
      expect(res.headers.location).toBe(route.path);
    }
  });
});

describe('a path that is no page', () => {
  it('gets the whole 404 page: its head and its body, no page of the table', async () => {
    for (const path of ['/gov.html.bak', '/x/gov.html', '/gov']) {
      const res = await request(app).get(path).expect(404);
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text).toContain('页面未找到');
      // The 政务 page's own heading is nowhere in it.
      expect(res.text).not.toMatch(/<h1[^>]*>[^<]*政务/);
    }
  });
});
