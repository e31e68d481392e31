/**
 * Documents from the static-resource call are HTML written elsewhere: only structural
 * tags and safe links survive, on every path to the browser (server render and /api).
 */
import sanitizeHtml from 'sanitize-html';
import { API } from '../../shared/api';
import { withHighlightedCode } from '../render/codeHighlight';

const ALLOWED = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
} satisfies sanitizeHtml.IOptions;

export function sanitizeDocument(html: string): string {
  return sanitizeHtml(html, { ...ALLOWED, allowedAttributes: { a: ['href', 'rel', 'target'] } });
}

/**
 * Cleans the `html` of a static-resource envelope, and writes a document's code samples as
 * our own highlighted HTML (any the upstream sent is dropped); other answers pass unchanged.
 */
export function sanitizeEnvelope(path: string, body: Record<string, unknown>): Record<string, unknown> {
  if (path === API.docDetail.path) return 'data' in body ? { ...body, data: withHighlightedCode(body.data) } : body;
  if (path !== API.staticResource.path) return body;
  const data = body.data as { html?: unknown } | undefined;
  if (!data || typeof data.html !== 'string') return body;
  return { ...body, data: { ...data, html: sanitizeDocument(data.html) } };
}
