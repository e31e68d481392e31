/**
 * Two server processes behind one (pretend) load balancer share their rate limits through
 * Redis: a visitor who spreads requests over both replicas still gets five intents a minute.
 */
import net, { type AddressInfo } from 'node:net';
import type { Options } from 'express-rate-limit';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { MESSAGES } from '../../../../shared/messages';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_STORE_RETRY_MS, redisCounters } from '../../../../server/security/redisCounters';
import { startRedis, skipRedis } from '../../../redis';
import { freePort, startServer, type RunningServer } from '../../../serverProcess';
import { TEST_SIGNING_KEY, VALID_INTENT } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';

const INTENT = VALID_INTENT;
/** Ten times what a replica takes to reach Redis here. */
const READY_WAIT_MS = 10_000;
/** A hook or test that starts replicas and waits for them, with room for both waits. */
const SLOW_MS = 60_000;

describe.skipIf(skipRedis)('rate limits across replicas', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  let replicas: RunningServer[] = [];

  beforeAll(async () => {
    [redis, upstream] = await Promise.all([startRedis(), fakeUpstream((_req, res) => json(res, 200, { code: 200, desc: '成功', data: null }))]);
    const env = {
      UPSTREAM_URL: upstream.url,
      AI_SIGNING_KEY: TEST_SIGNING_KEY,
      REDIS_URL: redis.url,
      RATE_LIMIT_INTENTS_PER_MIN: '5',
    };
    replicas = await Promise.all([startServer(env), startServer(env)]);
    await Promise.all(replicas.map(countingInRedis));
  }, SLOW_MS);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    await Promise.all([redis?.stop(), upstream?.close()]);
  });

  /**
   * /readyz says so once the replica's limiters have reached Redis: asked every 50 ms for up to
   * READY_WAIT_MS. It takes under a second here, and CI once saw 5 s not be enough for two
   * replicas starting at once on a loaded machine.
   */
  async function countingInRedis(replica: RunningServer) {
    for (let attempt = 0; attempt < READY_WAIT_MS / 50; attempt += 1) {
      const ready = (await (await fetch(`${replica.url}/readyz`)).json()) as { rateLimitStore?: string };
      if (ready.rateLimitStore === 'redis') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the replica never reached Redis');
  }

  const submit = (replica: RunningServer) =>
    fetch(`${replica.url}/api${API.intentionSubmit.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(INTENT),
    });

  it('counts one limit for a visitor whose requests alternate between two replicas', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await submit(replicas[i % 2]!)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    for (const replica of replicas) {
      const refused = await submit(replica);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 429, desc: MESSAGES.tooManyIntentions });
    }
    expect(upstream.requests.filter((r) => r.url.startsWith(API.intentionSubmit.path))).toHaveLength(5);
  });

  it(
    'lets visitors through while Redis is down, and limits them once it is reachable',
    async () => {
      const port = await freePort();
      const late = await startServer({
        UPSTREAM_URL: upstream.url,
        AI_SIGNING_KEY: TEST_SIGNING_KEY,
        REDIS_URL: `redis://127.0.0.1:${port}`,
        RATE_LIMIT_INTENTS_PER_MIN: '1',
        LOG_LEVEL: 'silent',
      });
      let lateRedis: Awaited<ReturnType<typeof startRedis>> | undefined;
      try {
        // /readyz names the store once its probe of the upstream has answered in time, which a
        // loaded machine can miss (then it says 'upstream unreachable' and names none): asked again.
        const storeState = async () => ((await (await fetch(`${late.url}/readyz`)).json()) as { rateLimitStore?: string }).rateLimitStore;
        await expect.poll(storeState, { timeout: 20_000 }).toBe('redis unreachable');
        expect((await submit(late)).status).toBe(200);
        expect((await submit(late)).status).toBe(200);
        lateRedis = await startRedis(port);
        // ioredis reconnects on its own; then the limit holds.
        await countingInRedis(late);
        expect((await submit(late)).status).toBe(200);
        expect((await submit(late)).status).toBe(429);
      } finally {
        await late.stop();
        await lateRedis?.stop();
      }
    },
    SLOW_MS,
  );

  it(
    'shows rate_limit_store_up 0 while Redis is away and answers without waiting on it, then 1 once it is back',
    async () => {
      const port = await freePort();
      let redisAgain = await startRedis(port);
      const replica = await startServer({
        UPSTREAM_URL: upstream.url,
        AI_SIGNING_KEY: TEST_SIGNING_KEY,
        REDIS_URL: `redis://127.0.0.1:${port}`,
        RATE_LIMIT_INTENTS_PER_MIN: '1000',
        LOG_LEVEL: 'silent',
      });
      const storeUp = async () => Number(/^rate_limit_store_up (\d)/m.exec(await (await fetch(replica.metricsUrl!)).text())?.[1]);
      try {
        await countingInRedis(replica);
        expect(await storeUp()).toBe(1);
        await redisAgain.stop();
        const slowest = { ms: 0 };
        for (let i = 0; i < 5; i += 1) {
          const started = performance.now();
          expect((await submit(replica)).status).toBe(200);
          slowest.ms = Math.max(slowest.ms, performance.now() - started);
        }
        // A check waits 100 ms at most, and not at all once the breaker is open: 1 s is ten times that
        // (the store waited a whole second per request before).
        expect(slowest.ms).toBeLessThan(1000);
        expect(await storeUp()).toBe(0);
        expect(((await (await fetch(`${replica.url}/readyz`)).json()) as { rateLimitStore: string }).rateLimitStore).toBe('redis unreachable');
        redisAgain = await startRedis(port);
        await countingInRedis(replica);
        expect(await storeUp()).toBe(1);
      } finally {
        await replica.stop();
        await redisAgain.stop();
      }
    },
    SLOW_MS,
  );
});

describe.skipIf(skipRedis)('a limiter whose scripts loaded too slowly the first time', () => {
  it(
    'loads them again while Redis stays connected, and counts in Redis from then on',
    async () => {
      const redis = await startRedis();
      // Between the server and Redis: the first SCRIPT LOAD is held ten times the command timeout,
      // as a loaded machine starting replicas might; everything else passes at once.
      let held = false;
      const proxy = net.createServer((client) => {
        const target = net.connect(Number(new URL(redis.url).port), '127.0.0.1');
        target.pipe(client);
        client.on('data', (chunk: Buffer) => {
          if (!held && chunk.includes('SCRIPT')) {
            held = true;
            setTimeout(() => target.write(chunk), REDIS_COMMAND_TIMEOUT_MS * 10);
          } else target.write(chunk);
        });
        client.on('error', () => target.destroy());
        target.on('error', () => client.destroy());
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const counters = redisCounters(`redis://127.0.0.1:${(proxy.address() as AddressInfo).port}`, pino({ level: 'silent' }));
      try {
        const store = counters.stores('slow:')!;
        store.init?.({ windowMs: 60_000 } as Options);
        await expect.poll(() => held, { timeout: READY_WAIT_MS }).toBe(true);
        await expect.poll(() => counters.connected(), { timeout: READY_WAIT_MS + REDIS_STORE_RETRY_MS * 10 }).toBe(true);
        expect((await store.increment('visitor')).totalHits).toBe(1);
        expect((await store.increment('visitor')).totalHits).toBe(2);
      } finally {
        await counters.close();
        proxy.close();
        await redis.stop();
      }
    },
    SLOW_MS,
  );
});
