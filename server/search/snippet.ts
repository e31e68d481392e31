/**
 * The few lines a result shows: the stretch of its text where most of the matched words
 * meet, with each of them in `<mark>`. Everything else is HTML-escaped here, so the snippet
 * (shared/search.ts) holds no markup but the marks, whatever the page or the query held.
 */

/** About two lines of a result at desktop width. */
export const SNIPPET_CHARS = 90;
/** Room before the first matched word, so it does not open the line without its context. */
const LEAD_CHARS = 14;
/** Enough to find the best stretch of a long page; the rest are not looked at. */
const MAX_HITS = 64;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Lower-cases A-Z only, so every index into the result is an index into `text`. */
const asciiLower = (text: string): string => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());

type Range = [start: number, end: number];

function hitsOf(lowered: string, terms: readonly string[]): Array<Range & { term: string }> {
  const hits: Array<Range & { term: string }> = [];
  for (const term of terms) {
    for (let at = lowered.indexOf(term); at !== -1 && hits.length < MAX_HITS; at = lowered.indexOf(term, at + 1)) {
      hits.push(Object.assign([at, at + term.length] as Range, { term }));
    }
  }
  return hits.sort((a, b) => a[0] - b[0]);
}

/** Where the window starts: before the hit whose window holds the most different words. */
function windowStart(hits: ReadonlyArray<Range & { term: string }>): number {
  let best = 0;
  let bestCount = 0;
  for (const [i, hit] of hits.entries()) {
    const start = Math.max(0, hit[0] - LEAD_CHARS);
    const inside = new Set<string>();
    for (let j = i; j < hits.length && hits[j]![1] <= start + SNIPPET_CHARS; j++) inside.add(hits[j]!.term);
    if (inside.size > bestCount) [best, bestCount] = [start, inside.size];
  }
  return best;
}

/** Never between the two halves of a surrogate pair. */
function atCharBoundary(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff ? index + 1 : index;
}

function merged(ranges: Range[]): Range[] {
  const out: Range[] = [];
  for (const [start, end] of ranges) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * About SNIPPET_CHARS characters of `text` around the matched `terms` (lower-case, as the
 * index holds them), escaped, with every occurrence of a term in `<mark>`; overlapping
 * bigrams (语音, 音合, 合成) make one mark. Without a term in the text, its opening.
 */
export function snippetOf(text: string, terms: readonly string[]): string {
  const hits = hitsOf(asciiLower(text), terms.filter(Boolean));
  // A window that would run past the end starts earlier instead: as much text as there is room for.
  const start = hits.length ? atCharBoundary(text, Math.min(windowStart(hits), Math.max(0, text.length - SNIPPET_CHARS))) : 0;
  const end = atCharBoundary(text, Math.min(text.length, start + SNIPPET_CHARS));
  const marks = merged(hits.filter(([s, e]) => s >= start && e <= end));
  let html = start > 0 ? '…' : '';
  let at = start;
  for (const [s, e] of marks) {
    html += `${escapeHtml(text.slice(at, s))}<mark>${escapeHtml(text.slice(s, e))}</mark>`;
    at = e;
  }
  html += escapeHtml(text.slice(at, end));
  return end < text.length ? `${html}…` : html;
}
