/**
 * The toast stack, kept outside React so that plain modules (the API client) can raise a
 * toast; `<Toaster />` renders it (./ToastList.tsx, through useSyncExternalStore).
 */

export type ToastKind = 'success' | 'warning' | 'error';

/** 'center' sits about 30vh from the top: the cooperation success toast (docs/product.md#cooperation-submit). */
export type ToastPlacement = 'top' | 'center';

export interface ToastOptions {
  placement?: ToastPlacement;
  /** Defaults to TOAST_DURATION_MS. */
  durationMs?: number;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  placement: ToastPlacement;
}

export type ToastListener = () => void;

export const TOAST_DURATION_MS = 3000;
/** A burst of failures must not bury the page: the oldest toast gives way. */
export const MAX_TOASTS = 5;

export interface ToastStore {
  success(message: string, options?: ToastOptions): number;
  warning(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  /** Removes every toast, e.g. between tests. */
  clear(): void;
  subscribe(listener: ToastListener): () => void;
  /** The same array until the stack changes, as useSyncExternalStore requires. */
  getSnapshot(): readonly Toast[];
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<ToastListener>();

  const publish = (next: readonly Toast[]): void => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };

  const stopTimer = (id: number): void => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  const startTimer = (id: number, durationMs: number): void => {
    stopTimer(id);
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
  };

  function dismiss(id: number): void {
    stopTimer(id);
    if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
  }

  const show = (kind: ToastKind, message: string, options: ToastOptions = {}): number => {
    const durationMs = options.durationMs ?? TOAST_DURATION_MS;
    // The same failure reported by several calls at once is one message, shown once; it
    // stays for a full period after the latest report.
    const same = toasts.find((t) => t.kind === kind && t.message === message);
    if (same) {
      startTimer(same.id, durationMs);
      return same.id;
    }
    const toast: Toast = { id: nextId++, kind, message, placement: options.placement ?? 'top' };
    const kept = toasts.slice(Math.max(0, toasts.length - (MAX_TOASTS - 1)));
    for (const dropped of toasts.slice(0, toasts.length - kept.length)) stopTimer(dropped.id);
    startTimer(toast.id, durationMs);
    publish([...kept, toast]);
    return toast.id;
  };

  return {
    success: (message, options) => show('success', message, options),
    warning: (message, options) => show('warning', message, options),
    error: (message, options) => show('error', message, options),
    dismiss,
    clear() {
      for (const id of [...timers.keys()]) stopTimer(id);
      if (toasts.length > 0) publish([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}

/** The page's one toast stack. */
export const toast: ToastStore = createToastStore();
export const { subscribe, dismiss } = toast;
