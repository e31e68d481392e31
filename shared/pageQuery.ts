/**
 * The query parameters each kind of page reads. Everything else in a page's URL (utm_*,
 * a cache-buster, a typo) changes nothing on the page, so it is left out of what the page
 * renders and of the page cache's key: `/?utm_source=x` is the same cached document as `/`,
 * and nobody can push `/` out of the cache by inventing queries.
 */
import { APP_CENTER_PARAMS, isAppCenterParam } from './appCenter';
import { COOPERATION_PARAMS, isCooperationParam } from './cooperation';
import { CATEGORY_PARAM, DOC_PARAM, docCenterParams, docCenterQuery, isMalformedDoc, PAGE_PARAM } from './docCenterQuery';
import { EMBED_PARAM, embedParams } from './embed';
import type { PageKind } from './routeTable';

export const PAGE_QUERY_PARAMS: Partial<Record<PageKind, readonly string[]>> = {
  docCenter: [DOC_PARAM, CATEGORY_PARAM, PAGE_PARAM],
  aiCs: [EMBED_PARAM],
  cooperation: COOPERATION_PARAMS,
  appShell: APP_CENTER_PARAMS,
  // Free text: the search page is never cached (server/render/pageHandler.tsx), or any query would fill the cache.
  search: ['q'],
};

/** Where only some values of a parameter change the page, the others are dropped too. */
const PARAM_VALUES: Partial<Record<PageKind, (name: string, value: string) => boolean>> = {
  cooperation: isCooperationParam,
  appShell: isAppCenterParam,
};

/**
 * Pages whose parameters have one spelling per page they show (`?page=1` is the list's first
 * page, `?page=01` too): the page reads them with this function, and any other spelling is
 * moved to this one (a 301), or is no page (null: a 404). Each value they can take is a page
 * of its own, so every spelling of it must be one cache entry.
 */
const NORMALISED: Partial<Record<PageKind, (given: URLSearchParams) => URLSearchParams | null>> = {
  docCenter: (given) => (isMalformedDoc(given) ? null : docCenterParams(docCenterQuery(given))),
  aiCs: embedParams,
};

/** `?a=1&b=2` with only the parameters `kind` reads, first value each, in a fixed order; '' when none. */
export function pageSearch(kind: PageKind | undefined, search: string): string {
  const read = pageQueryOf(kind, search);
  return read.kind === 'notFound' ? '' : read.search;
}

/**
 * What a page's query asks: the page at `search` (the query it renders at and is cached by),
 * the same page spelled otherwise (`redirect`: `target` is the query to move to, the other
 * parameters kept), or no page at all.
 */
export type PageQuery = { kind: 'page'; search: string } | { kind: 'redirect'; search: string; target: string } | { kind: 'notFound' };

export function pageQueryOf(kind: PageKind | undefined, search: string): PageQuery {
  const names = kind ? PAGE_QUERY_PARAMS[kind] : undefined;
  if (!names) return { kind: 'page', search: '' };
  const given = new URLSearchParams(search);
  const normalise = NORMALISED[kind!];
  const kept = normalise ? normalise(given) : filtered(given, names, PARAM_VALUES[kind!]);
  if (!kept) return { kind: 'notFound' };
  const text = kept.toString();
  const read = { kind: 'page' as const, search: text ? `?${text}` : '' };
  if (!normalise || names.every((name) => sameValues(given.getAll(name), kept.getAll(name)))) return read;
  // The page's parameters first, in their one spelling; the rest (utm_*, icsId) as they came.
  const target = new URLSearchParams(kept);
  for (const [name, value] of given) if (!names.includes(name)) target.append(name, value);
  const moved = target.toString();
  return { kind: 'redirect', search: read.search, target: moved ? `?${moved}` : '' };
}

function filtered(given: URLSearchParams, names: readonly string[], accepts?: (name: string, value: string) => boolean): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null && (!accepts || accepts(name, value))) kept.set(name, value);
  }
  return kept;
}

const sameValues = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);
