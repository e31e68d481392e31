/**
 * Remembers the CSS styled-components makes, across requests. Every request renders into a
 * fresh ServerStyleSheet (a page must carry its own styles and no other page's), so without
 * this every request would run stylis over each component's CSS again and then serialise
 * the sheet again: together about a tenth of an uncached page's cost.
 *
 * Two facts make it safe:
 * - a component's class name is a hash of its id and its CSS text, so the rules of an
 *   (id, name) pair never change; a sheet asked whether it has a name it has not seen yet
 *   can take the rules from here instead of having stylis make them. The one place names
 *   are not hashes, global styles, asks only for static styles, whose CSS is fixed;
 * - what a sheet prints is a function of the rules inserted since it last printed, so the
 *   text of a batch is remembered by the (id, name) pairs in it, and a global style's rules.
 *
 * The per-request sheet keeps the names (to answer "has it?" during the render); the rules
 * of the current batch are kept here and printed, with styled-components' own serialiser,
 * when the sheet is asked for its style tags. clearTag starts the next one.
 *
 * The stream takes each batch as bytes (StyleBatches.take): the text of a batch is also kept
 * encoded, since a page's styles are 20 KB of text with Chinese in it (font names, quotes)
 * and encoding them again for every response cost more than the rest of the style work.
 *
 * It replaces methods of styled-components' StyleSheet and ServerStyleSheet that are not its
 * public API, which no semver range protects: package.json pins the exact version, and
 * tests/server/render/styleCache.test.tsx fails, naming this file, if an upgrade changes them.
 */
import { ServerStyleSheet, version } from 'styled-components';

interface Entry {
  id: string;
  name: string;
  rules: string[];
}

/** One request's styles as the stream takes them, section by section. */
export interface StyleBatches {
  /** The style tag of what was rendered since the last call, as bytes (none when nothing was), and a new batch begins. */
  take(): Buffer[];
}

interface Printed {
  text: string;
  bytes: Buffer;
}

const NOTHING: Printed = { text: '', bytes: Buffer.alloc(0) };
const TAG_END = Buffer.from('</style>');
const GLOBAL_STYLE_ID = 'sc-global-';
/** A bounded site makes a few hundred names and a few dozen batches; props could make more. */
export const MAX_CACHED_RULES = 10_000;
export const MAX_CACHED_BATCHES = 1_000;

export class StyleCache {
  private readonly rules = new Map<string, string[]>();
  private readonly batches = new Map<string, Printed>();

  constructor(
    private readonly maxRules = MAX_CACHED_RULES,
    private readonly maxBatches = MAX_CACHED_BATCHES,
  ) {}

  get size(): { rules: number; batches: number } {
    return { rules: this.rules.size, batches: this.batches.size };
  }

  /** Makes one request's sheet take its rules and its printed text from this cache. */
  attach(styles: ServerStyleSheet): StyleBatches {
    const sheet = styles.instance;
    const nonce = sheet.options.nonce;
    let batch: Entry[] = [];
    const hasName = sheet.hasNameForId.bind(sheet);
    const add = (id: string, name: string, rules: string[]) => {
      sheet.registerName(id, name);
      batch.push({ id, name, rules });
    };
    sheet.hasNameForId = (id, name) => {
      if (hasName(id, name)) return true;
      const known = this.rules.get(ruleKey(id, name));
      if (!known) return false;
      add(id, name, known);
      return true;
    };
    sheet.insertRules = (id, name, rules) => {
      if (this.rules.size < this.maxRules) this.rules.set(ruleKey(id, name), rules);
      add(id, name, rules);
    };
    sheet.clearRules = (id) => {
      sheet.clearNames(id);
      batch = batch.filter((entry) => entry.id !== id);
    };
    // The sheet's own toString is read-only; what prints it for the stream is not.
    styles._emitSheetCSS = () => styleTag(this.printed(batch).text, nonce);
    sheet.clearTag = () => {
      batch = [];
    };
    const tagStart = Buffer.from(styleTagStart(nonce));
    return {
      take: () => {
        const { bytes } = this.printed(batch);
        batch = [];
        return bytes.length > 0 ? [tagStart, bytes, TAG_END] : [];
      },
    };
  }

  private printed(batch: Entry[]): Printed {
    if (batch.length === 0) return NOTHING;
    const key = batch.map(batchKey).join('\n');
    let printed = this.batches.get(key);
    if (printed === undefined) {
      const printer = new ServerStyleSheet().instance;
      for (const { id, name, rules } of batch) printer.insertRules(id, name, rules);
      const text = printer.toString();
      printed = { text, bytes: Buffer.from(text) };
      if (this.batches.size < this.maxBatches) this.batches.set(key, printed);
    }
    return printed;
  }
}

/** The tag ServerStyleSheet prints (its `_emitSheetCSS`), which the browser rehydrates from. */
export function styleTag(css: string, nonce: string | undefined): string {
  return css ? `${styleTagStart(nonce)}${css}</style>` : '';
}

function styleTagStart(nonce: string | undefined): string {
  const nonceAttribute = nonce ? `nonce="${nonce}" ` : '';
  return `<style ${nonceAttribute}data-styled="true" data-styled-version="${version}">`;
}

function ruleKey(id: string, name: string): string {
  return `${id} ${name}`;
}

/** A global style's name does not change with its CSS, so its rules are part of the key. */
function batchKey({ id, name, rules }: Entry): string {
  return id.startsWith(GLOBAL_STYLE_ID) ? `${id} ${name} ${rules.join('')}` : ruleKey(id, name);
}

/** The process's cache, shared by every request's sheet. */
export const styleCache = new StyleCache();
