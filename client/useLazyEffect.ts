import { useEffect } from 'react';

/**
 * A mount effect whose code loads after hydration: `start` imports it and returns its
 * cleanup. For page-wide behaviour that draws nothing on the server and can wait a moment
 * (link prefetching, the navigation progress bar), so it stays out of the entry bundle.
 */
export function useLazyEffect(start: () => Promise<() => void>): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    start().then(
      (cleanup) => (unmounted ? cleanup() : (stop = cleanup)),
      () => {}, // Without it the page still works; the next page load tries again.
    );
    return () => {
      unmounted = true;
      stop?.();
    };
    // `start` is read once, on mount.
  }, []);
}
