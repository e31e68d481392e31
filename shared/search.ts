/**
 * Site search's contract, once for the server (server/search), the results page and the
 * header's suggestions: where it lives, its limits, and the shape of its answer.
 * `/api/search` is answered by this server from its own index, never by the upstream.
 */
import type { ApiCall } from './api';
import type { DataRequest } from './dataRequest';
import { SEARCH_PARAM, SEARCH_PATH, SEARCH_QUERY_MAX_CHARS } from './searchForm';

export { SEARCH_PARAM, SEARCH_PATH, SEARCH_QUERY_MAX_CHARS };
export const SEARCH_LIMIT = { default: 10, max: 50 } as const;
/** What the results page shows; the header's suggestions show fewer. */
export const SEARCH_PAGE_LIMIT = 20;
export const SUGGESTION_LIMIT = 5;

/**
 * The call's path under /api. Not in shared/api.ts's API record: that record is the proxy's
 * allow-list, and this call is answered by server/search before the proxy sees it.
 */
export const SEARCH_CALL = { method: 'GET', path: '/search', host: 'api' } as const satisfies ApiCall;

/** The label each result carries: what kind of page it leads to. */
export type SearchItemType = '产品' | '方案' | '工作室' | '文档' | '课程' | '页面';

export interface SearchItem {
  title: string;
  /** Site-relative: `/product/TTS.html`, `/docCenter.html?doc=101`. */
  url: string;
  /** Plain text, HTML-escaped, with the matched words in `<mark>` elements and nothing else. */
  snippet: string;
  type: SearchItemType;
}

export interface SearchData {
  items: SearchItem[];
  /** Every match, of which `items` are the best. */
  total: number;
}

/** The query as searched: spaces at the ends trimmed, at most SEARCH_QUERY_MAX_CHARS characters. */
export function cutQuery(text: string): string {
  return Array.from(text.trim()).slice(0, SEARCH_QUERY_MAX_CHARS).join('').trim();
}

/** The read a results page or a suggestion list makes: `/api/search?q=…&limit=…`. */
export function searchRequest(query: string, limit: number): DataRequest {
  return { call: SEARCH_CALL, query: { [SEARCH_PARAM]: query, limit: String(limit) } };
}

/** The results page of a query. */
export function searchHref(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: query })}`;
}
