import pino from 'pino';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createUpstreams } from '../../../../server/upstream/pools';
import { listen, readUntil, streamGet, testApp } from '../../../helpers';
import { fakeUpstream } from '../fakeUpstream';

vi.mock('../../../../client/pages/AboutPage', async (importOriginal) => ({
  ...(await importOriginal<object>()),
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

describe('a visitor who leaves while the page waits for its data', () => {
  it('is not logged as a render error, and the render is let go', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const upstream = await fakeUpstream(() => {}); // never answers
    const app = testApp({}, { logger, upstreams: createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url }) });
    const server = await listen(app);
    try {
      const { chunks, response } = await streamGet(`${server.url}/docCenter.html`);
      await readUntil(chunks, (text) => text.includes('</head>'));
      response.destroy();
      await vi.waitFor(() => expect(lines.some((l) => l.msg === 'render aborted: the visitor left')).toBe(true));
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    } finally {
      await server.close();
      await upstream.close();
    }
  });
});
