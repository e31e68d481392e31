/**
 * The destination React pipes the document into. It puts styled-components' styles where
 * they belong and keeps the stream flowing through compression:
 * - React's writes are gathered until React flushes and then passed on as one write: the
 *   compressor and the socket pay per write (a zlib job on the thread pool, a chunk header),
 *   and React writes a page in 2 KB pieces;
 * - a flush is passed on a microtask later: React ends a document it completed in the same
 *   tick as its last flush, and a document complete before anything was sent goes out whole
 *   (to `whole`: compressed in one call, with its length) instead of as a stream;
 * - the first batch of styles goes right before `</head>` (prepending it to the first chunk
 *   would put it before `<!DOCTYPE html>` and throw the page into quirks mode);
 * - later batches (content that streamed in through Suspense) go before the first chunk
 *   React writes after a flush, which always starts on an element boundary;
 * - every flush from React is passed on as `res.flush()`, or compression would hold the
 *   shell back until the whole document is done.
 */
import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import type { RequestParts } from './prerenderedParts';
import type { StyleBatches } from './styleBatches';

const HEAD_END = Buffer.from('</head>');

type FlushableResponse = Response & { flush?: () => void };

export class StyledDestination extends EventEmitter {
  /** Read by React's pipe(), which expects a Node writable. */
  readonly writable = true;
  /** What React wrote since its last flush (its own views, fresh after every write, so kept uncopied). */
  private pending: Uint8Array[] = [];
  private headClosed = false;
  private flushQueued = false;
  private ended = false;

  constructor(
    private readonly res: FlushableResponse,
    private readonly styles: StyleBatches,
    /** Extra markup for the end of `<head>` (the nonce meta tag). */
    private readonly headExtras: Buffer,
    /** Sends a document that was complete before its first byte went out; default: streamed. */
    private readonly whole?: (body: Buffer) => void,
    /** Called once, right before the first byte of a document that streams (to set up compression). */
    private streaming?: () => void,
    /** The layout's parts: each batch goes out with their markup in place (./prerenderedParts.ts). */
    private readonly parts?: RequestParts,
  ) {
    super();
    res.on('drain', () => this.emit('drain'));
    res.on('error', (error) => this.emit('error', error));
    res.on('close', () => this.emit('close'));
  }

  /**
   * Always true, so React never waits for 'drain': it writes one bounded page (under 100 KB)
   * per flush, and holding that batch here until the flush costs less than pausing React.
   */
  write(chunk: Uint8Array | string): boolean {
    this.pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return true;
  }

  /** Sends the batch React finished, with the styles its elements need. */
  flush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      if (!this.ended && this.send()) this.res.flush?.();
    });
  }

  end(): void {
    this.ended = true;
    if (!this.headClosed && this.whole) {
      const all = this.spliced(Buffer.concat(this.pending));
      this.pending = [];
      return this.whole(this.closeHead(all) ?? all);
    }
    this.send();
    // A document without a head (none of ours) still goes out whole.
    if (this.pending.length > 0) this.writeOut(this.spliced(Buffer.concat(this.pending)));
    this.pending = [];
    this.res.end();
  }

  destroy(error?: Error): void {
    this.ended = true;
    this.pending = [];
    this.res.destroy(error);
  }

  /** The first batch, with the head's extras and styles put before its `</head>`; null while `</head>` has not come. */
  private closeHead(batch: Buffer): Buffer | null {
    const at = batch.indexOf(HEAD_END);
    if (at === -1) return null;
    this.headClosed = true;
    return Buffer.concat([batch.subarray(0, at), this.headExtras, ...this.styles.take(), batch.subarray(at)]);
  }

  /** Writes what is pending; false when nothing could be sent yet. */
  private send(): boolean {
    if (this.pending.length === 0) return false;
    let batch: Buffer = Buffer.concat(this.pending);
    if (!this.headClosed) {
      const first = this.closeHead(this.spliced(batch));
      // Before `</head>` is complete nothing goes out: the styles must land inside it.
      if (!first) {
        this.pending = [batch];
        return false;
      }
      this.pending = [];
      this.writeOut(first);
      return true;
    }
    this.pending = [];
    batch = this.spliced(batch);
    const styles = this.styles.take();
    this.writeOut(styles.length > 0 ? Buffer.concat([...styles, batch]) : batch);
    return true;
  }

  private spliced(batch: Buffer): Buffer {
    return this.parts ? this.parts.splice(batch) : batch;
  }

  private writeOut(bytes: Buffer): void {
    this.streaming?.();
    this.streaming = undefined;
    this.res.write(bytes);
  }
}
