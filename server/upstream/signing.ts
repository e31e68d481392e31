/**
 * The AI calls are signed here, on the server: the browser sends `content` and `module`
 * only, and never sees the key (the original design had the browser sign with an embedded key: docs/product.md#upstream-calls).
 */
import { createHmac } from 'node:crypto';
import { CHAT_MODULE } from '../../shared/constants';
import { CHAT_CONTENT_MAX, MESSAGES } from '../../shared/messages';

export interface SignedAsk {
  content: string;
  module: string;
  timestamp: number;
  secret: string;
}

export function signature(key: string, timestamp: number): string {
  return createHmac('sha256', key).update(String(timestamp)).digest('hex');
}

/** Validates a visitor's ask; returns the Chinese reason when it cannot be sent. */
export function checkAsk(body: unknown): { ok: true; content: string } | { ok: false; desc: string } {
  const { content, module } = (body ?? {}) as { content?: unknown; module?: unknown };
  if (typeof content !== 'string' || content.trim() === '') return { ok: false, desc: MESSAGES.askEmpty };
  if (content.length > CHAT_CONTENT_MAX) return { ok: false, desc: MESSAGES.askTooLong };
  if (module !== undefined && module !== CHAT_MODULE) return { ok: false, desc: MESSAGES.badModule };
  return { ok: true, content };
}

export function signAsk(key: string, content: string, now: number = Date.now()): SignedAsk {
  return { content, module: CHAT_MODULE, timestamp: now, secret: signature(key, now) };
}
