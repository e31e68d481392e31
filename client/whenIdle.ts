/**
 * Runs `task` once the browser is idle (requestIdleCallback), at the latest after
 * `timeoutMs`; returns a cancel function. For work that shows nothing at first (loading
 * the link prefetcher, the toast list, analytics): right after hydration the main thread
 * still has frames to paint and effects to run, and these would lengthen those tasks
 * (Lighthouse: total-blocking-time).
 */
export const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a timer at least lets the current work finish first.
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
