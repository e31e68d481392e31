/**
 * The Content-Security-Policy, as data. A streamed page is allowed its inline styles and
 * scripts by a per-response nonce (its bytes are written before they are all known); a
 * cached page by the hashes of its inline blocks (its bytes are shared by many responses,
 * and a nonce must never be reused).
 */
import { createHash } from 'node:crypto';

/** Who may frame a page: our own pages only, except the chat panel /aiCs.html embeds. */
export interface CspOptions {
  /** Extra script and style sources: `'nonce-…'` or `'sha256-…'` values. */
  inline: string[];
  frameAncestors: string[];
}

/**
 * styled-components in the browser injects its rules through the CSSOM into a `<style>`
 * element it creates empty; that empty element must pass the policy too.
 */
export const EMPTY_STYLE_HASH = `'sha256-${createHash('sha256').update('').digest('base64')}'`;

export const SELF_ONLY: string[] = ["'self'"];

export function contentSecurityPolicy({ inline, frameAncestors }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline],
    'style-src': ["'self'", ...inline],
    // Attribute styles are not used by our components; keep them closed.
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

const INLINE_BLOCK = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;
/** Data blocks (JSON, JSON-LD) are never executed, so the policy does not apply to them. */
const DATA_BLOCK_TYPE = /\btype="application\/(?:ld\+)?json"/;

/** `'sha256-…'` sources for every inline script and style of a finished document. */
export function inlineHashes(html: string): string[] {
  const hashes = new Set<string>([EMPTY_STYLE_HASH]);
  for (const [, tag, attributes = '', body = ''] of html.matchAll(INLINE_BLOCK)) {
    if (tag === 'script' && (/\bsrc=/.test(attributes) || DATA_BLOCK_TYPE.test(attributes))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}
