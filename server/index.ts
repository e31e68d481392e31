/**
 * Entry point: read the configuration, start the embedded mock upstream when no
 * UPSTREAM_URL is set, listen (the site on PORT, Prometheus on METRICS_PORT), and shut
 * down gracefully on SIGTERM/SIGINT.
 */
import http from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp, siteListener, outboxOptions, siteSearchFor, upstreamsFor } from './app';
import { LeadOutbox } from './leads/outbox';
import { complaintOutboxOptions } from './compliance/complaintDesk';
import { OutboxLockedError } from './leads/leadStore';
import { ConfigError, demoNotice, loadConfig, withEmbeddedUpstream, withListeningPort, type Config } from './config';
import { archiveAssets, STAMP_EVERY_MS } from './site/assetArchive';
import type { Lifecycle } from './ops/health';
import { createLogger, type Logger } from './ops/logger';
import { Metrics } from './ops/metrics';
import { metricsApp, METRICS_PATH } from './ops/metricsListener';
import { PageCache } from './render/pageCache';
import { answerClientErrors } from './security/clientErrors';
import { redisCounters } from './security/redisCounters';

/** After the grace, streams got their final event; this long more for it to reach them. */
const FINAL_EVENT_MS = 1_000;

/** A bad variable stops the process with the message that names it, not a stack. */
function readOrExit<T>(read: () => T, isBadVariable: (error: unknown) => boolean): T {
  try {
    return read();
  } catch (error) {
    if (isBadVariable(error)) {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
}

/** Resolves with the port listened on; a port taken or refused stops the process naming its variable. */
function listen(server: http.Server, port: number, host: string, variable: string): Promise<number> {
  return new Promise((resolve) => {
    server.once('error', (error) => {
      console.error(`Cannot listen on ${host}:${port} (HOST and ${variable}): ${error.message}`);
      process.exit(1);
    });
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/** A port free right now on `host`. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the mock upstream in this process on a loopback port; returns its URL. */
async function startEmbeddedMock(config: Config, logger: Logger): Promise<{ url: string; close: () => void }> {
  const { createMockUpstream } = await import('../mock-upstream/app');
  const { MockEnvError, readMockKnobs } = await import('../mock-upstream/env');
  // Its MOCK_* knobs as the standalone mock reads them; the key and the site origin are the server's.
  const knobs = readOrExit(
    () => readMockKnobs(),
    (error) => error instanceof MockEnvError,
  );
  const mock = createMockUpstream({ ...knobs, signingKey: config.aiSigningKey, siteOrigin: config.site.siteUrl });
  const server = mock.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  logger.info({ url }, 'embedded mock upstream started');
  return {
    url,
    close: () => {
      mock.close();
      server.close();
    },
  };
}

/**
 * Copies this build's client files into ASSETS_ARCHIVE_DIR and stamps them every hour while
 * running (server/site/assetArchive.ts). A failure is logged, naming the variable, and the
 * server still starts: only pages of other releases miss their scripts, which is no reason
 * to refuse this release's visitors.
 */
async function keepAssetsArchived(config: Config, logger: Logger): Promise<() => void> {
  const { dir, keepMs } = config.assetArchive;
  if (!dir) return () => {};
  const ownDir = path.join(config.distDir, 'client', 'assets');
  const archive = async () => {
    try {
      logger.info({ dir, ...(await archiveAssets(ownDir, dir, { keepMs })) }, 'asset archive updated');
    } catch (error) {
      logger.error({ dir, err: error }, 'ASSETS_ARCHIVE_DIR cannot be written: pages of other releases will miss their scripts');
    }
  };
  await archive();
  const timer = setInterval(() => void archive(), STAMP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function start(): Promise<void> {
  let config = readOrExit(
    () => loadConfig(),
    (error) => error instanceof ConfigError,
  );
  const logger = createLogger(config.logLevel);
  const demo = demoNotice(config);
  if (demo) logger.warn(demo);
  // Without SITE_URL the origin follows the port, and the embedded mock and the app take
  // the origin when they are built; so with PORT=0 the port is chosen first. Should another
  // process take it before the listen below, that listen says so and exits (PORT=0 is for
  // tests and development: production names its SITE_URL).
  if (config.port === 0 && !config.siteUrlConfigured) config = withListeningPort(config, await freePort(config.host));

  const mock = config.upstreamUrl ? null : await startEmbeddedMock(config, logger);
  if (mock) config = withEmbeddedUpstream(config, mock.url);

  const endStreams = new AbortController();
  const lifecycle: Lifecycle = { stopping: false, streamsEnd: endStreams.signal };
  const counters = config.redisUrl ? redisCounters(config.redisUrl, logger) : null;
  const pageCache = new PageCache(config.pageCache.ttlMs, config.pageCache.maxBytes);
  const metrics = new Metrics(pageCache);
  if (counters) metrics.watchRateLimitStore(() => counters.connected());
  const upstreams = upstreamsFor(config);
  // Before listening: a second process on the same DATA_DIR stops here, naming it.
  const outbox = readOrExit(
    () => LeadOutbox.open(config.dataDir, outboxOptions(config, upstreams, logger, metrics)),
    (error) => error instanceof OutboxLockedError,
  );
  const complaintOutbox = readOrExit(
    () => LeadOutbox.open(config.dataDir, complaintOutboxOptions(config, upstreams, logger, metrics)),
    (error) => error instanceof OutboxLockedError,
  );
  const search = siteSearchFor(upstreams, logger);
  const app = createApp(config, {
    logger,
    upstreams,
    outbox,
    complaintOutbox,
    search,
    lifecycle,
    pageCache,
    metrics,
    rateLimitStores: counters?.stores,
    rateLimitStore: counters ? () => (counters.connected() ? 'redis' : 'redis unreachable') : undefined,
  });
  const listener = siteListener(app);
  const server = http.createServer((req, res) => {
    // While draining, a kept-alive client (a load balancer's pool) is told to reconnect, so
    // its next request opens a connection the balancer gives to a replica that stays.
    if (lifecycle.stopping) res.setHeader('Connection', 'close');
    listener(req, res);
  });
  answerClientErrors(server);
  // Before listening: a page this replica renders may have its scripts asked of another one.
  const stopArchiving = await keepAssetsArchived(config, logger);
  const metricsPort = await listen(http.createServer(metricsApp(metrics)), config.metricsPort, config.host, 'METRICS_PORT');
  // Only now, with the app attached: a connection accepted before would wait for nothing.
  config = withListeningPort(config, await listen(server, config.port, config.host, 'PORT'));
  // After listen: the first visitors are served while the index is built, in slices, beside them.
  search.start();

  const exit = async () => {
    stopArchiving();
    outbox.close();
    complaintOutbox.close();
    mock?.close();
    await counters?.close();
    process.exit(0);
  };
  // Stop accepting, let what is in flight finish; streams get the grace, then a final event.
  const stopAccepting = () => {
    server.close(() => void exit());
    server.closeIdleConnections();
    logger.info({ graceMs: config.shutdownGraceMs }, 'stopped accepting connections');
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    idle.unref();
    setTimeout(() => endStreams.abort(), config.shutdownGraceMs).unref();
    setTimeout(() => {
      server.closeAllConnections();
      void exit();
    }, config.shutdownGraceMs + FINAL_EVENT_MS).unref();
  };
  // First /readyz turns 503 while everything is still served: closing at once would refuse
  // the visitors a load balancer keeps sending until its probe notices.
  let draining: NodeJS.Timeout | undefined;
  const shutdown = (signal: string, drainMs: number) => {
    if (lifecycle.stopping) {
      // A second signal (Ctrl-C again) cuts the drain short.
      if (draining) stopAccepting();
      clearTimeout(draining);
      draining = undefined;
      return;
    }
    lifecycle.stopping = true;
    logger.info({ signal, drainMs }, 'shutting down: not ready, draining');
    draining = setTimeout(() => {
      draining = undefined;
      stopAccepting();
    }, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM', config.shutdownDrainMs));
  // Someone at a terminal: no load balancer to wait for.
  process.on('SIGINT', () => shutdown('SIGINT', 0));

  // What a crash or a stop left in the outbox goes out now.
  outbox.kick();
  complaintOutbox.kick();
  // Announced last: whoever starts the server on this line may signal it at once.
  logger.info({ port: config.port, metricsPort }, 'listening');
  // The metrics line first: whoever waits for the site's line finds both printed.
  console.log(`Prometheus metrics on http://${config.host}:${metricsPort}${METRICS_PATH}`);
  console.log(`智媒开放平台 listening on http://localhost:${config.port}`);
}

await start();
