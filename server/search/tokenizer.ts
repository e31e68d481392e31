/**
 * Words of Chinese and English text as site search compares them. Chinese has no spaces:
 * Intl.Segmenter finds words, but splits rarer compounds into single characters (播|报|音|频), so every run of Han characters also gives its character bigrams, which
 * is what lets a partial name (语音识) or an unknown compound still match. Latin letters and
 * digits count as words of their own, lower-cased (TTS, asr, H5, AI).
 */

// One instance for the process: building a segmenter costs far more than using one.
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_WORD = /[a-z0-9]+/g;
/** A segmenter word worth indexing beside the bigrams: three Han characters or more (工作室). */
const LONG_HAN_WORD = /^\p{Script=Han}{3,}$/u;

/** Every token of `text`, repeated as often as it occurs (term frequency counts for ranking). */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  const tokens = latinWords(lower);
  for (const run of lower.match(HAN_RUN) ?? []) {
    const chars = Array.from(run);
    if (chars.length === 1) tokens.push(run);
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
  }
  // Only runs of three characters or more can hold a word the bigrams do not already spell.
  if (/\p{Script=Han}{3}/u.test(lower)) {
    for (const { segment, isWordLike } of segmenter.segment(lower)) if (isWordLike && LONG_HAN_WORD.test(segment)) tokens.push(segment);
  }
  return tokens;
}

/** The Latin tokens of `text` alone (TTS, h5), as tokenize() gives them. */
export function latinWords(text: string): string[] {
  return text.toLowerCase().match(LATIN_WORD) ?? [];
}

/** A query's distinct tokens: a word typed twice is not asked for twice. */
export function queryTokens(query: string): string[] {
  return [...new Set(tokenize(query))];
}

/** Latin letters and digits only: a token that may be the start of a longer word (TT for TTS). */
export const isLatinToken = (token: string): boolean => /^[a-z0-9]+$/.test(token);

/** One Han character: the start of the bigrams it begins (图 for 图片). */
export const isSingleHan = (token: string): boolean => /^\p{Script=Han}$/u.test(token);
