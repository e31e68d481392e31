import { useEffect } from 'react';
import { whenIdle } from './whenIdle';

/**
 * A mount effect whose code loads after hydration, once the browser is idle (./whenIdle.ts):
 * `start` imports it and returns its cleanup. For page-wide behaviour that draws nothing on
 * the server and can wait a moment (link prefetching, the navigation progress bar), so it
 * stays out of the entry bundle and out of the busy moments just after hydration.
 */
export function useLazyEffect(start: () => Promise<() => void>): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = whenIdle(() => {
      start().then(
        (cleanup) => (unmounted ? cleanup() : (stop = cleanup)),
        () => {}, // Without it the page still works; the next page load tries again.
      );
    });
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `start` is read once, on mount.
  }, []);
}
