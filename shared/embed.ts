/**
 * The chat panel alone, chromeless: /aiCs.html frames it at `/aiCs.html?embed=1`, and
 * partner sites may too. One rule for the client (what to render) and the server (who may
 * frame it).
 */
export const CHAT_EMBED_PATH = '/aiCs.html';
export const EMBED_PARAM = 'embed';

export function isChatEmbed(path: string, embedParam: unknown): boolean {
  return path === CHAT_EMBED_PATH && embedParam === '1';
}

/** The frame's address, with the environment's icsId. */
export function chatEmbedSrc(icsId: string): string {
  return `${CHAT_EMBED_PATH}?${new URLSearchParams({ [EMBED_PARAM]: '1', icsId })}`;
}
