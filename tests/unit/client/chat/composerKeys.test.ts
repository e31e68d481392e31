import { describe, expect, it } from 'vitest';
import { isMacPlatform, keyIntent, type KeyFacts } from '../../../../client/chat/composerKeys';

const key = (facts: Partial<KeyFacts>): KeyFacts => ({
  key: 'Enter',
  altKey: false,
  metaKey: false,
  shiftKey: false,
  ctrlKey: false,
  isComposing: false,
  ...facts,
});

describe('the chat input keys', () => {
  it('sends on plain Enter everywhere', () => {
    expect(keyIntent(key({}), false)).toBe('send');
    expect(keyIntent(key({}), true)).toBe('send');
  });

  it('inserts a newline with Alt+Enter off macOS and Cmd+Enter on macOS', () => {
    expect(keyIntent(key({ altKey: true }), false)).toBe('newline');
    expect(keyIntent(key({ metaKey: true }), true)).toBe('newline');
    expect(keyIntent(key({ altKey: true }), true)).toBe('default');
  });

  it('leaves Enter to an IME that is composing, and other keys alone', () => {
    expect(keyIntent(key({ isComposing: true }), false)).toBe('default');
    expect(keyIntent(key({ key: 'a' }), false)).toBe('default');
  });

  it('recognises Apple platforms', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('iPhone')).toBe(true);
    expect(isMacPlatform('Win32')).toBe(false);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
  });
});
