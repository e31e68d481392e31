/**
 * 文档中心's upstream reads, once: the page's loader (client/pages/DocCenterPage.tsx) and site
 * search's index (server/search/upstreamDocuments.ts) build their requests here, so what the
 * index holds is what the pages show.
 */
import { API } from './api';
import type { DataRequest } from './dataRequest';

export const DOCS_PER_PAGE = 10;
/** The upstream's largest page (mock-upstream/paging.ts MAX_PAGE_SIZE): a document's sidebar lists the first this many. */
export const DOC_INDEX_SIZE = 50;

/** A page of the list, of one category or all of them. */
export function docListRequest(category: number | undefined, page: number, pageSize = DOCS_PER_PAGE): DataRequest {
  return { call: API.docList, body: { pageNum: page, pageSize, ...(category !== undefined ? { categoryId: category } : {}) } };
}

/** Every document, for a document's sidebar and its 上一篇 / 下一篇. */
export function docIndexRequest(): DataRequest {
  return docListRequest(undefined, 1, DOC_INDEX_SIZE);
}

export function docDetailRequest(id: number): DataRequest {
  return { call: API.docDetail, body: { id } };
}
