/**
 * A page's upstream reads, started before it renders (the page module declares them,
 * client/pages/registry.ts). If they all come within the hold, React renders the page in one
 * pass with its data in hand: no section suspends, no render state waits on the upstream
 * while other requests render, and the document goes out whole. If not, the page streams
 * its shell at once and the data follows, as it would without this.
 */
import type { DataRequest, DataStore } from '../../shared/dataStore';
import { loadRoute } from '../../client/pages/registry';
import type { PageHead } from '../../shared/pageHead';
import { findPageEntry } from '../../shared/routeViews';

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

export interface PreloadedPage {
  /** Every read settled within the hold. */
  inTime: boolean;
  /** What the URL says of itself in its head, from the answers that came (shared/pageHead.ts). */
  head: PageHead;
}

/**
 * The reads of the page at `path` for its query (`?…`), awaited up to `holdMs`, and the
 * head they make: decided before rendering, because head tags and the status are in the shell.
 */
export async function preloadPage(store: DataStore, path: string, query: string, holdMs: number): Promise<PreloadedPage> {
  const entry = findPageEntry(path);
  // The page's chunk and its text, as the client's first render will have them.
  const loaded = entry ? await loadRoute(entry) : undefined;
  if (!loaded) return { inTime: true, head: {} };
  const search = new URLSearchParams(query);
  const inTime = await preloadData(store, loaded.dataRequests(search), holdMs);
  return { inTime, head: loaded.head(search, store.answer) };
}
