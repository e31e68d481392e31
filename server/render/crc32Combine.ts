/**
 * CRC-32 of two pieces joined, from the CRC of each: zlib's crc32_combine (which Node does not
 * expose), with the second piece's length fixed in advance. A logged-in page's gzip is its
 * template's parts around the tenant's name (./personalTemplate.ts): the parts' CRCs and
 * lengths are known when the template is made, so each request pays for the name's bytes and
 * one 32×32 bit-matrix product per part, not for a CRC over the whole document (about 110 KB
 * for `/`, most of a logged-in answer's CPU).
 */

/** The reversed CRC-32 polynomial of gzip and zlib. */
const POLYNOMIAL = 0xedb88320;

/** A linear map on 32-bit CRCs over GF(2), as the images of its 32 unit vectors. */
export type CrcShift = Uint32Array<ArrayBuffer>;

function times(matrix: CrcShift, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

/** `second` after `first`: the product matrix. */
function compose(second: CrcShift, first: CrcShift): CrcShift {
  const product = new Uint32Array(32);
  for (let i = 0; i < 32; i++) product[i] = times(second, first[i]!);
  return product;
}

/** What appending `bytes` zero bytes does to a CRC-32 (zlib's operator, built once per length). */
export function crc32Shift(bytes: number): CrcShift {
  // One zero bit, then squared: 2 bits, 4 bits, 8 bits (a byte), 2 bytes...
  let power = new Uint32Array(32);
  power[0] = POLYNOMIAL;
  for (let i = 1; i < 32; i++) power[i] = (1 << (i - 1)) >>> 0;
  for (let bits = 1; bits < 8; bits *= 2) power = compose(power, power);
  let shift = Uint32Array.from({ length: 32 }, (_, i) => (1 << i) >>> 0);
  for (let rest = bytes; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) shift = compose(power, shift);
    power = compose(power, power);
  }
  return shift;
}

/** The CRC-32 of A followed by B, from A's CRC, the shift of B's length and B's CRC. */
export function crc32Combine(first: number, shiftBySecond: CrcShift, second: number): number {
  return (times(shiftBySecond, first) ^ second) >>> 0;
}
