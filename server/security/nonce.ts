/**
 * CSP nonces: 16 random bytes each, in base64. The bytes come from a pool refilled 4 KB at a
 * time, as Node's randomUUID does for its ids: one call into the system's generator per 256
 * responses instead of one per response (randomBytes(16) cost more than the rest of the
 * security headers). Every byte is used once.
 */
import { randomFillSync } from 'node:crypto';

export const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let offset = pool.length;

export function newNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
