/**
 * Promises React's `use` reads synchronously once they have settled: it returns at once
 * when `status` is 'fulfilled' and `value` is set. Loading once per key and tracking the
 * outcome is what lets the server (which awaits before rendering) and the first hydration
 * (likewise) never suspend, while a client navigation suspends inside the router's
 * transition until what it needs has arrived.
 */
import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

export type Tracked<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

/**
 * `load` once per key, and a failure stays failed. Forgetting it would hand `use` a new
 * pending promise on every render, and a chunk that answers 404 (gone after a deploy) would
 * be asked for again and again: the pages' error boundary (./PageError.tsx)
 * recovers with a full page load instead.
 */
export function loadOncePerKey<K, T>(load: (key: K) => Promise<T>): (key: K) => Tracked<T> {
  const cache = new Map<K, Tracked<T>>();
  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const tracked: Tracked<T> = Object.assign(load(key), { status: 'pending' as const });
    // Block bodies: a handler returning the rejected `tracked` would reject the promise `then`
    // makes, which nothing handles (an unhandled rejection in every browser console).
    tracked.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    cache.set(key, tracked);
    return tracked;
  };
}
