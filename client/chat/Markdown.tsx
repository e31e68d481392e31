/**
 * The few Markdown forms the answers use (paragraphs, line breaks, `-`/`1.` lists, **bold**,
 * [links](url)), turned into React elements. No HTML from the stream is ever inserted:
 * everything else stays text, and links go only to this site or to http(s) pages.
 */
import type { ReactNode } from 'react';

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.、]\s*(.*)$/;

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const last = blocks[blocks.length - 1];
    if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const item = (bullet ?? numbered)![1] ?? '';
      if (last?.kind === kind) last.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else if (line.trim() === '') {
      if (last && !(last.kind === 'p' && last.lines.length === 0)) blocks.push({ kind: 'p', lines: [] });
    } else if (last?.kind === 'p') {
      last.lines.push(line);
    } else {
      blocks.push({ kind: 'p', lines: [line] });
    }
  }
  return blocks.filter((b) => (b.kind === 'p' ? b.lines.length > 0 : true));
}

/** Stands for this site when resolving a path: any http(s) origin resolves paths alike. */
const SITE = 'https://site.invalid';
/**
 * What browsers forgive in a URL and so read differently from the text: `\` is taken for
 * `/` (so `/\evil.example` leads to another host), tabs and newlines are dropped
 * (`java\tscript:`), leading spaces trimmed.
 */
const FORGIVEN = /[\\\s\p{Cc}]/u;

/**
 * Only http(s) URLs and paths of this site become links. A path starts with exactly one
 * `/`, and it counts only if it still resolves to this site, as the browser will resolve it.
 */
export function safeHref(href: string): string | null {
  if (FORGIVEN.test(href)) return null;
  try {
    if (href.startsWith('/')) return !href.startsWith('//') && new URL(href, SITE).origin === SITE ? href : null;
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
/**
 * A `**` with no partner: the bold of a piece still streaming, or of an answer stopped or cut
 * off before it closed. Shown as nothing rather than as two stars.
 */
const OPEN_BOLD = /\*\*/g;

export function renderInline(text: string, keyPrefix = ''): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  const plain = (from: number, to?: number) => text.slice(from, to).replace(OPEN_BOLD, '');
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(plain(last, match.index));
    const key = `${keyPrefix}${match.index}`;
    if (match[1] !== undefined) {
      nodes.push(<strong key={key}>{match[1]}</strong>);
    } else {
      const href = safeHref(match[3] ?? '');
      const external = href !== null && !href.startsWith('/');
      nodes.push(
        href ? (
          <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {match[2]}
          </a>
        ) : (
          match[0]
        ),
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(plain(last));
  return nodes;
}

export function Markdown({ text }: { text: string }) {
  return (
    <>
      {parseBlocks(text).map((block, i) => {
        if (block.kind === 'p') {
          return (
            <p key={i}>
              {block.lines.flatMap((line, j) => (j === 0 ? renderInline(line, `${i}.${j}.`) : [<br key={`br${j}`} />, ...renderInline(line, `${i}.${j}.`)]))}
            </p>
          );
        }
        const List = block.kind;
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{renderInline(item, `${i}.${j}.`)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
