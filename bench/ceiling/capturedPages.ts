/**
 * The pages' bytes as the running server answers an anonymous visitor, compressed once ahead
 * of time (brotli 11, gzip 9): what figure 1's two anchors send (./server.ts, ./nodeStatic.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CapturedPage {
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export async function capture(origin: string, path: string): Promise<CapturedPage> {
  const answer = await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } });
  if (answer.status !== 200) throw new Error(`ceiling: ${path} answered ${answer.status}`);
  const identity = Buffer.from(await answer.arrayBuffer());
  return {
    contentType: answer.headers.get('content-type') ?? 'text/html; charset=utf-8',
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  };
}

/** Sends the page's bytes in the encoding the request prefers, with res.end: res.send would hash the body for an ETag on every request. */
export function sendCaptured(req: IncomingMessage, res: ServerResponse, page: CapturedPage): void {
  const encoding = encodingOf(req.headers['accept-encoding']);
  const body = page[encoding];
  res.statusCode = 200;
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** The encoding compression() and the page cache prefer: brotli, then gzip. */
function encodingOf(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = acceptEncoding ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}
