/**
 * A logged-in visitor's page from a template (docs/performance.md#logged-in-pages): the page
 * is rendered once with a placeholder for the tenant's name, cut where the placeholder landed,
 * and each visitor's name is written into the cuts at send time, escaped as React and
 * shared/scriptJson.ts would have written it. Everything else in a logged-in view (the
 * `no-transform` meta, the header's tenant link, 进入控制台) is the same for every tenant.
 *
 * It fails closed: a placeholder anywhere but a JSON data block, a double-quoted attribute
 * or text makes no template, and neither does one whose fill with a hostile probe name is not
 * byte for byte the page React renders for that name (a component that cut or changed the
 * name), nor one whose policy would change with the name.
 *
 * The gzip answer is made without compressing anything per request: each stretch between the
 * cuts is deflated once, on its own, ending on a byte boundary with no final block, and the
 * name goes between them as a stored block; a gzip stream may be made of any such blocks.
 */
import { randomBytes } from 'node:crypto';
import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';
import { scriptJson } from '../../shared/scriptJson';
import { crc32Combine, crc32Shift, type CrcShift } from './crc32Combine';
import type { PageDocument } from './pageCache';

/** Where a name lands: inside a JSON string of a data block, a double-quoted attribute value, or text. */
export type SlotKind = 'json' | 'attribute' | 'text';

export interface PersonalTemplate {
  /** The document between the slots: one more part than slots. */
  parts: Buffer[];
  /** Each part raw-deflated on its own, byte-aligned, with no final block. */
  deflated: Buffer[];
  /** Each part's CRC-32, and the shift of its length: the gzip trailer's CRC from them (./crc32Combine.ts). */
  crcs: number[];
  shifts: CrcShift[];
  slots: SlotKind[];
  /** Of every tenant's page alike: the probe proved the name is in no executable block. */
  csp: string;
}

/** A name no page holds by chance, and that no escaping changes (letters and digits). */
export function placeholderName(): string {
  return `tenant${randomBytes(12).toString('hex')}`;
}

/**
 * What a template is checked with before it is used: every character each context escapes,
 * the line separator JSON escapes for old engines, a character outside the BMP, markup.
 */
export const PROBE_NAME = `<script>&amp;"'\u2028😀</script>星海`;

/** React's escaping of text and attribute values (react-dom-server's escapeTextForBrowser). */
const HTML_ESCAPES: Readonly<Record<string, string>> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (text: string) => text.replace(/["&'<>]/g, (c) => HTML_ESCAPES[c]!);

const ESCAPE: Readonly<Record<SlotKind, (name: string) => string>> = {
  json: (name) => scriptJson(name).slice(1, -1),
  attribute: escapeHtml,
  text: escapeHtml,
};

const DATA_BLOCK_OPEN = /<script\b[^>]*\btype="application\/(?:ld\+)?json"[^>]*>$/i;

/** What `at` in `html` lies in, or undefined where a name must not be (a style, a script that runs, a comment, a tag's name). */
export function slotKindAt(html: string, at: number): SlotKind | undefined {
  const tagStart = html.lastIndexOf('<', at);
  const tagEnd = html.lastIndexOf('>', at);
  if (tagStart > tagEnd) {
    // Inside a tag: only in an attribute's value, which React always writes in double quotes.
    const tag = html.slice(tagStart, at);
    if (tag.startsWith('<!') || !/^<[a-zA-Z]/.test(tag)) return undefined;
    return (tag.split('"').length - 1) % 2 === 1 && /=\s*"[^"]*$/.test(tag) ? 'attribute' : undefined;
  }
  // Between tags: text, unless the last element opened is a raw-text one still open.
  const before = html.slice(0, at);
  const rawOpen = Math.max(before.lastIndexOf('<script'), before.lastIndexOf('<style'), before.lastIndexOf('<!--'));
  if (rawOpen >= 0) {
    const open = html.slice(rawOpen, html.indexOf('>', rawOpen) + 1);
    const close = open.startsWith('<!--') ? '-->' : open.startsWith('<script') ? '</script' : '</style';
    const closed = before.indexOf(close, rawOpen + (open.startsWith('<!--') ? 4 : 1)) >= 0;
    if (!closed) return open.startsWith('<script') && DATA_BLOCK_OPEN.test(open) && inJsonString(html.slice(rawOpen + open.length, at)) ? 'json' : undefined;
  }
  return 'text';
}

/** Whether JSON text ending here is inside a string (scriptJson writes no raw `<`, so the block is plain JSON). */
function inJsonString(json: string): boolean {
  let inside = false;
  for (let i = 0; i < json.length; i++) {
    if (json[i] === '\\' && inside) i++;
    else if (json[i] === '"') inside = !inside;
  }
  return inside;
}

/**
 * The document cut at each placeholder; undefined when one lands where a name must not be. An
 * empty placeholder cuts nothing: a tenant with no name sees the same page as every other.
 */
export function cutAtPlaceholder(document: PageDocument, placeholder: string): PersonalTemplate | undefined {
  const html = document.identity.toString('utf8');
  const parts: Buffer[] = [];
  const slots: SlotKind[] = [];
  let from = 0;
  for (let at = placeholder ? html.indexOf(placeholder) : -1; at >= 0; at = html.indexOf(placeholder, at + placeholder.length)) {
    const kind = slotKindAt(html, at);
    if (!kind) return undefined;
    parts.push(Buffer.from(html.slice(from, at)));
    slots.push(kind);
    from = at + placeholder.length;
  }
  parts.push(Buffer.from(html.slice(from)));
  const deflated = parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH }));
  return { parts, deflated, crcs: parts.map((part) => crc32(part)), shifts: parts.map((part) => crc32Shift(part.length)), slots, csp: document.csp };
}

/** The template, if filling it with PROBE_NAME gives exactly `probed` (the document React rendered for that name). */
export function checkedTemplate(template: PersonalTemplate | undefined, probed: PageDocument | undefined): PersonalTemplate | undefined {
  if (!template || !probed || probed.csp !== template.csp) return undefined;
  return filledIdentity(template, PROBE_NAME).equals(probed.identity) ? template : undefined;
}

const valuesOf = (template: PersonalTemplate, name: string) => template.slots.map((kind) => Buffer.from(ESCAPE[kind](name)));

/** The page for a tenant named `name`, uncompressed. */
export function filledIdentity(template: PersonalTemplate, name: string): Buffer {
  const values = valuesOf(template, name);
  return Buffer.concat(template.parts.flatMap((part, i) => (i < values.length ? [part, values[i]!] : [part])));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty stored block marked final: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const MAX_STORED = 0xffff;

/** Bytes as uncompressed deflate blocks: a 5-byte head (not final, stored; its length and the length's complement) each. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let from = 0; from < bytes.length; from += MAX_STORED) {
    const chunk = bytes.subarray(from, from + MAX_STORED);
    const head = Buffer.from([0, chunk.length & 0xff, chunk.length >> 8, ~chunk.length & 0xff, (~chunk.length >> 8) & 0xff]);
    blocks.push(head, chunk);
  }
  return blocks;
}

/** The page for a tenant named `name`, gzip-encoded from the parts deflated once. */
export function filledGzip(template: PersonalTemplate, name: string): Buffer {
  const values = valuesOf(template, name);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  template.parts.forEach((part, i) => {
    crc = crc32Combine(crc, template.shifts[i]!, template.crcs[i]!);
    size += part.length;
    pieces.push(template.deflated[i]!);
    const value = values[i];
    if (value && value.length > 0) {
      crc = crc32(value, crc);
      size += value.length;
      pieces.push(...storedBlocks(value));
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
