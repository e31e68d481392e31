import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_CLOCK_SKEW_MS, sign, verifySignature } from '../../../mock-upstream/signature';

const KEY = 'test-signing-key-0123456789';
const NOW = 1_750_000_000_000;

describe('verifySignature', () => {
  it('signs the timestamp as a hex HMAC-SHA256 under the key', () => {
    expect(sign(KEY, NOW)).toBe(createHmac('sha256', KEY).update(String(NOW)).digest('hex'));
  });

  it('accepts a fresh timestamp with its signature, given as a number or a string', () => {
    expect(verifySignature(KEY, { timestamp: NOW, secret: sign(KEY, NOW) }, NOW)).toEqual({ ok: true });
    expect(verifySignature(KEY, { timestamp: String(NOW), secret: sign(KEY, NOW) }, NOW)).toEqual({ ok: true });
  });

  it('accepts an upper-case hex secret', () => {
    expect(verifySignature(KEY, { timestamp: NOW, secret: sign(KEY, NOW).toUpperCase() }, NOW).ok).toBe(true);
  });

  it('refuses a secret made with another key', () => {
    expect(verifySignature(KEY, { timestamp: NOW, secret: sign('another-key-0123456789', NOW) }, NOW)).toEqual({ ok: false, desc: '签名校验失败' });
  });

  it('refuses a secret of another timestamp', () => {
    expect(verifySignature(KEY, { timestamp: NOW, secret: sign(KEY, NOW + 1) }, NOW).ok).toBe(false);
  });

  it('refuses missing, malformed or short secrets and timestamps without throwing', () => {
    for (const body of [
      {},
      { timestamp: NOW },
      { timestamp: NOW, secret: 'abc' },
      { timestamp: 'soon', secret: sign(KEY, NOW) },
      { timestamp: NOW, secret: 42 },
    ]) {
      expect(verifySignature(KEY, body, NOW)).toEqual({ ok: false, desc: '签名校验失败' });
    }
  });

  it('calls a correctly signed timestamp six minutes old expired', () => {
    const old = NOW - 6 * 60 * 1000;
    expect(verifySignature(KEY, { timestamp: old, secret: sign(KEY, old) }, NOW)).toEqual({ ok: false, desc: '请求已过期' });
  });

  it('tolerates a clock skew of up to five minutes either way', () => {
    for (const ts of [NOW - MAX_CLOCK_SKEW_MS, NOW + MAX_CLOCK_SKEW_MS]) {
      expect(verifySignature(KEY, { timestamp: ts, secret: sign(KEY, ts) }, NOW).ok).toBe(true);
    }
    const ahead = NOW + MAX_CLOCK_SKEW_MS + 1;
    expect(verifySignature(KEY, { timestamp: ahead, secret: sign(KEY, ahead) }, NOW).ok).toBe(false);
  });
});
