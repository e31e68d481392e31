/**
 * The full-text index of site search: MiniSearch (small, no dependencies, kept up, BM25
 * ranking with per-field and per-document boosts and prefix and fuzzy terms) over the words of
 * ./tokenizer.ts. One index lives as long as the process: a re-index puts what changed into it,
 * a slice at a time (./siteSearch.ts), rather than building a second one beside it, which
 * would hold both in memory at once for a moment every few minutes.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchData, SearchItem } from '../../shared/search';
import type { SearchDocument } from './searchDocument';
import { snippetOf } from './snippet';
import { LatinVocabulary } from './latinVocabulary';
import { planQuery } from './queryBudget';
import { tokenize } from './tokenizer';

/**
 * Three indexed fields of a document's five: what it is called (its title and other names),
 * what it is about (keywords and description), and the rest. Each field a term occurs in costs
 * the index a map of its own, and these pairs weigh alike anyway.
 */
const FIELDS = {
  name: (d: SearchDocument) => `${d.title} ${d.aliases}`,
  about: (d: SearchDocument) => `${d.keywords} ${d.description}`,
  body: (d: SearchDocument) => d.body,
} as const;
type Field = keyof typeof FIELDS;

/** Names weigh most, the body least (issue 21). */
const FIELD_BOOST: Record<Field, number> = { name: 6, about: 2, body: 1 };

/**
 * A result must match at least this share of the query's words: 语音合成 (语音, 音合, 合成)
 * does not list every page that says 合成. Rounded up, so a query of one or two words needs one.
 */
const MIN_MATCHED_SHARE = 0.5;

/** Documents indexed per slice: each slice is a few milliseconds of one core, then requests go on. */
const SLICE = 8;

/** Every indexed field's text: what the Latin vocabulary holds of a document. */
const textOf = (document: SearchDocument): string =>
  Object.values(FIELDS)
    .map((field) => field(document))
    .join(' ');

/** The terms of a plan (./queryBudget.ts) joined for MiniSearch, which splits them again: no term holds a space. */
const TERM_SEPARATOR = ' ';

const nextSlice = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Same text, same place: nothing to index again. */
const sameDocument = (a: SearchDocument, b: SearchDocument): boolean => (Object.keys(a) as Array<keyof SearchDocument>).every((key) => a[key] === b[key]);

export class SearchIndex {
  private readonly documents = new Map<string, SearchDocument>();
  /** Where a query's typos are looked up: MiniSearch's own fuzzy search costs too much (./latinVocabulary.ts). */
  private readonly vocabulary = new LatinVocabulary();
  private readonly mini = new MiniSearch<SearchDocument>({
    fields: Object.keys(FIELDS),
    extractField: (document, field) => (field === 'id' ? document.id : FIELDS[field as Field](document)),
    tokenize,
    // The tokenizer lower-cases already; MiniSearch's default would do it again.
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (terms) => terms.split(TERM_SEPARATOR),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      combineWith: 'OR',
      boostDocument: (id) => this.documents.get(id as string)?.weight ?? 1,
    },
  });

  get size(): number {
    return this.documents.size;
  }

  /**
   * Makes `documents` the index's documents among those whose id `owns` (one source's: the
   * pages, the documents, the courses): new ones added, changed ones replaced, gone ones
   * discarded, unchanged ones left alone. A slice at a time, yielding to requests between.
   */
  async update(documents: readonly SearchDocument[], owns: (id: string) => boolean): Promise<void> {
    const wanted = new Map(documents.map((d) => [d.id, d]));
    for (const id of [...this.documents.keys()]) {
      if (!owns(id) || wanted.has(id)) continue;
      this.forget(id);
    }
    const changed = documents.filter((d) => {
      const known = this.documents.get(d.id);
      return !known || !sameDocument(known, d);
    });
    for (let at = 0; at < changed.length; at += SLICE) {
      if (at > 0) await nextSlice();
      for (const document of changed.slice(at, at + SLICE)) {
        this.forget(document.id);
        this.documents.set(document.id, document);
        this.mini.add(document);
        this.vocabulary.add(textOf(document));
      }
    }
  }

  private forget(id: string): void {
    const known = this.documents.get(id);
    if (!known) return;
    this.mini.discard(id);
    this.vocabulary.remove(textOf(known));
    this.documents.delete(id);
  }

  /** The best `limit` results for `query` (already cut to length), and how many there are. */
  search(query: string, limit: number): SearchData {
    // Which terms are searched, and which expand to others, within a query's budget.
    const plan = planQuery(query, this.vocabulary);
    const wanted = Math.ceil(plan.asked.length * MIN_MATCHED_SHARE);
    if (wanted === 0) return { items: [], total: 0 };
    const results = this.mini
      .search(plan.searched.join(TERM_SEPARATOR), { prefix: plan.prefix, boostTerm: plan.boost })
      .filter((r) => new Set(r.queryTerms.map(plan.askedFor)).size >= wanted);
    return { items: results.slice(0, limit).map((r) => this.itemOf(r)), total: results.length };
  }

  private itemOf(result: SearchResult): SearchItem {
    const document = this.documents.get(result.id as string)!;
    // A document's body often opens with its summary: the snippet shows it once.
    const text = document.body.includes(document.description) ? document.body : `${document.description} ${document.body}`;
    return { title: document.title, url: document.url, type: document.type, snippet: snippetOf(text, result.terms) };
  }
}
