/** CRC-32 of joined pieces from each piece's CRC (server/render/crc32Combine.ts), against zlib's CRC of the whole. */
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from '../../../../server/render/crc32Combine';

const combined = (a: Uint8Array, b: Uint8Array) => crc32Combine(crc32(a), crc32Shift(b.length), crc32(b));

describe('the CRC-32 of two pieces joined', () => {
  it('is zlib’s CRC of the whole, for any two pieces', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
        expect(combined(a, b)).toBe(crc32(Buffer.concat([a, b])));
      }),
      { numRuns: 500 },
    );
  });

  it('holds for an empty piece on either side, and for pieces of a page’s size', () => {
    const page = Buffer.from('<!DOCTYPE html>'.repeat(7_500));
    const name = Buffer.from('云帆科技有限公司');
    expect(combined(Buffer.alloc(0), page)).toBe(crc32(page));
    expect(combined(page, Buffer.alloc(0))).toBe(crc32(page));
    expect(combined(name, page)).toBe(crc32(Buffer.concat([name, page])));
    expect(combined(page, Buffer.alloc(65_537, 7))).toBe(crc32(Buffer.concat([page, Buffer.alloc(65_537, 7)])));
  });
});
