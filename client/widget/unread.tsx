/**
 * Answers that finished while the chat was closed. The chat, loaded on first open, counts
 * them here; the always-loaded 联系咨询 and 在线咨询 buttons show the count, and opening the
 * chat clears it. A few lines outside React, so the first load carries no chat code.
 */
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { VisuallyHidden as Unseen } from '../ui/VisuallyHidden';

let count = 0;
const listeners = new Set<() => void>();

function setUnread(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of [...listeners]) listener();
}

export const addUnread = (): void => setUnread(count + 1);
export const clearUnread = (): void => setUnread(0);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useUnread(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}

/** What a screen reader says of the count, on the button and when it changes. */
export const unreadText = (n: number): string => `${n}条新回复`;

/** The count in a dot on a button (position: relative); its name says it in words. */
export function UnreadBadge({ count: n }: { count: number }) {
  return n ? (
    <>
      <Badge aria-hidden="true" data-testid="chat-unread">
        {n > 99 ? '99+' : n}
      </Badge>
      <Unseen>，{unreadText(n)}</Unseen>
    </>
  ) : null;
}

const Badge = styled.b`
  position: absolute;
  top: 2px;
  right: 6px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.color.accentText};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textOnDark};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;

/** Read by screen readers, not shown: the badge's words, the widget's announcement of a new count. */
export { Unseen };
