/**
 * The bound on page renders in progress (RENDER_MAX_CONCURRENT). A render holds its React
 * tree, its data reads and its upstream connections until its data comes or its deadline
 * passes; a crowd of cache misses against a slow upstream would otherwise pile them up
 * until /healthz itself waits. Past the bound a page answers at once: the Chinese 503 page
 * with Retry-After, small and quick to send. Pages from the cache never pass here.
 */
import type { Response } from 'express';
import { errorPageHtml } from './errorPage';

/** RENDER_MAX_CONCURRENT unless set: with the 5 s data deadline, still 20 misses a second from an upstream at its slowest. */
export const DEFAULT_MAX_RENDERS = 100;
/** Seconds a refused visitor (or crawler) is asked to wait: a render's data deadline, rounded up. */
const RETRY_AFTER_SECONDS = 5;

export class RenderGate {
  private inProgress = 0;

  constructor(readonly max: number) {}

  /**
   * Admits the render of this response, counted until the response closes (sent or
   * abandoned); false when the bound is reached, after answering the 503 page.
   */
  admit(res: Response, nonce: string): boolean {
    if (this.inProgress >= this.max) {
      res
        .status(503)
        .set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
        .type('html')
        .send(errorPageHtml(503, nonce));
      return false;
    }
    this.inProgress += 1;
    res.once('close', () => (this.inProgress -= 1));
    return true;
  }
}
