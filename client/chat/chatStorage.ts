/**
 * The conversation kept in sessionStorage, so that it survives a reload and the visitor's
 * own navigation in this tab, and goes when the tab does. Bounded: the last
 * MAX_STORED_MESSAGES messages, at most MAX_STORED_BYTES of JSON (older messages give way).
 * The key carries the layout's version: another layout is never read as this one. An entry
 * that is corrupt, of another shape or oversized is dropped without a word, and storage
 * that throws (blocked, full, a sandboxed frame) only means the conversation is not kept.
 */
import { isRecord } from '../../shared/isRecord';
import { isContentId, type AnswerEnd, type ChatMessage } from './chatState';

export const CHAT_STORAGE_KEY = 'zm-chat:v1';
export const MAX_STORED_MESSAGES = 50;
export const MAX_STORED_BYTES = 100 * 1024;

const ENDS: readonly AnswerEnd[] = ['streaming', 'done', 'stopped', 'interrupted', 'failed'];

/** The tab's sessionStorage, or null where reading it throws. */
export function browserSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

function isStoredMessage(value: unknown): value is ChatMessage {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    value.type === 0 &&
    typeof value.meContent === 'string' &&
    typeof value.aiContent === 'string' &&
    typeof value.status === 'number' &&
    ENDS.includes(value.end as AnswerEnd) &&
    (value.errorDesc === undefined || typeof value.errorDesc === 'string') &&
    (value.feedback === undefined || value.feedback === 'up' || value.feedback === 'down') &&
    (value.contentId === undefined || isContentId(value.contentId))
  );
}

/** The entry to store: the newest messages that fit both bounds, or null when none does. */
export function serializeConversation(messages: readonly ChatMessage[]): string | null {
  for (let from = Math.max(0, messages.length - MAX_STORED_MESSAGES); from < messages.length; from++) {
    const json = JSON.stringify({ messages: messages.slice(from) });
    if (byteLength(json) <= MAX_STORED_BYTES) return json;
  }
  return null;
}

/**
 * The stored conversation; [] when there is none or it cannot be used (and then it is
 * removed). An answer that was streaming when the page went away is interrupted now.
 */
export function loadConversation(storage: Storage | null): ChatMessage[] {
  try {
    const json = storage?.getItem(CHAT_STORAGE_KEY);
    if (!json) return [];
    const stored: unknown = byteLength(json) <= MAX_STORED_BYTES ? JSON.parse(json) : null;
    const messages = isRecord(stored) && Array.isArray(stored.messages) ? (stored.messages as unknown[]) : null;
    if (!messages || messages.length > MAX_STORED_MESSAGES || !messages.every(isStoredMessage)) {
      storage?.removeItem(CHAT_STORAGE_KEY);
      return [];
    }
    return messages.map((m) => (m.end === 'streaming' ? { ...m, end: 'interrupted' } : m));
  } catch {
    try {
      storage?.removeItem(CHAT_STORAGE_KEY);
    } catch {
      // Storage that cannot even remove keeps nothing of ours worth removing.
    }
    return [];
  }
}

export function saveConversation(storage: Storage | null, messages: readonly ChatMessage[]): void {
  try {
    const json = messages.length ? serializeConversation(messages) : null;
    if (json) storage?.setItem(CHAT_STORAGE_KEY, json);
    else storage?.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // Full or blocked: the conversation lives on in the page, just not across a reload.
  }
}
