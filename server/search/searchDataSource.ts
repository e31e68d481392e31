/**
 * The results page reads `/api/search` as every data page reads its data (a DataRequest,
 * shared/search.ts): in the browser through the API, on the server from the index directly,
 * with no round trip through our own HTTP. Every other read goes on to the upstream.
 */
import type { Envelope } from '../../shared/api';
import type { DataRequest, DataSource } from '../../shared/dataRequest';
import { SEARCH_CALL } from '../../shared/search';
import { envelope } from '../errors';
import { MESSAGES } from '../../shared/messages';
import { searchEnvelope } from './searchApi';
import { SearchBusy } from './searchGate';
import { readSearchParams } from './searchParams';
import type { SiteSearch } from './siteSearch';

const isSearch = ({ call }: DataRequest): boolean => call.path === SEARCH_CALL.path && call.method === SEARCH_CALL.method;

async function answer(search: SiteSearch, request: DataRequest): Promise<Envelope> {
  // Read as the API reads it, so the page and the API agree on every query.
  const params = readSearchParams(new URLSearchParams(request.query).toString());
  if (!params.ok) return envelope(400, params.desc);
  try {
    return searchEnvelope(await search.search(params.query, params.limit));
  } catch (error) {
    if (error instanceof SearchBusy) return envelope(429, MESSAGES.searchBusy);
    throw error;
  }
}

export function withSiteSearch(upstream: DataSource, search: SiteSearch): DataSource {
  return (request) => (isSearch(request) ? answer(search, request) : upstream(request));
}
