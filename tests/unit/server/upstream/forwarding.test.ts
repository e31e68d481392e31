/**
 * What an upstream answer's body may cost: at most the caller's limit, refused at once when
 * its Content-Length says it is larger, or as soon as the bytes read pass the limit.
 */
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import { readBody } from '../../../../server/upstream/forwarding';

/** A body that yields `chunks` and then, unless `ends`, never finishes; it counts what was read of it. */
function answer(chunks: string[], headers: Record<string, string> = {}, ends = true) {
  let read = 0;
  const stream = new Readable({
    read() {
      const next = chunks.shift();
      if (next !== undefined) {
        read += next.length;
        this.push(next);
      } else if (ends) this.push(null);
    },
  });
  return { body: stream as unknown as Dispatcher.ResponseData['body'], headers, stream, bytesRead: () => read };
}

describe('reading an upstream body', () => {
  it('returns a body within the limit as text', async () => {
    expect(await readBody(answer(['{"code":', '200}'], { 'content-length': '12' }), 100)).toBe('{"code":200}');
  });

  it('refuses a body whose Content-Length is over the limit before reading a byte of it, even one that never ends', async () => {
    const big = answer(['x'.repeat(10)], { 'content-length': String(2 * 1024 * 1024 + 1) }, false);
    expect(await readBody(big, 2 * 1024 * 1024)).toBeNull();
    expect(big.bytesRead()).toBe(0);
    expect(big.stream.destroyed).toBe(true);
  });

  it('refuses a body without a length once what it sent passes the limit, and reads no further', async () => {
    const chunked = answer(['x'.repeat(60), 'x'.repeat(60), 'x'.repeat(60)], {}, false);
    expect(await readBody(chunked, 100)).toBeNull();
    expect(chunked.bytesRead()).toBeLessThan(180);
    expect(chunked.stream.destroyed).toBe(true);
  });
});
