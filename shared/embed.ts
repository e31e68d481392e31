/** The chat panel alone, chromeless, as /aiCs.html frames it (and partner sites may). */
export const CHAT_EMBED_PATH = '/aiCs.html';
export const EMBED_PARAM = 'embed';

export function isChatEmbed(path: string, embedParam: unknown): boolean {
  return path === CHAT_EMBED_PATH && embedParam === '1';
}
