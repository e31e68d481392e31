/**
 * How responses are compressed, and the one workaround that takes: the pages of the route
 * table compress themselves, so the compression middleware must skip them.
 *
 * Why: a page React completes before its first byte goes out (most pages) is best compressed
 * in one call and sent with its length (endCompressed). Through the middleware it would pay
 * the compressor stream's thread-pool round trips (write, flush, finish), about 1 ms a page,
 * and the middleware's wrapping of the response (its hooks on write, end, events and headers)
 * for nothing. So compressResponses leaves the pages alone, and only a page that turns out to
 * stream (its data still coming) puts the middleware on itself, right before its first byte
 * (pageOutput). Everything else (API answers, the 404 page, sitemap.xml) goes through the
 * middleware. This module alone knows it: the page handler sends through pageOutput and
 * endCompressed, server/app.ts mounts compressResponses.
 */
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { boundedMemo } from '../boundedMemo';
import { pageRouteOf } from '../render/pageRoute';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Fast settings for what is compressed per response: brotli quality 0 with a 256 KB window.
 * Measured on the 84 KB home page: quality 0 takes about 0.1-0.2 ms and 21.7 KB, quality 1
 * 2.5 times that for 20.9 KB, the default (quality 4, 4 MB window, allocated natively for
 * every response) far more; gzip level 1 costs about what brotli quality 1 does. Cached
 * pages and bundles are compressed once, at the highest levels, elsewhere.
 */
export const DYNAMIC_COMPRESSION = {
  level: 1,
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 0, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
};

const middleware = compression(DYNAMIC_COMPRESSION);

/** The compression middleware for every response but the pages of the route table, which compress themselves. */
export function compressResponses(): RequestHandler {
  return (req, res, next) => (pageRouteOf(req) ? next() : middleware(req, res, next));
}

/**
 * Where a rendered page goes out (renderDocument's pipe): whole, compressed here in one call,
 * or streamed, through the middleware it installs right before its first byte. The 404 page
 * of a path that is no page already has the middleware (compressResponses did not skip it).
 */
export function pageOutput(req: Request, res: Response): { whole: (body: Buffer) => void; streaming: () => void } {
  return {
    whole: (body) => endCompressed(req, res, body),
    streaming: () => {
      if (pageRouteOf(req)) middleware(req, res, () => {});
    },
  };
}

/** The best encoding an Accept-Encoding header accepts, brotli first, whatever the order it lists them in. */
export function encodingFor(acceptEncoding: string): Encoding {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const accepts = (encoding: Encoding) => negotiator.encodings([encoding]).length > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : 'identity';
}

/** Browsers send a few distinct headers; parsing one costs more than the lookup. */
export const rememberedEncodingFor = boundedMemo(encodingFor, 64);

/** Whether the client takes gzip (a logged-in page from its template is sent as gzip: ../render/personalTemplate.ts). */
export const acceptsGzip = boundedMemo(
  (acceptEncoding: string) => new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['gzip']).length > 0,
  64,
);

/** The best encoding the visitor accepts, brotli first. */
export function preferredEncoding(req: Request): Encoding {
  return rememberedEncodingFor(req.headers['accept-encoding'] ?? '');
}

/** Ends `res` with `body`, compressed in one call in the best encoding the visitor accepts. */
export function endCompressed(req: Request, res: Response, body: Buffer): void {
  const encoding = preferredEncoding(req);
  const sent =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { ...DYNAMIC_COMPRESSION.brotli.params, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : encoding === 'gzip'
        ? gzipSync(body, { level: DYNAMIC_COMPRESSION.level })
        : body;
  // Set before the first byte, the header tells the compression middleware to stay out.
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.vary('Accept-Encoding');
  res.setHeader('Content-Length', String(sent.length));
  res.end(sent);
}
