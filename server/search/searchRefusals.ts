/**
 * How site search says no when its queue is full (./searchGate.ts): 429 with the Chinese
 * envelope on /api/search, the Chinese 429 page on /search.html, both asking to come back in
 * a second. The per-client limit in front of both is server/security/rateLimits.ts `searches`.
 */
import type { RequestHandler } from 'express';
import { MESSAGES } from '../../shared/messages';
import { tooManyRequests } from '../errors';
import type { SiteSearch } from './siteSearch';

/** A full queue is worked off within a second (./searchGate.ts: SEARCHES_WAITING_MAX at a few ms each). */
const RETRY_AFTER_S = 1;

const answerBusy = tooManyRequests(MESSAGES.searchBusy);

export const refuseBusy: RequestHandler = (req, res, next) => {
  res.set('Retry-After', String(RETRY_AFTER_S));
  answerBusy(req, res, next);
};

/**
 * In front of the results page: refused before it renders, so it is a 429 page rather than
 * a 200 whose results say the search failed. (A search refused in the moment between is
 * shown in the page as any failed read is.)
 */
export function refuseWhileBusy(search: SiteSearch): RequestHandler {
  return (req, res, next) => (search.busy ? refuseBusy(req, res, next) : next());
}
