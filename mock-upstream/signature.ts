/**
 * The AI calls' signature: `secret` is the hex HMAC-SHA256 of `String(timestamp)` under
 * the shared signing key. A stale timestamp is refused so a captured request cannot be
 * replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export function sign(signingKey: string, timestamp: number | string): string {
  return createHmac('sha256', signingKey).update(String(timestamp)).digest('hex');
}

export type SignatureCheck = { ok: true } | { ok: false; desc: string };

const BAD_SIGNATURE: SignatureCheck = { ok: false, desc: '签名校验失败' };
const STALE: SignatureCheck = { ok: false, desc: '请求已过期' };

function readTimestamp(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,16}$/.test(value)) return Number(value);
  return null;
}

export function verifySignature(signingKey: string, body: Record<string, unknown>, now: number = Date.now()): SignatureCheck {
  const timestamp = readTimestamp(body.timestamp);
  const secret = body.secret;
  if (timestamp === null || typeof secret !== 'string' || !/^[0-9a-fA-F]{64}$/.test(secret)) return BAD_SIGNATURE;
  // Sign the value as it was sent: "1700000000000" and 1700000000000 sign alike.
  const expected = Buffer.from(sign(signingKey, String(body.timestamp)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(secret, 'hex'))) return BAD_SIGNATURE;
  if (Math.abs(now - timestamp) > MAX_CLOCK_SKEW_MS) return STALE;
  return { ok: true };
}
