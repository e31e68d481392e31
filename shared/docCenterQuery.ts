/**
 * What 文档中心's query asks for: one document (`?doc=`), or a page of a category's list.
 * The page reads its URL with docCenterQuery, and the server keys its cache and redirects
 * with the same function (server/render/pageQueryMove.ts), so `?page=01`, `?category=junk` and
 * `?page=1` can never be pages of their own beside `?page=1` and `/docCenter.html`.
 */
export interface DocCenterQuery {
  doc: number | undefined;
  category: number | undefined;
  page: number;
}

import { CATEGORY_PARAM, DOC_PARAM, PAGE_PARAM } from './pageQuery';

/** A positive integer the upstream and a URL both hold exactly (`1e21` is neither); undefined otherwise. */
function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The first value of each parameter, as URLSearchParams#get reads it. */
export function docCenterQuery(params: URLSearchParams): DocCenterQuery {
  return { doc: positiveInt(params.get(DOC_PARAM)), category: positiveInt(params.get(CATEGORY_PARAM)), page: positiveInt(params.get(PAGE_PARAM)) ?? 1 };
}

/** A `?doc=` that names no document by its shape (`abc`, `0`, empty): no page answers it. */
export function isMalformedDoc(params: URLSearchParams): boolean {
  return params.has(DOC_PARAM) && docCenterQuery(params).doc === undefined;
}

/** The query's one spelling: the document alone, or the category and a page past the first. */
export function docCenterParams({ doc, category, page }: DocCenterQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (doc !== undefined) params.set(DOC_PARAM, String(doc));
  else {
    if (category !== undefined) params.set(CATEGORY_PARAM, String(category));
    if (page > 1) params.set(PAGE_PARAM, String(page));
  }
  return params;
}

/** One document's address, and so its canonical URL's path. */
export function docHref(id: number): string {
  return docCenterHref({ doc: id, category: undefined, page: 1 });
}

/** A page of a category's list: parameters in one order, the first page and all categories without one. */
export function docListHref(category: number | undefined, page: number): string {
  return docCenterHref({ doc: undefined, category, page });
}

/** The one spelling the server keys its cache on and redirects every other to (this file). */
function docCenterHref(query: DocCenterQuery): string {
  const search = docCenterParams(query).toString();
  return `/docCenter.html${search ? `?${search}` : ''}`;
}
