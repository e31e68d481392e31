import { describe, expect, it } from 'vitest';
import { searchSynonyms } from '../../../shared/content/searchSynonyms';
import { findPageRoute } from '../../../shared/navigation';

describe('the search synonym table', () => {
  it('names only product and studio pages of the route table', () => {
    for (const path of Object.keys(searchSynonyms)) expect(findPageRoute(path)?.kind, path).toMatch(/^(product|studio)$/);
  });

  it('gives each name to one page only, never the page’s own name', () => {
    const seen = new Map<string, string>();
    for (const [path, names] of Object.entries(searchSynonyms)) {
      for (const name of names) {
        expect(seen.get(name.toLowerCase()), name).toBeUndefined();
        expect(name, path).not.toBe(findPageRoute(path)?.name);
        seen.set(name.toLowerCase(), path);
      }
    }
  });
});
