/**
 * Another spelling of a page's query (`?page=01`, `?category=junk`, `?embed=1&embed=0`) is the
 * same page: it is moved (301) to the one spelling the page renders at and the cache keys it by,
 * read with the page's own functions (shared/docCenterQuery.ts, shared/embed.ts), so junk
 * values make no cache entries of their own. Each value these parameters can take is a page of
 * its own, so every spelling of it must be one entry.
 */
import { docCenterParams, docCenterQuery, isMalformedDoc } from '../../shared/docCenterQuery';
import { embedParams } from '../../shared/embed';
import { PAGE_QUERY_PARAMS, pageSearch } from '../../shared/pageQuery';
import type { PageKind } from '../../shared/routeTable';

/** The page's parameters in their one spelling; null when no page answers them (a document id of the wrong shape: 404). */
const ONE_SPELLING: Partial<Record<PageKind, (given: URLSearchParams) => URLSearchParams | null>> = {
  docCenter: (given) => (isMalformedDoc(given) ? null : docCenterParams(docCenterQuery(given))),
  aiCs: embedParams,
};

/** The page at `search` (what it renders at and is cached by), a 301 to `target` (other parameters such as utm_* and icsId kept), or no page. */
export type PageQuery = { kind: 'page'; search: string } | { kind: 'redirect'; target: string } | { kind: 'notFound' };

export function pageQueryOf(kind: PageKind | undefined, search: string): PageQuery {
  const spell = kind && ONE_SPELLING[kind];
  if (!spell) return { kind: 'page', search: pageSearch(kind, search) };
  const names = PAGE_QUERY_PARAMS[kind]!;
  const given = new URLSearchParams(search);
  const kept = spell(given);
  if (!kept) return { kind: 'notFound' };
  if (names.every((name) => sameValues(given.getAll(name), kept.getAll(name)))) {
    const text = kept.toString();
    return { kind: 'page', search: text ? `?${text}` : '' };
  }
  // The page's parameters first, in their one spelling; the rest as they came.
  const target = new URLSearchParams(kept);
  for (const [name, value] of given) if (!names.includes(name)) target.append(name, value);
  const moved = target.toString();
  return { kind: 'redirect', target: moved ? `?${moved}` : '' };
}

/** What the page renders at and the cache keys it by; only ever asked for a query routeTablePages let through. */
export function renderedSearch(kind: PageKind | undefined, search: string): string {
  const query = pageQueryOf(kind, search);
  return query.kind === 'page' ? query.search : '';
}

const sameValues = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);
