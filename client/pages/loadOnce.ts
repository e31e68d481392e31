/**
 * `load` once per key, and a failure stays failed: what the prefetch, the hover and the
 * router's `lazy` ask for is one request, and a chunk that answers 404 (gone after a deploy)
 * is not asked for again and again: the pages' error boundary (./PageError.tsx) recovers
 * with a full page load instead.
 */
export function loadOncePerKey<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const cache = new Map<K, Promise<T>>();
  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const loading = load(key);
    // Every caller handles the failure it is given; this keeps the kept promise from being an unhandled rejection.
    loading.catch(() => {});
    cache.set(key, loading);
    return loading;
  };
}
