/**
 * Figure 1's second anchor: Node's own http server sending the pages' bytes from memory, no
 * framework, no middleware: what answering a cached page can cost at the least in Node. The
 * server's cached pages are measured against it (issue 39: at least 0.40 of it).
 *
 * Env: CEILING_CAPTURE_FROM (the running server's origin), CEILING_PAGES (comma-separated
 * paths), PORT and HOST.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { capture, sendCaptured, type CapturedPage } from './capturedPages';

const origin = process.env.CEILING_CAPTURE_FROM;
const paths = (process.env.CEILING_PAGES ?? '').split(',').filter(Boolean);
if (!origin || paths.length === 0) throw new Error('node static: CEILING_CAPTURE_FROM and CEILING_PAGES are required');
const pages = new Map<string, CapturedPage>();
for (const path of paths) pages.set(path, await capture(origin, path));

const server = http.createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  if (!page) {
    res.statusCode = 404;
    return void res.end();
  }
  sendCaptured(req, res, page);
});
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`node static listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
