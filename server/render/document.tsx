/**
 * Renders a React document as a stream. Browsers get the shell as soon as it is ready (or the
 * whole document, if it is ready within SHELL_HOLD_MS of the shell) and the rest as it
 * resolves; crawlers get the complete document. A render still waiting on data after
 * RENDER_ABORT_MS is aborted: what is missing then is left to the client.
 */
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PassThrough } from 'node:stream';
import type { Response } from 'express';
import { globalCss, PartsContext } from '../../client/root';
import { settingsApplier } from '../../shared/readingSettings';
import { newNonce } from '../security/nonce';
import type { RequestParts } from './prerenderedParts';
import { styleBatches } from './styleBatches';
import { StyledDestination } from './styleStream';

export const RENDER_ABORT_MS = 10_000;
/**
 * How long a browser's document waits, once its shell is ready, for the data still pending:
 * data that comes within it (the upstream on a local network answers in a millisecond or
 * two) makes one complete document, sent whole, with no loading placeholder to swap out;
 * slower data is streamed after the shell, which has then left at most this much later.
 */
export const SHELL_HOLD_MS = 3;

/**
 * React outlines a section that is complete at a flush when the bytes flushed before it and
 * its own pass 12,800 (its default progressiveChunkSize): it is sent hidden at the end of the
 * document with the loading placeholder in its place and a script that swaps them, shown a
 * frame or more after the rest. Our documents go out in one write when complete, so a section
 * ready in time is always written in its place (a late one still streams after the shell).
 */
export const INLINE_EVERY_READY_SECTION = Number.POSITIVE_INFINITY;

export interface RenderOptions {
  /** Absent for a document rendered for the page cache: its policy is made of hashes. */
  nonce?: string;
  /**
   * With no `nonce`, given to React alone: React writes it on the inline scripts it writes
   * itself, and on no other, so the cache can tell them from a script that slipped in.
   */
  scriptMark?: string;
  /** Wait for every Suspense boundary before sending anything (crawlers). */
  waitForAll: boolean;
  /** How long the shell waits for pending data before it streams (default SHELL_HOLD_MS). */
  holdMs?: number;
  bootstrapModules: string[];
  /**
   * The id of the element the first frame waits for (`<link rel=expect blocking=render>`): the
   * one after the header, which a slow phone or a busy machine otherwise painted half parsed,
   * the menu growing item by item and each item moving the ones before it (a layout shift of
   * 0.0167 at 6× CPU slowdown). Browsers without it paint as before. In the head the server
   * writes, not in client/Document.tsx: no byte of it in the first load's JavaScript.
   */
  firstFrameAwaits?: string;
  /** Called once for every render error (shell and streamed sections). */
  onError: (error: unknown) => void;
  /** The layout's parts this request may reuse or keep (./prerenderedParts.ts); none: all rendered. */
  parts?: RequestParts;
}

export interface RenderedDocument {
  /**
   * Streams into `res`; a document complete at its first flush goes to `whole` instead, if
   * given. `streaming` is called once before the first byte of a document that streams.
   */
  pipe(res: Response, whole?: (body: Buffer) => void, streaming?: () => void): void;
  abort(reason?: unknown): void;
}

const GLOBAL_CSS_BYTES = Buffer.from(globalCss());
const SETTINGS_APPLIER = settingsApplier();
const STYLE_END = Buffer.from('</style>');

/**
 * What the server adds to the end of every head, before the components' styles: the nonce for
 * the style tags styled-components adds in the browser (it reads it from the meta tag), the
 * 无障碍 settings' applier (run before the body is parsed: the page's first frame has them) and
 * the document-wide rules. Their tag has no data-styled mark, so styled-components leaves it be.
 */
function headExtrasFor(nonce: string | undefined, firstFrameAwaits: string | undefined): Buffer {
  const awaited = firstFrameAwaits ? `<link rel="expect" href="#${firstFrameAwaits}" blocking="render">` : '';
  const start = nonce
    ? `${awaited}<meta property="csp-nonce" nonce="${nonce}"><script nonce="${nonce}">${SETTINGS_APPLIER}</script><style nonce="${nonce}">`
    : `${awaited}<script>${SETTINGS_APPLIER}</script><style>`;
  return Buffer.concat([Buffer.from(start), GLOBAL_CSS_BYTES, STYLE_END]);
}

/** Resolves when the document may start streaming; rejects when the shell failed. */
export function renderDocument(children: ReactNode, options: RenderOptions): Promise<RenderedDocument> {
  const sheet = new ServerStyleSheet(options.nonce ? { nonce: options.nonce } : {});
  const { parts } = options;
  parts?.mustNotHold(options.nonce ?? options.scriptMark);
  const styles = styleBatches(sheet, parts && (() => parts.styles()), options.nonce);
  const headExtras = headExtrasFor(options.nonce, options.firstFrameAwaits);
  const element = parts ? <PartsContext.Provider value={parts}>{children}</PartsContext.Provider> : children;
  return new Promise((resolve, reject) => {
    let holdTimer: NodeJS.Timeout | undefined;
    const stream = renderToPipeableStream(sheet.collectStyles(element), {
      nonce: options.nonce ?? options.scriptMark,
      bootstrapModules: options.bootstrapModules,
      progressiveChunkSize: INLINE_EVERY_READY_SECTION,
      onShellReady() {
        if (!options.waitForAll) holdTimer = setTimeout(() => resolve(document), options.holdMs ?? SHELL_HOLD_MS);
      },
      onAllReady() {
        clearTimeout(abortTimer);
        clearTimeout(holdTimer);
        resolve(document);
      },
      onShellError(error) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error) {
        if (parts) parts.failed = true;
        options.onError(error);
      },
    });
    const abortTimer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_ABORT_MS);
    const document: RenderedDocument = {
      pipe(res, whole, streaming) {
        // React needs only write/flush/end/destroy and the drain/error/close events.
        stream.pipe(new StyledDestination(res, styles, headExtras, whole, streaming, parts) as unknown as NodeJS.WritableStream);
      },
      abort(reason) {
        clearTimeout(abortTimer);
        clearTimeout(holdTimer);
        stream.abort(reason);
      },
    };
  });
}

export interface CompleteDocument {
  html: string;
  /** On React's own tags in `html` until the cache takes it off (csp.ts inlineHashes). */
  scriptMark: string;
}

/** The complete document as one string (for the page cache): every section resolved. */
export async function renderComplete(children: ReactNode, options: Omit<RenderOptions, 'waitForAll' | 'nonce' | 'scriptMark'>): Promise<CompleteDocument> {
  const scriptMark = newNonce();
  const document = await renderDocument(children, { ...options, waitForAll: true, scriptMark });
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  document.pipe(sink as unknown as Response);
  await done;
  return { html: Buffer.concat(chunks).toString('utf8'), scriptMark };
}
