/**
 * The Content-Security-Policy, as data. A streamed page is allowed its inline styles and
 * scripts by a per-response nonce (its bytes are written before they are all known); a
 * cached page by the hashes of its inline blocks (its bytes are shared by many responses,
 * and a nonce must never be reused).
 */
import { createHash } from 'node:crypto';
import { settingsApplier } from '../../shared/readingSettings';

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

/** Each inline block, its tag name in any case; an unclosed one runs to the end of the document. */
const INLINE_BLOCK = /<(script|style)\b([^>]*)>([\s\S]*?)(?:<\/\1\s*>|$)/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Data blocks (JSON, JSON-LD) are never executed, so the policy does not apply to them. */
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);
const SETTINGS_APPLIER = settingsApplier();

/**
 * How each inline script React 19.3 writes begins (react-dom-server): the Suspense runtime's
 * definitions and its calls ($RC, $RS, $RX, $RR, with $RB, $RV, $RM), the shell-time mark and
 * form replaying. The server writes one executable inline script of its own, the 无障碍
 * settings' applier (shared/readingSettings.ts), known by its whole text.
 */
export const REACT_SCRIPT_STARTS = [
  '$RC("',
  '$RS("',
  '$RX("',
  '$RR("',
  '$RB=[];$RV=function(a){',
  '$RV=function(B,g){',
  '$RX=function(b,c,d,e,f){',
  '$RM=new Map;$RR=function(n,w,p){',
  '$RS=function(a,b){',
  'requestAnimationFrame(function(){$RT=performance.now()});',
  'addEventListener("submit",function(a){',
] as const;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    // As a browser does: the first of a repeated attribute counts.
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * React's own, by two marks: the nonce the render gave React, which it writes on the scripts
 * it writes itself and on no other (one that slipped into the page through data cannot know
 * it), and a start React 19.3 writes. A later React with new scripts makes pages uncached,
 * never a script allowed.
 */
function isReactScript(attributes: Map<string, string>, body: string, scriptMark: string | undefined): boolean {
  return Boolean(scriptMark) && attributes.get('nonce') === scriptMark && REACT_SCRIPT_STARTS.some((start) => body.startsWith(start));
}

/**
 * `'sha256-…'` sources for the inline styles and React's own inline scripts of a finished
 * document; undefined when it holds any other inline script, which no policy may allow.
 * `scriptMark` is the nonce the render gave React (see render.tsx renderComplete).
 */
export function inlineHashes(html: string, scriptMark?: string): string[] | undefined {
  const hashes = new Set<string>([EMPTY_STYLE_HASH]);
  for (const [, tag = '', attributeText = '', body = ''] of html.matchAll(INLINE_BLOCK)) {
    if (tag.toLowerCase() === 'script') {
      const attributes = attributesOf(attributeText);
      if (attributes.has('src') || DATA_TYPES.has(attributes.get('type')?.trim().toLowerCase() ?? '')) continue;
      if (body !== SETTINGS_APPLIER && !isReactScript(attributes, body, scriptMark)) return undefined;
    }
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/** The document as it is sent: the render's mark taken off React's tags. */
export function withoutScriptMark(html: string, scriptMark: string | undefined): string {
  return scriptMark ? html.replaceAll(` nonce="${scriptMark}"`, '') : html;
}
