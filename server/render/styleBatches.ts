/**
 * One request's styled-components styles, handed to the stream batch by batch, through the
 * library's public `ServerStyleSheet` API only: `getStyleTags()` prints every rule the render
 * has made so far, in the tag the browser rehydrates from.
 *
 * The first batch is that tag as printed. A later batch (a section that streamed in through
 * Suspense) must carry only what the browser has not had yet, and the sheet has no public way
 * to start a new batch, so the later print is compared with what was sent: the printed sheet
 * is a list of rules, each group of them closed by a line naming the group and its class
 * names (the format the browser parses to rehydrate), and a later tag holds the rules not
 * sent yet, each group's with its closing line, as `interleaveWithNodeStream` would print.
 */
import type { ServerStyleSheet } from 'styled-components';
import { RecentlyUsed } from '../recentlyUsed';

/** One request's styles as the stream takes them, section by section. */
export interface StyleBatches {
  /** The style tag of what was rendered since the last call, as bytes (none when nothing was). */
  take(): Buffer[];
}

/** A part's styles, rendered into a sheet of its own (./prerenderedParts.ts). */
export interface PartStyles {
  /** Its printed rules and group lines, without the tag. */
  css: string;
  /** The tag its sheet printed them in (no nonce): the first batch's when the page's own sheet is empty. */
  opening: string;
  /** A kept part's number, the same for every request that reuses it: their merged sheets are remembered by it. */
  serial?: number;
}

/**
 * Merged sheets by the parts merged and the page's own print: a URL's requests merge the same
 * ones, and merging costs more than a page's render of the rest (a page's styles are 20-30 KB).
 * At this many the one used least recently goes, as parts and prints come from requests.
 */
const MERGED_KEPT = 256;
/** A merged sheet, and its bytes: encoding 20-30 KB of text for each request cost as much as merging. */
interface Merged {
  css: string;
  bytes: Buffer;
}
const merged = new RecentlyUsed<Merged>(MERGED_KEPT);

/** What ends every rule and group line of a printed sheet. */
const RULE_END = '/*!sc*/\n';
/** The line closing a group: `data-styled.g12[id="s1a2b0"]{content:"name,"}` (the attribute's name may be configured). */
const GROUP_LINE = /^[\w-]+\.g\d+\[id="([^"]+)"\]/;
const TAG_END = '</style>';
const TAG_END_BYTES = Buffer.from(TAG_END);

/** What the browser has of one request's sheet: per group, the rule and group lines sent. */
type Sent = Map<string, Set<string>>;

/**
 * `parts`: the styles of the parts the page did not render into `sheet` (./prerenderedParts.ts),
 * merged into the first batch; `nonce` for its tag when the page's sheet printed none.
 */
export function styleBatches(sheet: ServerStyleSheet, parts?: () => PartStyles[], nonce?: string): StyleBatches {
  let printed = '';
  let sent: Sent | undefined;
  /** What the first batch sent, when it merged parts' styles with the page's. */
  let sentCss: string | undefined;
  /** The styles of the parts rendered for this request, as last compared. */
  let printedParts = '';
  return {
    take() {
      const tags = sheet.getStyleTags();
      const first = printed === '' && sentCss === undefined;
      if (first && parts) {
        const extra = parts().filter((part) => part.css !== '');
        if (extra.length > 0) {
          printed = tags;
          const opening = tags ? tags.slice(0, tags.indexOf('>') + 1) : withNonce(extra[0]!.opening, nonce);
          const sheet = mergedOnce(cssOf(tags), extra);
          sentCss = sheet.css;
          printedParts = renderedParts(extra);
          return [Buffer.from(opening), sheet.bytes, TAG_END_BYTES];
        }
      }
      // A section that streams in late inside a part rendered here writes into the part's sheet.
      const rendered = first || !parts ? '' : renderedParts(parts());
      if (tags === printed && rendered === printedParts) return [];
      const before = printed;
      printed = tags;
      printedParts = rendered;
      if (first) return [Buffer.from(tags)];
      // Only a page with a late section that brought new styles gets here: compare then.
      sent ??= sentOf(sentCss ?? cssOf(before));
      const fresh = unsent(sent, cssOf(tags)) + unsent(sent, rendered);
      const opening = tags ? tags.slice(0, tags.indexOf('>') + 1) : withNonce(parts?.().find((part) => part.opening)?.opening ?? '<style>', nonce);
      return fresh ? [Buffer.from(`${opening}${fresh}${TAG_END}`)] : [];
    },
  };
}

/** The styles of the parts this request rendered itself (a kept part's never change), one after the other. */
function renderedParts(parts: PartStyles[]): string {
  return parts
    .filter((part) => part.serial === undefined)
    .map((part) => part.css)
    .join('');
}

function cssOf(tag: string): string {
  return stylesOfTag(tag).css;
}

/** A printed style tag as its opening and its rules (none for an empty print). */
export function stylesOfTag(tag: string): PartStyles {
  const opening = tag.slice(0, tag.indexOf('>') + 1);
  return { opening, css: tag ? tag.slice(opening.length, tag.lastIndexOf(TAG_END)) : '' };
}

function withNonce(opening: string, nonce: string | undefined): string {
  return nonce ? opening.replace('<style', `<style nonce="${nonce}"`) : opening;
}

/** A group line in full: `data-styled.g12[id="s1a2b0"]{content:"name,other,"}`. */
const FULL_GROUP_LINE = /^([\w-]+)\.g(\d+)\[id="([^"]+)"\]\{content:"([^"]*)"\}$/;

interface Group {
  attribute: string;
  id: string;
  names: Set<string>;
  rules: Set<string>;
}

/** The page's print merged with the parts', remembered when every part is a kept one. */
function mergedOnce(page: string, parts: PartStyles[]): Merged {
  const merge = (): Merged => {
    const css = mergedSheets([page, ...parts.map((part) => part.css)]);
    return { css, bytes: Buffer.from(css) };
  };
  if (parts.some((part) => part.serial === undefined)) return merge();
  const key = `${parts.map((part) => part.serial).join(',')}\n${page}`;
  let sheet = merged.get(key);
  if (sheet === undefined) merged.set(key, (sheet = merge()));
  return sheet;
}

/**
 * Several printed sheets as one, as a single sheet would print them: the groups in their
 * order (a component's group is its place in the cascade: a component styled from another
 * comes after it), each with the rules and names of every sheet, once. Sheets printed in one
 * process number the groups alike.
 */
export function mergedSheets(sheets: string[]): string {
  const groups = new Map<number, Group>();
  for (const css of sheets) {
    let rules: string[] = [];
    for (const line of css.split(RULE_END)) {
      if (line === '') continue;
      const match = FULL_GROUP_LINE.exec(line);
      if (!match) {
        rules.push(line);
        continue;
      }
      const [, attribute, number, id, names] = match as unknown as [string, string, string, string, string];
      let group = groups.get(Number(number));
      if (!group) groups.set(Number(number), (group = { attribute, id, names: new Set(), rules: new Set() }));
      for (const rule of rules) group.rules.add(rule);
      for (const name of names.split(',')) if (name !== '') group.names.add(name);
      rules = [];
    }
    // A format this does not know: the sheets one after the other rather than a rule lost.
    if (rules.length > 0) {
      const sent: Sent = new Map();
      return sheets.map((sheet) => unsent(sent, sheet)).join('');
    }
  }
  let out = '';
  for (const number of [...groups.keys()].sort((a, b) => a - b)) {
    const { attribute, id, names, rules } = groups.get(number)!;
    let line = `${attribute}.g${number}[id="${id}"]{content:"`;
    for (const name of names) line += `${name},`;
    line += '"}';
    for (const rule of rules) out += rule + RULE_END;
    out += line + RULE_END;
  }
  return out;
}

function sentOf(css: string): Sent {
  const sent: Sent = new Map();
  unsent(sent, css);
  return sent;
}

/** The lines of `css` not in `sent` (each group's new rules, then its line), which it then records. */
function unsent(sent: Sent, css: string): string {
  let out = '';
  let rules: string[] = [];
  for (const line of css.split(RULE_END)) {
    if (line === '') continue;
    const group = GROUP_LINE.exec(line)?.[1];
    if (group === undefined) {
      rules.push(line);
      continue;
    }
    let seen = sent.get(group);
    if (!seen) sent.set(group, (seen = new Set()));
    const fresh = rules.filter((rule) => !seen.has(rule));
    rules = [];
    if (fresh.length === 0 && seen.has(line)) continue;
    for (const rule of fresh) seen.add(rule);
    seen.add(line);
    out += fresh.map((rule) => rule + RULE_END).join('') + line + RULE_END;
  }
  // Rules after the last group line would be a format this does not know: send them again rather than lose them.
  return out + rules.map((rule) => rule + RULE_END).join('');
}
