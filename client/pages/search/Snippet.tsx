/**
 * A result's snippet: the server's escaped text with `<mark>` around the matched words
 * (shared/search.ts), drawn as React text and `<mark>` elements. Nothing is set as HTML, so
 * even a snippet that held markup could only ever show it as text.
 */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

export function Snippet({ html, className }: { html: string; className?: string }) {
  // Split at the marks: the odd pieces are the marked words.
  const pieces = html.split(/<\/?mark>/);
  return <p className={className}>{pieces.map((piece, i) => (i % 2 ? <mark key={i}>{unescapeHtml(piece)}</mark> : unescapeHtml(piece)))}</p>;
}
