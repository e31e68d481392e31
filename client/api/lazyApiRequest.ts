/**
 * apiRequest (./http.ts) for code in the entry bundle, loaded on the first call: the API
 * client, its toasts and its message catalogue are not needed to show and hydrate a page.
 */
import type { ApiCall, Envelope } from '../../shared/api';
import type { ApiRequestOptions } from './http';

export function lazyApiRequest<T = unknown>(call: ApiCall, options?: ApiRequestOptions): Promise<Envelope<T>> {
  return import('./http').then(({ apiRequest }) => apiRequest<T>(call, options));
}
