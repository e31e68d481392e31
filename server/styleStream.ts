/**
 * The destination React pipes the document into. It puts styled-components' styles where
 * they belong and keeps the stream flowing through compression:
 * - the first batch of styles goes right before `</head>` (prepending it to the first chunk
 *   would put it before `<!DOCTYPE html>` and throw the page into quirks mode);
 * - later batches (content that streamed in through Suspense) go before the first chunk
 *   React writes after a flush, which always starts on an element boundary;
 * - every flush from React is passed on as `res.flush()`, or compression would hold the
 *   shell back until the whole document is done.
 */
import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import type { ServerStyleSheet } from 'styled-components';

const HEAD_END = Buffer.from('</head>');

type FlushableResponse = Response & { flush?: () => void };

export class StyledDestination extends EventEmitter {
  /** Read by React's pipe(), which expects a Node writable. */
  readonly writable = true;
  private held: Buffer[] = [];
  private headClosed = false;
  private batchStart = true;

  constructor(
    private readonly res: FlushableResponse,
    private readonly sheet: ServerStyleSheet,
    /** Extra markup for the end of `<head>` (the nonce meta tag). */
    private readonly headExtras: string,
  ) {
    super();
    res.on('drain', () => this.emit('drain'));
    res.on('error', (error) => this.emit('error', error));
    res.on('close', () => this.emit('close'));
  }

  /** Styles rendered since the last call, as `<style>` tags. */
  private takeStyles(): string {
    const tags = this.sheet._emitSheetCSS();
    this.sheet.instance.clearTag();
    return tags;
  }

  write(chunk: Uint8Array | string): boolean {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    let out: Buffer;
    if (!this.headClosed) {
      this.held.push(bytes);
      const pending = Buffer.concat(this.held);
      const at = pending.indexOf(HEAD_END);
      if (at === -1) {
        this.held = [pending];
        return true;
      }
      this.held = [];
      this.headClosed = true;
      out = Buffer.concat([pending.subarray(0, at), Buffer.from(this.headExtras + this.takeStyles()), pending.subarray(at)]);
    } else if (this.batchStart) {
      out = Buffer.concat([Buffer.from(this.takeStyles()), bytes]);
    } else {
      out = bytes;
    }
    this.batchStart = false;
    return this.res.write(out);
  }

  flush(): void {
    this.batchStart = true;
    this.res.flush?.();
  }

  end(): void {
    if (this.held.length > 0) this.res.write(Buffer.concat(this.held));
    this.held = [];
    this.res.end();
  }

  destroy(error?: Error): void {
    this.res.destroy(error);
  }
}
