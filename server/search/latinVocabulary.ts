/**
 * The Latin words of the indexed documents, where a typo is looked up (./queryBudget.ts).
 * MiniSearch's own fuzzy search walks its whole term tree, and nearly all of its terms are
 * Chinese bigrams: on the site's index (14,600 terms, 216 of them Latin) one word within one
 * edit cost 1.5 ms of the event loop and within two 5 ms. Here, with the Latin words alone,
 * either is a few microseconds.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { latinWords } from './tokenizer';

export class LatinVocabulary {
  /** Each word, with how many documents hold it: one document going leaves it for the others. */
  private readonly words = new SearchableMap<number>();

  add(text: string): void {
    for (const word of new Set(latinWords(text))) this.words.update(word, (count = 0) => count + 1);
  }

  remove(text: string): void {
    for (const word of new Set(latinWords(text))) {
      const count = this.words.get(word) ?? 0;
      if (count <= 1) this.words.delete(word);
      else this.words.set(word, count - 1);
    }
  }

  /** The words within `distance` edits of `word`, with their distance; not the word itself. */
  near(word: string, distance: number): Map<string, number> {
    const found = new Map<string, number>();
    for (const [other, [, edits]] of this.words.fuzzyGet(word, distance)) if (edits > 0) found.set(other, edits);
    return found;
  }
}
