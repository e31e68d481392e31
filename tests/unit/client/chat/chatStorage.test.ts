import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../client/chat/chatState';
import {
  CHAT_STORAGE_KEY,
  loadConversation,
  MAX_STORED_BYTES,
  MAX_STORED_MESSAGES,
  saveConversation,
  serializeConversation,
} from '../../../../client/chat/chatStorage';

/** sessionStorage as a browser has it, in memory. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  type: 0,
  meContent: `问题${id}`,
  aiContent: `回答${id}`,
  status: -1,
  end: 'done',
  ...overrides,
});

describe('the conversation in sessionStorage', () => {
  it('comes back as it was saved, under a versioned key', () => {
    const storage = memoryStorage();
    const messages = [message(1, { feedback: 'down' }), message(2, { end: 'stopped' }), message(3, { end: 'failed', errorDesc: '提问过于频繁，请稍后再试' })];
    saveConversation(storage, messages);
    expect(storage.getItem(CHAT_STORAGE_KEY)).not.toBeNull();
    expect(CHAT_STORAGE_KEY).toMatch(/v\d+$/);
    expect(loadConversation(storage)).toEqual(messages);
  });

  it("keeps each answer's content id across a reload, and drops an entry whose id is not one", () => {
    const storage = memoryStorage();
    const messages = [message(1, { contentId: '019ac8f2-6a3b-7c4d-8e5f-0123456789ab' }), message(2)];
    saveConversation(storage, messages);
    expect(loadConversation(storage)).toEqual(messages);
    storage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ messages: [message(1, { contentId: '"><script>' })] }));
    expect(loadConversation(storage)).toEqual([]);
  });

  it('shows an answer that was streaming when the page went away as interrupted', () => {
    const storage = memoryStorage();
    saveConversation(storage, [message(1), message(2, { aiContent: '半句', end: 'streaming' })]);
    expect(loadConversation(storage).map((m) => m.end)).toEqual(['done', 'interrupted']);
  });

  it(`keeps the last ${MAX_STORED_MESSAGES} messages`, () => {
    const storage = memoryStorage();
    saveConversation(
      storage,
      Array.from({ length: 80 }, (_, i) => message(i + 1)),
    );
    const kept = loadConversation(storage);
    expect(kept).toHaveLength(MAX_STORED_MESSAGES);
    expect(kept[0]!.id).toBe(31);
    expect(kept[kept.length - 1]!.id).toBe(80);
  });

  it(`keeps at most ${MAX_STORED_BYTES / 1024} KB, the oldest messages giving way`, () => {
    const long = '长'.repeat(6000); // 18 KB of UTF-8 each
    const messages = Array.from({ length: 10 }, (_, i) => message(i + 1, { aiContent: long }));
    const json = serializeConversation(messages)!;
    expect(new TextEncoder().encode(json).length).toBeLessThanOrEqual(MAX_STORED_BYTES);
    const storage = memoryStorage();
    saveConversation(storage, messages);
    const kept = loadConversation(storage);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(10);
    expect(kept[kept.length - 1]!.id).toBe(10);
  });

  it('stores nothing when not even the last message fits', () => {
    const storage = memoryStorage({ [CHAT_STORAGE_KEY]: JSON.stringify({ messages: [message(1)] }) });
    saveConversation(storage, [message(1, { aiContent: '长'.repeat(MAX_STORED_BYTES) })]);
    expect(storage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"messages": [{'],
    ['JSON of another shape', JSON.stringify({ messages: [{ id: '1', text: '你好' }] })],
    ['a message with an unknown end', JSON.stringify({ messages: [{ ...message(1), end: 'lost' }] })],
    ['no list of messages', JSON.stringify({ v: 1 })],
    ['more messages than are ever kept', JSON.stringify({ messages: Array.from({ length: MAX_STORED_MESSAGES + 1 }, (_, i) => message(i + 1)) })],
    ['an oversized entry', JSON.stringify({ messages: [message(1, { aiContent: '长'.repeat(MAX_STORED_BYTES) })] })],
  ])('drops %s without a word', (_what, stored) => {
    const error = vi.spyOn(console, 'error');
    const storage = memoryStorage({ [CHAT_STORAGE_KEY]: stored });
    expect(loadConversation(storage)).toEqual([]);
    expect(storage.getItem(CHAT_STORAGE_KEY)).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('removes the entry when the conversation is cleared (新对话)', () => {
    const storage = memoryStorage();
    saveConversation(storage, [message(1)]);
    saveConversation(storage, []);
    expect(storage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });

  it('goes on without storage that throws (blocked, full) or is missing', () => {
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    throwing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(loadConversation(throwing)).toEqual([]);
    expect(() => saveConversation(throwing, [message(1)])).not.toThrow();
    expect(loadConversation(null)).toEqual([]);
    expect(() => saveConversation(null, [message(1)])).not.toThrow();
  });
});
