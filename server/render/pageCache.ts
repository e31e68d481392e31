/**
 * Rendered pages for anonymous visitors, kept compressed in memory so a hit costs no more
 * than sending a static file. Bounded by bytes (least recently used go first); an entry
 * expires with the upstream data it holds; a deploy starts a new process, hence an empty
 * cache (and the key holds the build's entry file besides).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Encoding } from '../site/compress';
import { contentSecurityPolicy, inlineHashes, withoutScriptMark } from '../security/csp';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a page's ETags are made of: its uncompressed bytes' digest (the encoding is added per response). */
export function identityHash(identity: Buffer | string): string {
  return createHash('sha256').update(identity).digest('base64url').slice(0, 27);
}

/**
 * How hard a page is compressed: every page the cache takes is compressed at `first` levels,
 * cheap enough to pay for pages asked for once (a crawl of every list page, a flood of
 * distinct ones); a page asked for again is worth the highest levels, paid once, off the hit.
 * Measured on the 110 KB home page: brotli 5 about 13 ms for 20.2 KB, brotli 11 600-900 ms for
 * 18.4 KB (9% less); gzip 6 and 9 both about 8-10 ms for 23.5 KB.
 */
export type CompressionTier = 'first' | 'kept';
const LEVELS: Record<CompressionTier, { brotli: number; gzip: number }> = {
  first: { brotli: 5, gzip: 6 },
  kept: { brotli: 11, gzip: 9 },
};

export interface CachedPage {
  bodies: Record<Encoding, Buffer>;
  /** The document's digest (its ETags add the encoding and the tier: ../render/pageHandler.tsx). */
  etag: string;
  csp: string;
  storedAt: number;
  bytes: number;
  tier: CompressionTier;
}

/** A finished document as every anonymous visitor of its URL may get it: no nonce in it, its inline blocks allowed by their hashes. */
export interface PageDocument {
  identity: Buffer;
  csp: string;
}

/**
 * The document as it is sent from the cache; undefined when it holds an inline script the
 * server did not write: no hash may allow it, so the page keeps going out by the streamed
 * path, whose per-response nonce it does not carry. `scriptMark`: see csp.ts inlineHashes.
 */
export function pageDocumentOf(html: string, frameAncestors: string[], scriptMark?: string): PageDocument | undefined {
  const inline = inlineHashes(html, scriptMark);
  if (!inline) return undefined;
  return { identity: Buffer.from(withoutScriptMark(html, scriptMark)), csp: contentSecurityPolicy({ inline, frameAncestors }) };
}

/**
 * The document compressed once, for every hit to come: at `first` levels when it is stored, at
 * the highest once it has been asked for again. A refill that rendered the very bytes and policy
 * of the page it replaces (`previous`) keeps that page's compressed bodies, renewed at `now`: a
 * busy page is refilled every TTL, and compressing the same bytes again at the highest levels
 * took most of a second of a core each time (see CompressionTier), from the visitors' hits.
 */
export async function compressedPageOf(
  { identity, csp }: PageDocument,
  now: number,
  tier: CompressionTier = 'first',
  previous?: CachedPage,
): Promise<CachedPage> {
  if (previous && previous.csp === csp && (previous.tier === 'kept' || tier === 'first') && previous.bodies.identity.equals(identity)) {
    return { ...previous, storedAt: now };
  }
  const levels = LEVELS[tier];
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: levels.brotli, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: levels.gzip }),
  ]);
  return {
    bodies: { br, gzip: gz, identity },
    etag: `"${identityHash(identity)}"`,
    csp,
    storedAt: now,
    bytes: identity.length + br.length + gz.length,
    tier,
  };
}

/** The page as the cache first keeps it; undefined as for pageDocumentOf. */
export async function cachedPageOf(html: string, frameAncestors: string[], now: number, scriptMark?: string): Promise<CachedPage | undefined> {
  const document = pageDocumentOf(html, frameAncestors, scriptMark);
  return document && compressedPageOf(document, now);
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  staleHits: number;
  misses: number;
}

/** What a refill answers when the page no longer exists (a deleted document): its stale copy goes too. */
export const GONE = Symbol('gone');

/** How long a stale page may stand in while the upstream keeps failing its refills (a day, as stale-if-error). */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;

/** Told of what the cache keeps: the edge's published files follow it (server/edge/publishedPages.ts). */
export interface PageCacheObserver {
  /** A page was stored for `key`, or recompressed at the highest levels. */
  stored(key: string, page: CachedPage): void;
  /** The page of `key` no longer exists (a refill found it gone). */
  gone(key: string): void;
}

/** A page kept, and whether anyone asked for it after the request that stored it. */
interface Entry {
  page: CachedPage;
  askedAgain: boolean;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly filling = new Map<string, Promise<void>>();
  /** Who started each running fill (the client's address): one client holds at most one of the slots. */
  private readonly fillers = new Map<string, number>();
  /** One recompression at a time: brotli 11 takes a thread of the pool for most of a second. */
  private recompressing = false;
  private bytes = 0;
  private observer: PageCacheObserver | undefined;
  hits = 0;
  /** Of the hits, those served stale while a refill ran. */
  staleHits = 0;
  misses = 0;

  constructor(
    /** How long a page stands for its URL: here, and (as s-maxage) in a CDN or nginx in front. */
    readonly ttlMs: number,
    private readonly maxBytes: number,
    /** Renders are CPU work taken from visitors: only this many fills at a time. */
    private readonly maxConcurrentFills = 2,
    private readonly now: () => number = Date.now,
  ) {}

  observe(observer: PageCacheObserver): void {
    this.observer = observer;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  /**
   * The page stored for `key`, fresh or stale. A stale page (older than the TTL) is still
   * served while one refill runs (`isStale` says when to start it): were it dropped at
   * expiry, every request until the refill landed would render the page itself, and a busy
   * page would render dozens of times per expiry. A page the refills could not replace
   * (the upstream is down) is served for up to STALE_IF_ERROR_MS, then dropped.
   */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.page.storedAt < this.ttlMs + STALE_IF_ERROR_MS) {
      // Re-insert: Map order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits += 1;
      if (this.isStale(entry.page)) this.staleHits += 1;
      entry.askedAgain = true;
      if (entry.page.tier === 'first') this.recompress(key, entry);
      return entry.page;
    }
    if (entry) this.remove(key);
    this.misses += 1;
    return undefined;
  }

  /**
   * The page stored for `key` while it is fresh, counted as get() counts a hit; undefined,
   * and nothing counted, for a stale or missing one (the caller then asks Express, whose
   * get() counts it and starts the refill).
   */
  getFresh(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    return entry && !this.isStale(entry.page) ? this.get(key) : undefined;
  }

  /** True once a page has outlived the TTL: serve it, and refill it. */
  isStale(page: CachedPage): boolean {
    return this.now() - page.storedAt >= this.ttlMs;
  }

  /**
   * Renders the page in the background unless it is already being rendered or too many
   * renders are running: `render` is called at once or not at all, so a caller can tell
   * whether the render it passed is the one that runs. `render` resolves to undefined when
   * the page must not be cached (an upstream failure, a render error). `render` is told the
   * tier to compress at: a refill of a page asked for again is compressed at the highest
   * levels at once, as its hits will want, rather than twice (cheap, then again on its next hit);
   * and the page it replaces, whose compressed bodies it may keep (compressedPageOf).
   */
  fill(
    key: string,
    render: (now: number, tier: CompressionTier, previous: CachedPage | undefined) => Promise<CachedPage | typeof GONE | undefined>,
    filler = '',
  ): Promise<void> {
    const running = this.filling.get(key);
    if (running) return running;
    // A client asking for page after cold page (distinct list pages, a crawl) would otherwise
    // hold every slot, and no other visitor's cold page could be stored meanwhile.
    if (this.filling.size >= this.maxConcurrentFills || (filler && this.fillers.has(filler))) return Promise.resolve();
    const previous = this.entries.get(key);
    const task = render(this.now(), previous?.askedAgain ? 'kept' : 'first', previous?.page)
      .then((page) => {
        if (page === GONE) {
          this.remove(key);
          this.observer?.gone(key);
        } else if (page) this.set(key, page);
      })
      .catch(() => undefined)
      .finally(() => {
        this.filling.delete(key);
        this.fillers.delete(filler);
      });
    this.filling.set(key, task);
    if (filler) this.fillers.set(filler, 1);
    return task;
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, staleHits: this.staleHits, misses: this.misses };
  }

  /** The page at the highest levels, in the background; skipped while another runs (the next hit tries again). */
  private recompress(key: string, entry: Entry): void {
    if (this.recompressing) return;
    this.recompressing = true;
    const { bodies, csp, storedAt } = entry.page;
    compressedPageOf({ identity: bodies.identity, csp }, storedAt, 'kept')
      .then((kept) => {
        // Unless it was refilled or dropped meanwhile.
        if (this.entries.get(key) !== entry) return;
        this.bytes += kept.bytes - entry.page.bytes;
        entry.page = kept;
        this.observer?.stored(key, kept);
      })
      .catch(() => undefined)
      .finally(() => (this.recompressing = false));
  }

  private set(key: string, page: CachedPage): void {
    if (page.bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    this.remove(key);
    // A refill of a page asked for again is one still asked for.
    this.entries.set(key, { page, askedAgain: previous?.askedAgain ?? false });
    this.bytes += page.bytes;
    this.observer?.stored(key, page);
    // Pages nobody asked for again go first, oldest first (a flood of distinct pages pushes out
    // only its own kind), then the least recently used.
    for (const onlyUnasked of [true, false]) {
      for (const [oldest, entry] of this.entries) {
        if (this.bytes <= this.maxBytes) return;
        if ((onlyUnasked && entry.askedAgain) || oldest === key) continue;
        this.remove(oldest);
      }
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.page.bytes;
  }
}
