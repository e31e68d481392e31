/**
 * Opens the floating widget's chat from anywhere on the page (a product page's 在线咨询),
 * with a question of its own at the head of the suggestions.
 */
export const OPEN_CHAT_EVENT = 'zm:open-chat';

export function openChat(firstQuestion?: string): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail: firstQuestion }));
}
