/**
 * How site search says no: past the per-client limit (RATE_LIMIT_SEARCH_PER_MIN, one count
 * for /api/search and /search.html) and while its queue is full (server/search/searchGate.ts),
 * 429 with the Chinese envelope for the API and the Chinese 429 page for the results page.
 */
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { createLogger } from '../../../../server/ops/logger';
import { SearchBusy } from '../../../../server/search/searchGate';
import { SiteSearch } from '../../../../server/search/siteSearch';
import { testApp } from '../../../helpers';

/** Pages only: an upstream that never answers. */
const pagesOnly = () => new SiteSearch({ source: () => Promise.reject(new Error('no upstream')), logger: createLogger('silent') });

/** Site search with every search refused, as when SEARCHES_WAITING_MAX wait. */
function fullQueue(): SiteSearch {
  const search = pagesOnly();
  vi.spyOn(search, 'busy', 'get').mockReturnValue(true);
  vi.spyOn(search, 'search').mockRejectedValue(new SearchBusy('site search is busy'));
  return search;
}

describe('the per-client limit of site search', () => {
  it('answers the search past RATE_LIMIT_SEARCH_PER_MIN within a minute 429 with the Chinese envelope', async () => {
    const app = testApp({ RATE_LIMIT_SEARCH_PER_MIN: '3' }, { search: pagesOnly() });
    for (let i = 0; i < 3; i++) await request(app).get(`/api/search?q=TTS${i}`).expect(200);
    const refused = await request(app).get('/api/search?q=TTS').expect(429);
    expect(refused.body).toMatchObject({ code: 429, desc: MESSAGES.tooManySearches });
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('answers the API in another letter case (/API/search, which Express routes to it) with the envelope too, not the page', async () => {
    const app = testApp({ RATE_LIMIT_SEARCH_PER_MIN: '1' }, { search: pagesOnly() });
    await request(app).get('/API/Search?q=TTS').expect(200);
    const refused = await request(app).get('/API/Search?q=TTS').expect(429);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.body).toMatchObject({ code: 429, desc: MESSAGES.tooManySearches });
  });

  it('counts the results page in the same limit, and refuses it with the Chinese 429 page', async () => {
    const app = testApp({ RATE_LIMIT_SEARCH_PER_MIN: '2' }, { search: pagesOnly() });
    await request(app).get('/api/search?q=TTS').expect(200);
    await request(app).get('/search.html?q=TTS').expect(200);
    const refused = await request(app).get('/search.html?q=ASR').expect(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain('<title>请求过于频繁 - 智媒开放平台</title>');
    expect(refused.text).toContain('请稍候片刻再刷新重试');
    await request(app).get('/api/search?q=ASR').expect(429);
  });

  it('counts each client on its own', async () => {
    const app = testApp({ RATE_LIMIT_SEARCH_PER_MIN: '1', TRUST_PROXY: '1' }, { search: pagesOnly() });
    await request(app).get('/api/search?q=TTS').set('X-Forwarded-For', '203.0.113.1').expect(200);
    await request(app).get('/api/search?q=TTS').set('X-Forwarded-For', '203.0.113.1').expect(429);
    await request(app).get('/api/search?q=TTS').set('X-Forwarded-For', '203.0.113.2').expect(200);
  });
});

describe('site search with its queue full', () => {
  it('answers /api/search 429 with the Chinese envelope, asking to come back in a second', async () => {
    const refused = await request(testApp({}, { search: fullQueue() }))
      .get('/api/search?q=TTS')
      .expect(429);
    expect(refused.body).toMatchObject({ code: 429, desc: MESSAGES.searchBusy });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers /search.html with the Chinese 429 page before rendering it', async () => {
    const refused = await request(testApp({}, { search: fullQueue() }))
      .get('/search.html?q=TTS')
      .expect(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain('请求过于频繁');
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('still answers the other pages', async () => {
    await request(testApp({}, { search: fullQueue() }))
      .get('/about.html')
      .expect(200);
  });
});
