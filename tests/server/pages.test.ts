import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../helpers';

vi.mock('../../client/pages/AboutPage', () => ({
  default: () => {
    throw new Error('about page exploded');
  },
}));

const app = testApp();

describe('a page whose render throws', () => {
  it('gets a 500 error page, and the next request is served normally', async () => {
    const broken = await request(app).get('/about.html').expect(500);
    expect(broken.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(broken.text).toContain('服务暂时不可用');
    expect(broken.text).not.toContain('about page exploded');

    const next = await request(app).get('/gov.html').expect(200);
    expect(next.text).toContain('<h1');
  });
});

describe('crawlers', () => {
  it('get the complete page with status 200', async () => {
    const res = await request(app)
      .get('/product/TTS.html')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
      .expect(200);
    expect(res.text).toContain('</html>');
  });
});
