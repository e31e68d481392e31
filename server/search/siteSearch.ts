/**
 * Site search as the server runs it: an index of the route table's pages and of the upstream's
 * documents and courses, built after the server listens (server/index.ts calls start()) and
 * again every few minutes, in the background and in slices, so no page request waits on it.
 * Each upstream source keeps its last good copy: with the upstream down, search still answers
 * from the pages and from the documents it read before.
 */
import type { DataSource } from '../../shared/dataStore';
import type { SearchData } from '../../shared/search';
import type { Logger } from '../ops/logger';
import { pageDocuments } from './pageDocuments';
import type { SearchDocument } from './searchDocument';
import { SearchIndex } from './searchIndex';
import { courseDocuments, docDocuments } from './upstreamDocuments';

/** Documents and courses change a few times a day: minutes of delay are fine, and cost one list and one detail call each. */
export const REINDEX_EVERY_MS = 5 * 60_000;

const SOURCES = { docs: docDocuments, courses: courseDocuments } as const;
type SourceName = keyof typeof SOURCES;

export interface SiteSearchOptions {
  /** The upstream, as the pages read it (server/upstream/dataSource.ts). */
  source: DataSource;
  logger: Logger;
  reindexEveryMs?: number;
}

export class SiteSearch {
  private index: SearchIndex | undefined;
  private building: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** The last copy each upstream source gave in full; none until one has. */
  private readonly lastGood: Partial<Record<SourceName, SearchDocument[]>> = {};
  private pages: SearchDocument[] | undefined;
  private pagesIndexed: () => void = () => {};
  /** Resolves when the pages are indexed: the first moment search can answer. */
  private readonly firstIndex = new Promise<void>((resolve) => (this.pagesIndexed = resolve));
  /** Bumped at every swap: whoever keeps answers (./searchApi.ts) knows when they are out of date. */
  generation = 0;

  constructor(private readonly options: SiteSearchOptions) {}

  /** Indexes now and every REINDEX_EVERY_MS, in the background. */
  start(): void {
    void this.reindex();
    this.timer ??= setInterval(() => void this.reindex(), this.options.reindexEveryMs ?? REINDEX_EVERY_MS);
    // A timer alone never keeps the process up: shutdown does not wait for it.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads the upstream and swaps in a new index; one at a time (a second call joins the first). */
  reindex(): Promise<void> {
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }

  /**
   * The best `limit` results of `query`. Before any index is there (a search in the first
   * moment after start, or before any re-index in a test), starts one and waits for its pages.
   */
  async search(query: string, limit: number): Promise<SearchData> {
    if (!this.index) await Promise.race([this.reindex(), this.firstIndex]);
    return this.index!.search(query, limit);
  }

  private async build(): Promise<void> {
    const started = Date.now();
    if (!this.pages) {
      this.pages = pageDocuments();
      // The pages first, on their own: searches answer from them while the upstream is read.
      this.index = await SearchIndex.build(this.pages);
      this.pagesIndexed();
    }
    for (const name of Object.keys(SOURCES) as SourceName[]) {
      try {
        this.lastGood[name] = await SOURCES[name](this.options.source);
      } catch (error) {
        this.options.logger.warn(
          { err: error, source: name, kept: this.lastGood[name]?.length ?? 0 },
          'search: upstream source failed; keeping its last good copy',
        );
      }
    }
    const documents = [...this.pages, ...(this.lastGood.docs ?? []), ...(this.lastGood.courses ?? [])];
    this.index = await SearchIndex.build(documents);
    this.generation++;
    this.options.logger.info({ documents: documents.length, ms: Date.now() - started }, 'search: index built');
  }
}
