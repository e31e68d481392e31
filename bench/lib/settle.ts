/** Asks a server started with figure 7's probe (startServer's `settle`) for its memory after a full collection. */
import type { ChildProcess } from 'node:child_process';

export const SETTLE_MESSAGE = 'zhimei-bench:settle';

export interface Settled {
  /** Resident memory after a full collection. */
  rssMb: number;
  /** What is alive on the V8 heap after it. */
  heapMb: number;
}

/** A full collection of a few hundred MB takes well under a second; this is ten times more and then some. */
const SETTLE_TIMEOUT_MS = 30_000;

export function settle(server: { child: ChildProcess }): Promise<Settled> {
  const { child } = server;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error('the server did not answer the settle message: was it started with startServer(…, settle)?'));
    }, SETTLE_TIMEOUT_MS);
    function onMessage(message: Settled): void {
      clearTimeout(timer);
      resolve(message);
    }
    child.once('message', onMessage);
    child.send(SETTLE_MESSAGE);
  });
}
