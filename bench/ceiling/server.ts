/**
 * Figure 1's ceiling: the real application answering the real pages' bytes from memory.
 *
 * Why the comparison is fair: this is createApp() from server/app.ts with the server's
 * configuration, so a page request walks the very same middleware in the same order
 * (request id, log, metrics, health, helmet with its per-request nonce, cookie parser).
 * Only the last step differs: instead of pageHandler() rendering React, one extra route
 * placed just in front of the layer that hands pages to it answers the page's bytes,
 * captured once from the running server as an anonymous visitor and compressed once ahead
 * of time (brotli 11, gzip 9), with the same encoding preference as compression() (br,
 * then gzip). It is bundled like the server (bench/lib/bundle.ts) and pinned to the same
 * core. So ceiling / server = the share of a core the page route itself costs over a
 * memory copy, which an anonymous page cache that serves pre-compressed bytes should bring
 * close to 1.
 *
 * Env: the server's variables (UPSTREAM_URL...), CEILING_CAPTURE_FROM (the running
 * server's origin) and CEILING_PAGES (comma-separated paths).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { createApp } from '../../server/app';
import { loadConfig, withListeningPort } from '../../server/config';
import { createLogger } from '../../server/ops/logger';
import { capture, sendCaptured, type CapturedPage } from './capturedPages';

function answerFromMemory(pages: Map<string, CapturedPage>): RequestHandler {
  return (req, res, next) => {
    const page = pages.get(req.originalUrl);
    if (!page) return next();
    sendCaptured(req, res, page);
  };
}

/** The layer of server/app.ts that hands the route table's pages to pageHandler (server/render/pageHandler.tsx routeTablePages). */
const PAGE_LAYER_NAME = 'routeTablePage';

interface RouterLayer {
  name?: string;
}

function mountBeforePageRoute(app: ReturnType<typeof createApp>, handler: RequestHandler): void {
  app.get('/{*splat}', handler);
  const stack = (app as unknown as { router: { stack: RouterLayer[] } }).router.stack;
  const mine = stack.pop()!;
  const pageLayer = stack.findIndex((layer) => layer.name === PAGE_LAYER_NAME);
  if (pageLayer === -1) throw new Error('ceiling: the page layer of server/app.ts was not found; update bench/ceiling/server.ts');
  stack.splice(pageLayer, 0, mine);
}

async function start(): Promise<void> {
  const origin = process.env.CEILING_CAPTURE_FROM;
  const paths = (process.env.CEILING_PAGES ?? '').split(',').filter(Boolean);
  if (!origin || paths.length === 0) throw new Error('ceiling: CEILING_CAPTURE_FROM and CEILING_PAGES are required');
  const pages = new Map<string, CapturedPage>();
  for (const path of paths) pages.set(path, await capture(origin, path));

  const server = http.createServer();
  let config = loadConfig();
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  config = withListeningPort(config, (server.address() as AddressInfo).port);
  const app = createApp(config, { logger: createLogger(config.logLevel) });
  mountBeforePageRoute(app, answerFromMemory(pages));
  server.on('request', app);
  console.log(`ceiling listening on http://127.0.0.1:${config.port}`);
}

await start();
