/**
 * RATE_LIMIT_RENDERS_PER_MIN: a client whose every request is a render (a page number
 * counted upwards, a 404, a forged cookie) gets the Chinese 429 page past the limit, while
 * pages from the cache and other clients are served as before.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../../../shared/api';
import { PageCache } from '../../../../server/render/pageCache';
import { createUpstreams } from '../../../../server/upstream/pools';
import { testApp } from '../../../helpers';
import { CACHE_TEST_TIMEOUT_MS, GOOGLEBOT, untilCached } from '../fixtures';
import { fakeUpstream, json } from '../fakeUpstream';

vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS });

const LIMIT = 5;
const HOST = { Host: 'www.example.com' };
// A crawler's page waits for its data, so a page past the end is a 404 whatever the machine's speed.
const ATTACKER = { ...HOST, 'X-Forwarded-For': '198.51.100.7', 'User-Agent': GOOGLEBOT };

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
beforeAll(async () => {
  // Four pages of documents: every page past the fourth is a 404, rendered each time.
  upstream = await fakeUpstream((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const data = path === API.docList.path ? { categories: [], list: [], total: 40, pageNum: 1, pageSize: 10 } : null;
    json(res, 200, { code: 200, desc: '成功', data });
  });
});
afterAll(() => upstream.close());

function limitedApp() {
  const url = upstream.url;
  return testApp(
    { RATE_LIMIT_RENDERS_PER_MIN: String(LIMIT), TRUST_PROXY: '1' },
    { upstreams: createUpstreams({ api: url, ai: url, log: url }), pageCache: new PageCache(60_000, 16 * 1024 * 1024) },
  );
}

describe('the per-client limit on rendered pages', () => {
  it('answers the Chinese 429 page past the limit, while the cache and other clients are served as before', async () => {
    const app = limitedApp();
    await untilCached(app, '/', { ...HOST, 'X-Forwarded-For': '203.0.113.1' });
    const statuses: number[] = [];
    let refusal: request.Response | undefined;
    for (let page = 5; page < 5 + 3 * LIMIT; page++) {
      const res = await request(app).get(`/docCenter.html?page=${page}`).set(ATTACKER);
      statuses.push(res.status);
      if (res.status === 429) refusal ??= res;
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
    expect(refusal!.text).toContain('请求过于频繁');
    expect(refusal!.headers['cache-control']).toBe('no-store');

    const cached = await request(app).get('/').set(ATTACKER).expect(200);
    expect(cached.headers['x-page-cache']).toBe('hit');
    // A crawler too, so the page past the end is a 404 on a loaded machine (a browser's render
    // streams, with a 200, when its data misses the shell's hold).
    await request(app)
      .get('/docCenter.html?page=99')
      .set({ ...HOST, 'X-Forwarded-For': '192.0.2.44', 'User-Agent': GOOGLEBOT })
      .expect(404);
  });

  it('never refuses a posted form its page: its visitor gets back what they typed', async () => {
    const app = limitedApp();
    for (let page = 5; page < 5 + LIMIT; page++) await request(app).get(`/docCenter.html?page=${page}`).set(ATTACKER).expect(404);
    const posted = await request(app)
      .post('/cooperation.html')
      .set({ ...ATTACKER, Origin: 'https://www.example.com', 'Content-Type': 'application/x-www-form-urlencoded' })
      .send('name=%E5%BC%A0%E4%B8%89&mobile=123');
    expect(posted.status).not.toBe(429);
    expect(posted.text).toContain('张三');
  });
});
