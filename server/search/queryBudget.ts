/**
 * What one query may cost the event loop. MiniSearch looks up every term of a query, walks
 * the index's term tree below a prefix term, and walks all of it within the edit distance of
 * a fuzzy term: with every Latin word of five letters or more fuzzy (edit distance 2 from
 * eight letters), eleven random 8-letter words took 40-150 ms of one core, and the event loop
 * with it. MiniSearch has no cap on the terms a query expands to, so the budget is set here:
 * which terms are searched, which expand as prefixes, and which typos are looked for, in the
 * Latin words alone (./latinVocabulary.ts), then searched as words of their own.
 */
import type { LatinVocabulary } from './latinVocabulary';
import { isLatinToken, isSingleHan, queryTokens } from './tokenizer';

/**
 * The distinct terms searched, in the order typed. A query of 100 characters of Chinese is
 * about 100 bigrams; each costs one exact lookup, and past this many the rest add little but
 * the work of merging their results.
 */
const MAX_TERMS = 32;
/** Long Latin words looked up with typos (powerpint): the first few, as a visitor rarely mistypes more. */
const FUZZY_TERMS = 2;
/** Below this, a typo makes another word (ppt, tts) rather than a near miss of a longer one. */
const FUZZY_MIN_LENGTH = 5;
/** One edit up to this length, two beyond (a slip in a long name: accesskye). */
const ONE_EDIT_MAX_LENGTH = 8;
/** No product or document name is this long: a longer word is junk, not a typo. */
const FUZZY_MAX_LENGTH = 20;
/** Words a typo may stand for: the nearest few, as a long query of junk must not search the vocabulary. */
const CORRECTIONS_PER_TERM = 4;
/** Terms expanded as the start of a longer word (TT for TTS, 图 for 图片): each may reach many index terms. */
const PREFIX_TERMS = 4;
/** What MiniSearch weighs a fuzzy match by (its `weights.fuzzy` default), kept for a correction. */
const FUZZY_WEIGHT = 0.45;

export interface QueryPlan {
  /** The query's own terms, distinct, at most MAX_TERMS. */
  asked: string[];
  /** What is searched: the terms asked, then the words their typos may stand for. */
  searched: string[];
  /** The term asked that a searched term stands for. */
  askedFor(term: string): string;
  prefix(term: string): boolean;
  /** Below 1 for a correction, the further from what was typed the lower, as MiniSearch weighs a fuzzy match. */
  boost(term: string): number;
}

/** A Latin word may be the start of a longer one (TT, TTS): from two letters, or one Han character (图: 图片). */
const prefixable = (term: string): boolean => (isLatinToken(term) ? term.length >= 2 : isSingleHan(term));

function editDistance(term: string): number | false {
  if (!isLatinToken(term) || term.length < FUZZY_MIN_LENGTH || term.length > FUZZY_MAX_LENGTH) return false;
  return term.length <= ONE_EDIT_MAX_LENGTH ? 1 : 2;
}

export function planQuery(query: string, vocabulary: LatinVocabulary): QueryPlan {
  const asked = queryTokens(query).slice(0, MAX_TERMS);
  const askedSet = new Set(asked);
  const corrections = new Map<string, { of: string; boost: number }>();
  for (const term of asked.filter((t) => editDistance(t) !== false).slice(0, FUZZY_TERMS)) {
    const near = [...vocabulary.near(term, editDistance(term) as number)].sort(([, a], [, b]) => a - b).slice(0, CORRECTIONS_PER_TERM);
    for (const [word, edits] of near) {
      if (!askedSet.has(word) && !corrections.has(word)) corrections.set(word, { of: term, boost: (FUZZY_WEIGHT * word.length) / (word.length + edits) });
    }
  }
  const prefix = new Set(asked.filter(prefixable).slice(0, PREFIX_TERMS));
  return {
    asked,
    searched: [...asked, ...corrections.keys()],
    askedFor: (term) => corrections.get(term)?.of ?? term,
    prefix: (term) => prefix.has(term),
    boost: (term) => corrections.get(term)?.boost ?? 1,
  };
}
