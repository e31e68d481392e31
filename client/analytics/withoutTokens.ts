/**
 * A lead's withdrawal token in a page address (the cooperation page's `?withdraw=` and, after a
 * post, `?submitted=`: shared/withdrawLink.ts) deletes the lead: it is the visitor's alone, so
 * the analytics records never carry it to the log host, neither as the page's address nor as
 * the next page's referrer.
 */
import { COOPERATION_WITHDRAW_PARAM } from '../../shared/cooperation';

/** Any value but `submitted=1`, the thank-you state without a token. */
const TOKEN_VALUES = new RegExp(`([?&](?:${COOPERATION_WITHDRAW_PARAM}|submitted)=)(?!1(?:[&#]|$))[^&#]+`, 'g');

export function withoutTokens(url: string): string {
  return url.replace(TOKEN_VALUES, '$1-');
}
