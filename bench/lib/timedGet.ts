/**
 * One page request timed the way a browser sees it: a new connection, a browser's
 * Accept-Encoding and User-Agent, the body decompressed as it arrives. Reports when the
 * first byte came, when the head tags could be read, and when the document was complete.
 */
import http from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { Transform } from 'node:stream';

export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

/** The three head tags the server streams first (title, description, keywords). */
const HEAD_TAGS = [/<title>[^<]+<\/title>/, /<meta name="description" content="[^"]+"/, /<meta name="keywords" content="[^"]+"/];

export interface TimedGet {
  status: number;
  /** ms from sending the request to the first body byte. */
  firstByteMs: number;
  /** ms until title, description and keywords were all decoded. */
  headMs: number;
  /** The head tags were all in what the first network chunk decoded to. */
  headInFirstChunk: boolean;
  completeMs: number;
  html: string;
}

function decoderFor(encoding: string | undefined): Transform | null {
  if (encoding === 'br') return createBrotliDecompress();
  if (encoding === 'gzip') return createGunzip();
  return null;
}

export function timedGet(url: string): Promise<TimedGet> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const since = () => performance.now() - started;
    const request = http.get(url, { agent: false, headers: { 'accept-encoding': 'gzip, br', 'user-agent': BROWSER_UA } }, (res) => {
      let firstByteMs = Number.NaN;
      let headMs = Number.NaN;
      let rawChunks = 0;
      let headInFirstChunk = false;
      let html = '';
      res.on('data', () => {
        if (rawChunks++ === 0) firstByteMs = since();
      });
      const decoder = decoderFor(res.headers['content-encoding']);
      const text = decoder ? res.pipe(decoder) : res;
      text.setEncoding('utf8');
      text.on('data', (piece: string) => {
        html += piece;
        if (Number.isNaN(headMs) && HEAD_TAGS.every((tag) => tag.test(html))) {
          headMs = since();
          headInFirstChunk = rawChunks === 1;
        }
      });
      text.on('end', () => resolve({ status: res.statusCode ?? 0, firstByteMs, headMs, headInFirstChunk, completeMs: since(), html }));
      text.on('error', reject);
    });
    request.on('error', reject);
  });
}
