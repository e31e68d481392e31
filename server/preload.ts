/**
 * A page's upstream reads, started before it renders (the page module declares them,
 * client/pages/registry.ts). If they all come within the hold, React renders the page in one
 * pass with its data in hand: no section suspends, no render state waits on the upstream
 * while other requests render, and the document goes out whole. If not, the page streams
 * its shell at once and the data follows, as it would without this.
 */
import type { DataRequest, DataStore } from '../client/data/dataStore';

/**
 * Resolves true when every read has settled within `holdMs`, false otherwise.
 * A busy server runs its timers late, and a timer can come due in the same turn of the
 * event loop as an answer that did arrive in time: the timer phase runs before the I/O
 * phase, so the timeout waits for that I/O phase (setImmediate) before it gives up,
 * and an answer already at the socket counts as in time.
 */
export function preloadData(store: DataStore, requests: DataRequest[], holdMs: number): Promise<boolean> {
  if (requests.length === 0) return Promise.resolve(true);
  const reads = Promise.all(requests.map((request) => store.read(request)));
  return new Promise((resolve) => {
    const timer = setTimeout(() => setImmediate(() => resolve(false)), holdMs);
    // A read never rejects: the store turns failures into the section's error result.
    void reads.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
