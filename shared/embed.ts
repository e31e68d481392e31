/**
 * The chat panel alone, chromeless: /aiCs.html frames it at `/aiCs.html?embed=1`, and
 * partner sites may too. One rule for the client (what to render), the server (who may
 * frame it) and the page cache's key (./pageQuery.ts): each reads the query with
 * embedParams, so `?embed=1&embed=0` cannot be framed by one rule and drawn by another.
 */
export const CHAT_EMBED_PATH = '/aiCs.html';
export const EMBED_PARAM = 'embed';
const EMBED_ON = '1';

/** The embed parameter as the page reads it: `embed=1` when the first value is 1, else nothing. */
export function embedParams(given: URLSearchParams): URLSearchParams {
  return new URLSearchParams(given.get(EMBED_PARAM) === EMBED_ON ? [[EMBED_PARAM, EMBED_ON]] : []);
}

/** `search`: the query as sent (`?…`, or ''). */
export function isChatEmbed(path: string, search: string): boolean {
  return path === CHAT_EMBED_PATH && embedParams(new URLSearchParams(search)).has(EMBED_PARAM);
}

/** The frame's address, with the environment's icsId. */
export function chatEmbedSrc(icsId: string): string {
  return `${CHAT_EMBED_PATH}?${new URLSearchParams({ [EMBED_PARAM]: EMBED_ON, icsId })}`;
}
