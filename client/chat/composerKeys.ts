/**
 * What a key press in the chat input means (docs/product.md#chat-input): plain Enter sends; on a
 * Mac Cmd+Enter, elsewhere Alt+Enter, inserts a newline; Enter while an IME is composing
 * is the IME's.
 */
export type KeyIntent = 'send' | 'newline' | 'default';

export interface KeyFacts {
  key: string;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  isComposing: boolean;
}

export function keyIntent(event: KeyFacts, isMac: boolean): KeyIntent {
  if (event.key !== 'Enter' || event.isComposing) return 'default';
  if (isMac ? event.metaKey : event.altKey) return 'newline';
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return 'default';
  return 'send';
}

export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
