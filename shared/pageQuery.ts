/**
 * The query parameters each kind of page reads. Everything else in a page's URL (utm_*,
 * a cache-buster, a typo) changes nothing on the page, so it is left out of what the page
 * renders and of the page cache's key: `/?utm_source=x` is the same cached document as `/`,
 * and nobody can push `/` out of the cache by inventing queries.
 */
import { APP_CENTER_PARAMS, isAppCenterParam } from './appCenter';
import { COMPLAINT_SUBMITTED_PARAM } from './complaintLink';
import { COOPERATION_PARAMS, isCooperationParam } from './cooperation';
import { EMBED_PARAM } from './embed';
import type { PageKind } from './routeTable';

/** 文档中心's, read by shared/docCenterQuery.ts (which only the page's chunk and the server load). */
export const DOC_PARAM = 'doc';
export const CATEGORY_PARAM = 'category';
export const PAGE_PARAM = 'page';

export const PAGE_QUERY_PARAMS: Partial<Record<PageKind, readonly string[]>> = {
  docCenter: [DOC_PARAM, CATEGORY_PARAM, PAGE_PARAM],
  aiCs: [EMBED_PARAM],
  cooperation: COOPERATION_PARAMS,
  // Its content id is filled in by the page's script: each id a page of its own would let anyone fill the cache.
  report: [COMPLAINT_SUBMITTED_PARAM],
  appShell: APP_CENTER_PARAMS,
  // Free text: the search page is never cached (server/render/pageHandler.tsx), or any query would fill the cache.
  search: ['q'],
};

/** Where only some values of a parameter change the page, the others are dropped too. */
const PARAM_VALUES: Partial<Record<PageKind, (name: string, value: string) => boolean>> = {
  cooperation: isCooperationParam,
  appShell: isAppCenterParam,
  report: (_name, value) => value === '1',
};

/**
 * `?a=1&b=2` with only the parameters `kind` reads, first value each, in a fixed order; '' when
 * none. The pages whose values have one spelling each (文档中心, the framed chat) are only ever
 * rendered at that spelling: the server moves every other one there first
 * (server/render/pageQueryMove.ts), so on their URLs this agrees with the page's own reading.
 */
export function pageSearch(kind: PageKind | undefined, search: string): string {
  const names = kind ? PAGE_QUERY_PARAMS[kind] : undefined;
  if (!names) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const accepts = PARAM_VALUES[kind!];
  for (const name of names) {
    const value = given.get(name);
    if (value !== null && (!accepts || accepts(name, value))) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
