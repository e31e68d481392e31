/** One thing site search can find: a page, a document of 文档中心 or a course of 传媒学院. */
import type { SearchItemType } from '../../shared/search';

export interface SearchDocument {
  /** Unique in the index, and saying where it came from: `page:/product/TTS.html`, `doc:301`, `course:c1`. */
  id: string;
  /** Site-relative: where the result leads. */
  url: string;
  type: SearchItemType;
  /** What the result is called; weighs most. */
  title: string;
  /** Other names for the same thing (the synonym table, menu labels); weighs as the title. */
  aliases: string;
  /** Keywords, a category, a course's track. */
  keywords: string;
  /** The one paragraph that says what it is: where snippets look first. */
  description: string;
  /** Everything else it says: sections, capabilities, FAQ. */
  body: string;
  /** Ranking multiplier: a product's own page above a page that mentions it. */
  weight: number;
}

/** Ranking multipliers by kind of result (server/search/searchIndex.ts). */
export const WEIGHT = { product: 1.6, document: 1, course: 1, page: 0.7 } as const;

/** Text joined into one line: the index and the snippets read prose, not layout. */
export const prose = (parts: ReadonlyArray<string | undefined>): string => parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
