/**
 * The layout's parts rendered once per URL (client/ui/Prerendered.tsx): the header and the
 * footer are a third of a page's elements and the same for every anonymous visitor of a URL,
 * so an uncached render reuses them (docs/performance.md#parts-rendered-once-per-url).
 *
 * A request whose part is not kept yet renders it as usual, inside an element of a name no
 * page can hold (a random token) and with a style sheet of its own; the stream
 * (./styleStream.ts) takes the element's tags out of what it sends and keeps what was between
 * them, with the part's styles. A later request of the same key renders only an empty element
 * of that name in the part's place, which the stream replaces with the kept markup, and its
 * first style tag carries the kept styles merged with the page's (./styleBatches.ts).
 *
 * The element changes nothing the browser hydrates: a single child does not move React's ids
 * (useId), and its tags never leave the server. A part whose markup could differ from request
 * to request (the response's nonce, a section still loading, a render error) is
 * sent as rendered and not kept.
 */
import { randomBytes } from 'node:crypto';
import { createElement, type ReactNode } from 'react';
import { ServerStyleSheet } from 'styled-components';
import type { PartRenderer } from '../../client/root';
import { FRAME_PARTS, type LayoutPart } from '../../shared/layoutParts';
import type { Logger } from '../ops/logger';
import { RecentlyUsed } from '../recentlyUsed';
import { stylesOfTag, type PartStyles } from './styleBatches';

/**
 * Keys are a URL's, and a visitor chooses the URL: at this many parts kept, the one used least
 * recently goes, so inventing URLs (a documentation page number each) pushes out only what no
 * one asks for.
 */
const MAX_KEPT = 1024;

interface KeptPart extends PartStyles {
  html: Buffer;
  part: LayoutPart;
  path: string;
}

/**
 * What a kept part's markup must not hold: Suspense's markers of a section that was not
 * complete (`<!--$?-->` pending, `<!--$!-->` left to the client) or of one React moves into
 * place later (`<template`). A script of its own (a page's JSON-LD) may be kept: it is made
 * of the page's text, and one React writes carries the response's nonce or mark (`secrets`).
 */
const NOT_KEPT = ['<template', '<!--$?', '<!--$!'];

const FRAME: ReadonlySet<LayoutPart> = new Set(FRAME_PARTS);

/** Every kept part's own number (./styleBatches.ts remembers merged sheets by them). */
let serials = 0;

/** One process's parts, by the key of what they depend on. */
export class PrerenderedParts {
  /** The element's name: a custom element with a random name no content can spell. */
  readonly tag = `zhimei-part-${randomBytes(8).toString('hex')}`;
  private readonly kept = new RecentlyUsed<KeptPart>(MAX_KEPT);
  /** The parts refused, by page: said once, as the next request of the URL would say the same. */
  private readonly refused = new Set<string>();
  private readonly logger?: Logger;

  constructor(options: { logger?: Logger } = {}) {
    this.logger = options.logger;
  }

  /**
   * The renderer for one request's parts. `key`: everything a part may depend on (the path
   * and query, the host's values, the year); `path`, for the log. `others`: the parts that may be kept besides
   * those of the layout's frame (the header, the footer and the widgets), which are the same whatever the
   * page holds: the page's own content when it is made of the URL alone.
   */
  forRequest(key: string, { path = '', others = [] }: { path?: string; others?: readonly LayoutPart[] } = {}): RequestParts {
    return new RequestParts(this, key, path, others);
  }

  /** How many parts are kept. */
  get size(): number {
    return this.kept.size;
  }

  /** The names of the parts kept for a page's path, under any key. */
  keptFor(path: string): string[] {
    return [...this.kept.values()].filter((kept) => kept.path === path).map((kept) => kept.part);
  }

  /** @internal */ lookup(key: string, part: LayoutPart): KeptPart | undefined {
    return this.kept.get(`${key}\n${part}`);
  }

  /** @internal */ keep(key: string, value: KeptPart): void {
    this.kept.set(`${key}\n${value.part}`, { ...value, serial: ++serials });
  }

  /** @internal */ refuse(path: string, part: LayoutPart, why: string): void {
    if (this.refused.has(`${part} ${path}`)) return;
    if (this.refused.size >= MAX_KEPT) this.refused.clear();
    this.refused.add(`${part} ${path}`);
    this.logger?.warn({ part, path, why }, 'a part of this page is rendered for every request: its markup cannot be kept');
  }
}

interface Slot {
  part: LayoutPart;
  index: number;
  /** Its element was met in the stream: a second one is none of React's, and is left as it is. */
  spliced?: boolean;
  /** The part as kept, or the sheet its render writes its styles into. */
  kept?: KeptPart;
  sheet?: ServerStyleSheet;
}

/** One request's parts: given to the render (as its `PartsContext`) and to the stream. */
export class RequestParts implements PartRenderer {
  private readonly slots: Slot[] = [];
  private readonly open: Buffer;
  private readonly close: Buffer;
  /** Strings of this response alone (its nonce, the cache's script mark): a kept part must not hold one. */
  private readonly secrets: string[] = [];
  /** Set by the render's error handler: nothing of a render with an error is kept. */
  failed = false;

  constructor(
    private readonly store: PrerenderedParts,
    private readonly key: string,
    private readonly path: string,
    private readonly others: readonly LayoutPart[],
  ) {
    this.open = Buffer.from(`<${store.tag} p="`);
    this.close = Buffer.from(`</${store.tag}>`);
  }

  mustNotHold(secret: string | undefined): void {
    if (secret) this.secrets.push(secret);
  }

  render(part: LayoutPart, children: ReactNode): ReactNode {
    if (!FRAME.has(part) && !this.others.includes(part)) return children;
    // React renders a component again when something under it suspended: the same slot then.
    let slot = this.slots.find((known) => known.part === part);
    if (!slot) {
      const kept = this.store.lookup(this.key, part);
      slot = kept ? { part, index: this.slots.length, kept } : { part, index: this.slots.length, sheet: new ServerStyleSheet() };
      this.slots.push(slot);
    }
    if (slot.kept) return createElement(this.store.tag, { p: slot.index });
    return createElement(this.store.tag, { p: slot.index }, slot.sheet!.collectStyles(children));
  }

  /**
   * The styles of the parts this request used: kept, or as their render wrote them (a part
   * rendered here has no `serial`; a section inside it that streams in later adds to them).
   */
  styles(): PartStyles[] {
    const styles: PartStyles[] = [];
    for (const slot of this.slots) {
      if (slot.kept) styles.push(slot.kept);
      else {
        const tags = slot.sheet!.getStyleTags();
        if (tags) styles.push(stylesOfTag(tags));
      }
    }
    return styles;
  }

  /**
   * The batch as the visitor gets it: a kept part's element replaced by its markup, a
   * rendered part's element taken away (and what was inside it kept).
   */
  splice(batch: Buffer): Buffer {
    let at = batch.indexOf(this.open);
    if (at === -1) return batch;
    const pieces: Buffer[] = [];
    let from = 0;
    while (at !== -1) {
      const indexEnd = batch.indexOf('">', at + this.open.length);
      const slot = this.slots[Number(batch.toString('latin1', at + this.open.length, indexEnd))];
      const innerStart = indexEnd + 2;
      const innerEnd = batch.indexOf(this.close, innerStart);
      // Never met: React writes a part whole, in the shell, once. Sent as it is rather than cut wrong.
      if (!slot || slot.spliced || indexEnd === -1 || innerEnd === -1) break;
      slot.spliced = true;
      pieces.push(batch.subarray(from, at));
      if (slot.kept) pieces.push(slot.kept.html);
      else {
        const inner = batch.subarray(innerStart, innerEnd);
        pieces.push(inner);
        this.keepIfSame(slot, inner);
      }
      from = innerEnd + this.close.length;
      at = this.slots.every((known) => known.spliced) ? -1 : batch.indexOf(this.open, from);
    }
    pieces.push(batch.subarray(from));
    return Buffer.concat(pieces);
  }

  private keepIfSame(slot: Slot, inner: Buffer): void {
    const why = this.notKept(inner);
    if (why) return this.store.refuse(this.path, slot.part, why);
    const tags = slot.sheet!.getStyleTags();
    this.store.keep(this.key, { part: slot.part, path: this.path, html: Buffer.from(inner), ...stylesOfTag(tags) });
  }

  private notKept(inner: Buffer): string | undefined {
    if (this.failed) return 'the render had an error';
    // Text at either end would join the text beside the part into one node, as no render does.
    if (inner[0] !== 0x3c || inner[inner.length - 1] !== 0x3e) return 'its markup does not start and end with a tag';
    const text = inner.toString('utf8');
    const found = NOT_KEPT.find((mark) => text.includes(mark));
    if (found) return `it holds ${found}`;
    if (this.secrets.some((secret) => text.includes(secret))) return 'it holds a value of this response alone';
    if (preloadedImage(text)) return 'React preloads an image of it in the head, which a reused part would leave out';
    return undefined;
  }
}

/**
 * Whether React writes a preload for an image of `html` into the document's head: it does for
 * every `<img>` but a lazy one, a low-priority one or one in a `<picture>` (react-dom's server
 * renderer, pushImg).
 */
function preloadedImage(html: string): boolean {
  for (let at = html.indexOf('<img '); at !== -1; at = html.indexOf('<img ', at + 1)) {
    const tag = html.slice(at, html.indexOf('>', at));
    if (!tag.includes(' loading="lazy"') && !tag.includes(' fetchPriority="low"') && html.lastIndexOf('<picture', at) <= html.lastIndexOf('</picture>', at))
      return true;
  }
  return false;
}
