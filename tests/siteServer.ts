/**
 * The site as server/index.ts wires it (the app, its HTTP server with the Chinese answers to
 * refused requests, the Redis rate-limit store when REDIS_URL names one, the metrics on a
 * listener of their own), in the test's process on free loopback ports: for the integration
 * tests whose subject is the server, not the process (tests/serverProcess.ts runs that).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';
import { createLogger } from '../server/ops/logger';
import { Metrics } from '../server/ops/metrics';
import { metricsApp, METRICS_PATH } from '../server/ops/metricsListener';
import { PageCache } from '../server/render/pageCache';
import { answerClientErrors } from '../server/security/clientErrors';
import { redisCounters } from '../server/security/redisCounters';
import { listen, TEST_MANIFEST, testConfig } from './helpers';

export interface SiteUnderTest {
  url: string;
  /** The Prometheus listener, e.g. http://127.0.0.1:40123/metrics. */
  metricsUrl: string;
  stop(): Promise<void>;
}

/** Starts the site with testConfig(env) and resolves once both listeners listen. */
export async function startSite(env: Record<string, string> = {}): Promise<SiteUnderTest> {
  const config = testConfig(env);
  const logger = createLogger('silent');
  const counters = config.redisUrl ? redisCounters(config.redisUrl, logger) : null;
  const pageCache = new PageCache(config.pageCache.ttlMs, config.pageCache.maxBytes);
  const metrics = new Metrics(pageCache);
  if (counters) metrics.watchRateLimitStore(() => counters.connected());
  const app = createApp(config, {
    logger,
    manifest: TEST_MANIFEST,
    pageCache,
    metrics,
    rateLimitStores: counters?.stores,
    rateLimitStore: counters ? () => (counters.connected() ? 'redis' : 'redis unreachable') : undefined,
  });
  const server = http.createServer(app);
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const metricsListener = await listen(metricsApp(metrics));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    metricsUrl: `${metricsListener.url}${METRICS_PATH}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await metricsListener.close();
      await counters?.close();
    },
  };
}
