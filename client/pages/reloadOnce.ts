/**
 * A full page load as the way out of a page that failed to render in the browser (a chunk
 * gone after a deploy, a flaky network): the server renders the page, and the new load
 * asks for the current build's chunks. Once per URL, so a page that also fails after that
 * load shows a message rather than reloading forever.
 */

/**
 * A second failure of the same URL within this long is taken as the reload not having
 * helped. A reload loop comes round within seconds, a slow connection's within a minute.
 */
export const RELOAD_GUARD_MS = 5 * 60_000;
const MARKER_KEY = 'zhimei:reloaded';

interface ReloadMarker {
  url: string;
  at: number;
}

export interface ReloadContext {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  load: (url: string) => void;
}

function browserContext(): ReloadContext {
  return { storage: sessionStorage, now: Date.now(), load: (url) => window.location.assign(url) };
}

/** Loads `url` afresh and returns true, unless this tab did so already within the guard. */
export function reloadOnce(url: string, context: () => ReloadContext = browserContext): boolean {
  try {
    const { storage, now, load } = context();
    const last = JSON.parse(storage.getItem(MARKER_KEY) ?? 'null') as ReloadMarker | null;
    // eslint-disable-next-line es-x/no-array-prototype-at, es-x/no-string-prototype-at -- the marker's time, not the method
    if (last?.url === url && now - last.at < RELOAD_GUARD_MS) return false;
    storage.setItem(MARKER_KEY, JSON.stringify({ url, at: now } satisfies ReloadMarker));
    load(url);
    return true;
  } catch {
    // Without storage (disabled, full) nothing would stop a loop: leave it to the visitor.
    return false;
  }
}
