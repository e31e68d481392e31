/** The browser's store: answers the server handed over first, then /api. */
import { lazyApiRequest } from '../api/lazyApiRequest';
import { SSR_DATA_ATTRIBUTE } from './DataContext';
import { DataStore, type DataResult } from '../../shared/dataStore';

function handedOver(key: string): DataResult<unknown> | undefined {
  for (const script of document.querySelectorAll(`script[${SSR_DATA_ATTRIBUTE}]`)) {
    if (script.getAttribute(SSR_DATA_ATTRIBUTE) !== key) continue;
    try {
      return JSON.parse(script.textContent ?? '') as DataResult<unknown>;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function createClientStore(): DataStore {
  return new DataStore(({ call, body, query }) => lazyApiRequest(call, { body, query, hideToast: true }), handedOver);
}
