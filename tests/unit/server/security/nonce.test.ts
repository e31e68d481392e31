import { describe, expect, it } from 'vitest';
import { NONCE_BYTES, newNonce } from '../../../../server/security/nonce';

describe('CSP nonces', () => {
  it('are 16 random bytes in base64, never the same twice, across many refills of the pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(NONCE_BYTES);
      seen.add(nonce);
    }
    expect(seen.size).toBe(5000);
  });

  it('use every bit: over many nonces each byte position takes many values', () => {
    const values = Array.from({ length: NONCE_BYTES }, () => new Set<number>());
    for (let i = 0; i < 2000; i++) Buffer.from(newNonce(), 'base64').forEach((byte, at) => values[at]!.add(byte));
    for (const position of values) expect(position.size).toBeGreaterThan(200);
  });
});
