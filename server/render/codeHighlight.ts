/**
 * The code samples of a document, highlighted by this server when it fetches the document
 * (for its own render and for /api alike, server/security/sanitize.ts): the page carries
 * `<span class="hljs-…">` and the browser runs no highlighter at all.
 *
 * highlight.js rather than shiki: it is synchronous (a document is highlighted where it is
 * fetched, with no engine to warm up), has no dependencies, loads only the languages
 * registered below, and writes classes, which the stylesheet of the code block colours;
 * shiki writes inline `style` attributes unless a transformer rewrites them (the CSP allows
 * none, server/security/csp.ts) and brings TextMate grammars and a regex engine.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import go from 'highlight.js/lib/languages/go';
import http from 'highlight.js/lib/languages/http';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import sanitizeHtml from 'sanitize-html';
import type { DocCodeBlock } from '../../shared/upstream/docDetail';
import { isRecord } from '../../shared/isRecord';
import { boundedMemo } from '../boundedMemo';

const highlighter = hljs.newInstance();
for (const [name, language] of Object.entries({ bash, go, http, java, javascript, json, php, python, typescript, xml })) {
  highlighter.registerLanguage(name, language);
}

/** Longer samples are shown as plain text: highlighting is linear, but no document needs more. */
export const MAX_HIGHLIGHTED_CHARS = 20_000;
/** Distinct samples remembered (a few dozen documents hold a few each). */
const REMEMBERED_SAMPLES = 256;

/** What highlight.js writes, and nothing else, whatever a grammar might let through. */
const HIGHLIGHT_MARKUP = {
  allowedTags: ['span'],
  allowedAttributes: {},
  allowedClasses: { span: ['hljs-*', 'language-*', '*_'] },
} satisfies sanitizeHtml.IOptions;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The escaped sample, its tokens in spans when its language is one registered above. */
function highlightKeyed(key: string): string {
  const newline = key.indexOf('\n');
  const language = key.slice(0, newline);
  const code = key.slice(newline + 1);
  if (!language || code.length > MAX_HIGHLIGHTED_CHARS || !highlighter.getLanguage(language)) return escapeHtml(code);
  return sanitizeHtml(highlighter.highlight(code, { language, ignoreIllegals: true }).value, HIGHLIGHT_MARKUP);
}

const highlightRemembered = boundedMemo(highlightKeyed, REMEMBERED_SAMPLES);

export function highlightCode(code: string, language: string | undefined): string {
  return highlightRemembered(`${(language ?? '').trim().toLowerCase().replace(/\n/g, '')}\n${code}`);
}

/** A sample as the browser gets it: the upstream's text and language, and our HTML (any `html` of the upstream's is dropped). */
function codeBlockOf(block: unknown): DocCodeBlock[] {
  if (!isRecord(block) || typeof block.code !== 'string') return [];
  const language = typeof block.language === 'string' ? block.language : undefined;
  return [{ ...(language !== undefined ? { language } : {}), code: block.code, html: highlightCode(block.code, language) }];
}

function withCode(section: unknown, depth: number): unknown {
  if (!isRecord(section)) return section;
  const { code, subsections, ...rest } = section;
  return {
    ...rest,
    ...(Array.isArray(code) ? { code: code.flatMap(codeBlockOf) } : {}),
    ...(depth === 0 && Array.isArray(subsections) ? { subsections: subsections.map((sub) => withCode(sub, depth + 1)) } : {}),
  };
}

/** A document's `data` with every code sample highlighted; anything else passes unchanged. */
export function withHighlightedCode(data: unknown): unknown {
  if (!isRecord(data) || !Array.isArray(data.sections)) return data;
  return { ...data, sections: data.sections.map((section) => withCode(section, 0)) };
}
