/**
 * What the documentation checks read of a Markdown file: its headings' anchors, as GitHub
 * makes them, and its relative links. Pure string work, so both checks stay unit tests.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * GitHub's anchor of a heading: lower case, each space a '-', every character dropped that is
 * neither a letter, a mark, a digit, '_' nor '-' (so CJK stays, backticks and parentheses go).
 */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Text with its fenced code blocks blanked: a '#' or a link inside one is not Markdown. */
function withoutFences(text: string): string {
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** Every anchor a file's headings give, with GitHub's -1, -2 … for repeated headings. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(match[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a file's inline links and images, outside code blocks and code spans. */
export function linkTargetsOf(markdown: string): string[] {
  const prose = withoutFences(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
}

/** README.md and every Markdown file under docs/, as paths from the repository's root. */
export function documentationFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs.sort()];
}
