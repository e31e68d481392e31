/**
 * Whether the 无障碍 toolbar is open, shared by its two entries (the header's, the phone
 * menu's) and the slot that draws it, and which entry opened it: the focus goes back there
 * when it closes. In every page's first load, so it is a few lines and no more.
 */
import { useSyncExternalStore } from 'react';

let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  listeners.forEach((listener) => listener());
}

export function openToolbar(from: HTMLElement | null): void {
  opener = from;
  set(true);
}

/** Closes it and gives the focus back to the entry that opened it. */
export function closeToolbar(): void {
  set(false);
  if (opener?.isConnected) opener.focus();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToolbarOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
