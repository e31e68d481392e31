/**
 * Site search's global cap (server/search/searchGate.ts): one search per turn of the event
 * loop from one bounded queue, so that nothing else waits behind more than one search. The
 * built server under the costliest queries: tests/integration/server/search/searchGate.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../../server/ops/logger';
import { SearchBusy, SearchGate, SEARCHES_WAITING_MAX } from '../../../../server/search/searchGate';
import { SiteSearch } from '../../../../server/search/siteSearch';

/** Indexing every page: 10× the 5 s it took at load 16 on two cores. */
const INDEX_TIMEOUT_MS = 50_000;

describe('the site search queue', () => {
  // Pages only (an upstream that never answers), indexed once: each test waits for its
  // searches to end, so the next finds the queue empty.
  const search = new SiteSearch({ source: () => Promise.reject(new Error('no upstream')), logger: createLogger('silent') });
  beforeAll(() => search.reindex(), INDEX_TIMEOUT_MS);

  it('runs one search per turn of the event loop: what else waits is served after one search, not after all', async () => {
    const order: string[] = [];
    const searches = Array.from({ length: 5 }, (_, i) => search.search('语音合成', 10).then(() => order.push(`search ${i}`)));
    // Queued after the five: the next turn of the loop, as a request read meanwhile would be.
    const other = new Promise<void>((resolve) => setImmediate(() => resolve(void order.push('other'))));
    await Promise.all([...searches, other]);
    expect(order.indexOf('other')).toBe(1);
    expect(order.filter((o) => o !== 'other')).toEqual([0, 1, 2, 3, 4].map((i) => `search ${i}`));
  });

  it(`refuses a search with SearchBusy while ${SEARCHES_WAITING_MAX} wait, and takes the next once one ran`, async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: SEARCHES_WAITING_MAX + 8 }, () => search.search('TTS', 10)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(SEARCHES_WAITING_MAX);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(8);
    expect(refused.every((o) => o.reason instanceof SearchBusy)).toBe(true);
    expect(search.busy).toBe(false);
    expect((await search.search('TTS', 10)).items.length).toBeGreaterThan(0);
  });

  it('passes a failed search on to its caller and goes on with the next', async () => {
    const gate = new SearchGate();
    const failed = gate.run(() => {
      throw new Error('index broken');
    });
    const next = gate.run(() => 'answered');
    await expect(failed).rejects.toThrow('index broken');
    await expect(next).resolves.toBe('answered');
  });
});
