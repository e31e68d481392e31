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

/** One request's styles as the stream takes them, section by section. */
export interface StyleBatches {
  /** The style tag of what was rendered since the last call, as bytes (none when nothing was). */
  take(): Buffer[];
}

/** What ends every rule and group line of a printed sheet. */
const RULE_END = '/*!sc*/\n';
/** The line closing a group: `data-styled.g12[id="s1a2b0"]{content:"name,"}` (the attribute's name may be configured). */
const GROUP_LINE = /^[\w-]+\.g\d+\[id="([^"]+)"\]/;
const TAG_END = '</style>';

/** What the browser has of one request's sheet: per group, the rule and group lines sent. */
type Sent = Map<string, Set<string>>;

export function styleBatches(sheet: ServerStyleSheet): StyleBatches {
  let printed = '';
  let sent: Sent | undefined;
  return {
    take() {
      const tags = sheet.getStyleTags();
      if (tags === printed) return [];
      const first = printed === '';
      const before = printed;
      printed = tags;
      if (first) return [Buffer.from(tags)];
      // Only a page with a late section that brought new styles gets here: compare then.
      sent ??= sentOf(cssOf(before));
      const fresh = unsent(sent, cssOf(tags));
      return fresh ? [Buffer.from(`${tags.slice(0, tags.indexOf('>') + 1)}${fresh}${TAG_END}`)] : [];
    },
  };
}

function cssOf(tag: string): string {
  return tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf(TAG_END));
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
