/**
 * Site search as the server runs it: an index of the route table's pages and of the upstream's
 * documents and courses, built after the server listens (server/index.ts calls start()) and
 * again every few minutes, in the background and in slices, so no page request waits on it.
 * Each upstream source keeps its last good copy: with the upstream down, search still answers
 * from the pages and from the documents it read before.
 */
import type { DataSource } from '../../shared/dataRequest';
import type { SearchData } from '../../shared/search';
import type { Logger } from '../ops/logger';
import { PAGE_ID, pageDocuments } from './pageDocuments';
import type { SearchDocument } from './searchDocument';
import { SearchGate } from './searchGate';
import { SearchIndex } from './searchIndex';
import { COURSE_ID, courseDocuments, DOC_ID, docDocuments } from './upstreamDocuments';

/** Documents and courses change a few times a day: minutes of delay are fine, and cost one list and one detail call each. */
export const REINDEX_EVERY_MS = 5 * 60_000;

/** Each upstream source: how it is read, and which ids in the index are its own. */
const SOURCES: ReadonlyArray<{ name: string; read: (source: DataSource) => Promise<SearchDocument[]>; idPrefix: string }> = [
  { name: 'docs', read: docDocuments, idPrefix: DOC_ID },
  { name: 'courses', read: courseDocuments, idPrefix: COURSE_ID },
];

export interface SiteSearchOptions {
  /** The upstream, as the pages read it (server/upstream/dataSource.ts). */
  source: DataSource;
  logger: Logger;
  reindexEveryMs?: number;
}

export class SiteSearch {
  private readonly index = new SearchIndex();
  /** One search per turn of the event loop, and a bounded queue (./searchGate.ts). */
  private readonly gate = new SearchGate();
  private building: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private pagesIndexed = false;
  private announcePages: () => void = () => {};
  /** Resolves when the pages are indexed: the first moment search can answer. */
  private readonly firstIndex = new Promise<void>((resolve) => (this.announcePages = resolve));
  /** Bumped after every re-index: whoever keeps answers (./searchApi.ts) knows when they are out of date. */
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

  /** Reads the upstream and puts what changed into the index; one at a time (a second call joins the first). */
  reindex(): Promise<void> {
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }

  /** True while a search would be refused (SearchBusy): the results page answers 429 before it renders. */
  get busy(): boolean {
    return this.gate.full;
  }

  /**
   * The best `limit` results of `query`, or SearchBusy when too many searches wait. Before
   * the pages are indexed (a search in the first moment after start, or before any re-index
   * in a test), starts indexing and waits for them.
   */
  async search(query: string, limit: number): Promise<SearchData> {
    if (!this.pagesIndexed) await Promise.race([this.reindex(), this.firstIndex]);
    return this.gate.run(() => this.index.search(query, limit));
  }

  private async build(): Promise<void> {
    const started = Date.now();
    if (!this.pagesIndexed) {
      // The pages first: searches answer from them while the upstream is read. They change only with a deploy.
      await this.index.update(pageDocuments(), (id) => id.startsWith(PAGE_ID));
      this.pagesIndexed = true;
      this.announcePages();
    }
    for (const { name, read, idPrefix } of SOURCES) {
      let documents: SearchDocument[];
      try {
        documents = await read(this.options.source);
      } catch (error) {
        // The index still holds what this source gave last time.
        this.options.logger.warn({ err: error, source: name }, 'search: upstream source failed; keeping its last good copy');
        continue;
      }
      await this.index.update(documents, (id) => id.startsWith(idPrefix));
    }
    this.generation++;
    this.options.logger.info({ documents: this.index.size, ms: Date.now() - started }, 'search: index updated');
  }
}
