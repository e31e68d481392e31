/**
 * The browser's IANA time zone (locationInfo.timezone of the analytics record), read in a
 * worker (public/time-zone-worker.js): the first Intl.DateTimeFormat of a page loads ICU's
 * data, a 20 ms task on a desktop and some 80 ms on a phone, which would block the page
 * just after it has hydrated (Lighthouse: total-blocking-time). Read once per page load.
 */
export const TIME_ZONE_WORKER_URL = '/time-zone-worker.js';
/** A worker that never answers (blocked, failed to load) must not hold the record back for long. */
const WORKER_TIMEOUT_MS = 3000;

let cached: Promise<string> | undefined;

function onMainThread(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

function inWorker(): Promise<string> {
  if (typeof Worker === 'undefined') return Promise.resolve(onMainThread());
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = (zone: string) => {
      clearTimeout(timer);
      worker?.terminate();
      resolve(zone);
    };
    const timer = setTimeout(() => done(onMainThread()), WORKER_TIMEOUT_MS);
    try {
      worker = new Worker(TIME_ZONE_WORKER_URL);
      worker.onmessage = (event: MessageEvent) => done(typeof event.data === 'string' ? event.data : onMainThread());
      worker.onerror = () => done(onMainThread());
    } catch {
      done(onMainThread());
    }
  });
}

export function browserTimeZone(): Promise<string> {
  cached ??= inWorker();
  return cached;
}
