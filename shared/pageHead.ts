/**
 * What one URL of a page says in its head beyond its route's text: a document of the
 * documentation centre has its own title, description and canonical URL, and an unknown one
 * is a 404. The page module builds it from data the server awaited before rendering
 * (its `pageHead`, client/pages/pageModule.ts), because head tags and the status belong to the shell.
 */
export interface PageHead {
  /** In place of the route's title; the platform name is appended as on every page. */
  title?: string;
  description?: string;
  /** Path and query of the canonical URL, when the query makes a page of its own (default: the path). */
  canonical?: string;
  /**
   * `missing`: the URL names something that does not exist (a 404). `unknown`: its data was
   * not there in time, or failed, so this answer cannot stand for the page: not indexed.
   */
  state?: 'missing' | 'unknown';
}

/** About what search engines show of a Chinese description. */
export const DESCRIPTION_MAX_CHARS = 120;

/**
 * A description made of text written as body copy: one line, and no longer than a search
 * result shows, ending at a sentence when one ends in the second half of the room.
 */
export function descriptionFrom(text: string, max = DESCRIPTION_MAX_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const room = chars.slice(0, max);
  const sentenceEnd = Math.max(...['。', '！', '？', '；'].map((mark) => room.lastIndexOf(mark)));
  if (sentenceEnd >= max / 2) return room.slice(0, sentenceEnd + 1).join('');
  return `${room.slice(0, max - 1).join('')}…`;
}
