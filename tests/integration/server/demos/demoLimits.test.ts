/**
 * The demos' limits on the clock: a client's minute and Shanghai's day, driven by a faked
 * Date (express-rate-limit's counters read Date.now), never by waiting.
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_API, DEMO_MESSAGES } from '../../../../shared/demos';
import { testApp } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let upstreams: Upstreams;
beforeAll(async () => {
  upstream = await fakeUpstream((_req, res) => json(res, 200, { code: 200, data: { findings: [] } }));
  upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url });
});
afterAll(async () => {
  await upstreams.close();
  await upstream.close();
});
afterEach(() => vi.useRealTimers());

const review = (app: ReturnType<typeof testApp>, text: string) => request(app).post(DEMO_API.review).send({ text });

describe('the demos’ limits over time', () => {
  it("gives the day's budget back at midnight in Beijing, not before", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 in Beijing: 15:59 UTC.
    vi.setSystemTime(new Date('2026-11-28T15:59:00Z'));
    const app = testApp({ DEMO_REVIEW_PER_DAY: '1' }, { upstreams });
    expect((await review(app, '一')).status).toBe(200);
    const spent = await review(app, '二');
    expect(spent.status).toBe(429);
    expect(spent.body.desc).toBe(DEMO_MESSAGES.dailyBudget);
    vi.setSystemTime(new Date('2026-11-28T16:00:30Z'));
    expect((await review(app, '三')).status).toBe(200);
  });

  it('gives a client its runs back after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T08:00:00Z'));
    const app = testApp({ DEMO_REVIEW_PER_IP_PER_MIN: '1' }, { upstreams });
    expect((await review(app, '一')).status).toBe(200);
    expect((await review(app, '二')).status).toBe(429);
    vi.setSystemTime(new Date('2026-11-28T08:01:01Z'));
    expect((await review(app, '三')).status).toBe(200);
  });
});
