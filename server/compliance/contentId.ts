/**
 * The implicit label of an AI answer: a content id the server makes for each answer, sent in
 * the stream's closing event and kept in the page, and logged with the model and the time
 * (never the question's or the answer's text), so a complaint can cite the answer and the log
 * can find it.
 *
 * An id is a UUIDv7 (RFC 9562: 48 bits of Unix milliseconds, then random bits) whose last 48
 * random bits are an HMAC of the rest under a key of the server's own: any replica can tell an
 * id it made from one a visitor made up, without a store, and the id still sorts by time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TAG_BYTES = 6;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export interface ContentIds {
  /** A new id, dated `now`. */
  issue(now?: number): string;
  /** When `id` was issued, if this server's key made it; null for anything else. */
  issuedAt(id: string): Date | null;
}

/** The ids' key, derived from `secret` (the AI signing key), so the site needs no new secret. */
export function contentIds(secret: string): ContentIds {
  const key = createHmac('sha256', secret).update('zhimei content id v1').digest();
  const tagOf = (head: Buffer) => createHmac('sha256', key).update(head).digest().subarray(0, TAG_BYTES);
  return {
    issue(now = Date.now()) {
      const bytes = Buffer.alloc(16);
      bytes.writeUIntBE(now, 0, 6);
      randomBytes(4).copy(bytes, 6);
      bytes[6] = 0x70 | (bytes[6]! & 0x0f);
      bytes[8] = 0x80 | (bytes[8]! & 0x3f);
      tagOf(bytes.subarray(0, 10)).copy(bytes, 10);
      const hex = bytes.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
    issuedAt(id) {
      if (typeof id !== 'string' || !UUID.test(id)) return null;
      const bytes = Buffer.from(id.replace(/-/g, ''), 'hex');
      if (!timingSafeEqual(tagOf(bytes.subarray(0, 10)), bytes.subarray(10))) return null;
      return new Date(bytes.readUIntBE(0, 6));
    },
  };
}
