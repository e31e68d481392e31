/**
 * The full-text index of site search: MiniSearch (small, no dependencies, kept up, BM25
 * ranking with per-field and per-document boosts and prefix and fuzzy terms) over the words of
 * ./tokenizer.ts. An index never changes once built: a re-index builds a new one and swaps it
 * in (./siteSearch.ts), so a search never sees half of one.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchData } from '../../shared/search';
import type { SearchDocument } from './searchDocument';
import { snippetOf } from './snippet';
import { isLatinToken, isSingleHan, queryTokens, tokenize } from './tokenizer';

const FIELDS = ['title', 'aliases', 'keywords', 'description', 'body'] as const;
type Field = (typeof FIELDS)[number];

/** Titles weigh most, then other names; the body least (issue 21). */
const FIELD_BOOST: Record<Field, number> = { title: 6, aliases: 5, keywords: 2, description: 1.5, body: 1 };

/**
 * A result must match at least this share of the query's words: 语音合成 (语音, 音合, 合成)
 * does not list every page that says 合成. Rounded up, so a query of one or two words needs one.
 */
const MIN_MATCHED_SHARE = 0.5;

/** Documents added per slice while building: each slice is a few milliseconds of one core. */
const BUILD_SLICE = 8;

/** A Latin word may be the start of a longer one (TT, TTS): from two letters, or one Han character (图: 图片). */
const asPrefix = (term: string): boolean => (isLatinToken(term) ? term.length >= 2 : isSingleHan(term));
/** Typos in longer Latin words (powerpint); Chinese bigrams have no near misses worth finding. */
const fuzziness = (term: string): number | false => (isLatinToken(term) && term.length >= 5 ? 0.2 : false);

export class SearchIndex {
  private constructor(
    private readonly mini: MiniSearch<SearchDocument>,
    private readonly documents: ReadonlyMap<string, SearchDocument>,
  ) {}

  /** Built a slice at a time, yielding to the event loop between slices: requests go on meanwhile. */
  static async build(documents: readonly SearchDocument[]): Promise<SearchIndex> {
    const byId = new Map(documents.map((d) => [d.id, d]));
    const mini = new MiniSearch<SearchDocument>({
      fields: [...FIELDS],
      tokenize,
      // The tokenizer lower-cases already; MiniSearch's default would do it again.
      processTerm: (term) => term,
      searchOptions: {
        tokenize: queryTokens,
        processTerm: (term) => term,
        boost: FIELD_BOOST,
        prefix: asPrefix,
        fuzzy: fuzziness,
        combineWith: 'OR',
        boostDocument: (id) => byId.get(id as string)?.weight ?? 1,
      },
    });
    await mini.addAllAsync([...byId.values()], { chunkSize: BUILD_SLICE });
    return new SearchIndex(mini, byId);
  }

  get size(): number {
    return this.documents.size;
  }

  /** The best `limit` results for `query` (already cut to length), and how many there are. */
  search(query: string, limit: number): SearchData {
    const wanted = Math.ceil(queryTokens(query).length * MIN_MATCHED_SHARE);
    if (wanted === 0) return { items: [], total: 0 };
    const results = this.mini.search(query).filter((r) => r.queryTerms.length >= wanted);
    return { items: results.slice(0, limit).map((r) => this.itemOf(r)), total: results.length };
  }

  private itemOf(result: SearchResult) {
    const document = this.documents.get(result.id as string)!;
    // A document's body often opens with its summary: the snippet shows it once.
    const text = document.body.includes(document.description) ? document.body : `${document.description} ${document.body}`;
    return { title: document.title, url: document.url, type: document.type, snippet: snippetOf(text, result.terms) };
  }
}
