/**
 * `q` and `limit` of `/api/search`, read from the query string as the visitor sent it. The
 * API is strict where the page is lenient: a value that is not valid percent-encoding, or a
 * limit that is not a whole number, is a 400 with the reason in Chinese, not a guess.
 */
import { cutQuery, SEARCH_LIMIT, SEARCH_PARAM } from '../../shared/search';

export type SearchParams = { ok: true; query: string; limit: number } | { ok: false; desc: string };

export const SEARCH_PARAM_ERRORS = {
  encoding: '搜索词的编码不正确',
  limit: `返回条数须为1到${SEARCH_LIMIT.max}之间的整数`,
} as const;

/** A form's encoding: `+` is a space. Null when the percent-escapes are not valid UTF-8. */
function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The first value of each name, still encoded; names that do not decode are no name we read. */
function rawValues(search: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const name = decode(at === -1 ? pair : pair.slice(0, at));
    if (name !== null && !values.has(name)) values.set(name, at === -1 ? '' : pair.slice(at + 1));
  }
  return values;
}

/** From `?q=…&limit=…`: the query cut to its length, and a limit up to SEARCH_LIMIT.max (larger ones are lowered to it). */
export function readSearchParams(search: string): SearchParams {
  const values = rawValues(search);
  const query = decode(values.get(SEARCH_PARAM) ?? '');
  if (query === null) return { ok: false, desc: SEARCH_PARAM_ERRORS.encoding };
  const limitText = decode(values.get('limit') ?? '')?.trim();
  if (limitText === undefined) return { ok: false, desc: SEARCH_PARAM_ERRORS.limit };
  if (limitText === '') return { ok: true, query: cutQuery(query), limit: SEARCH_LIMIT.default };
  const limit = /^\d{1,9}$/.test(limitText) ? Number(limitText) : 0;
  if (limit < 1) return { ok: false, desc: SEARCH_PARAM_ERRORS.limit };
  return { ok: true, query: cutQuery(query), limit: Math.min(limit, SEARCH_LIMIT.max) };
}
