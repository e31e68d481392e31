/**
 * Loaded into the server by figure 7 (`node --expose-gc --import` this file's bundle, with an
 * IPC channel): on the bench's message it collects all garbage and answers what memory
 * stays. Read at an arbitrary moment under load, RSS also counts the garbage of the last
 * requests and whatever V8 has not collected yet (30-80 MB here), which is not what a
 * leak leaves behind.
 */
import { SETTLE_MESSAGE, type Settled } from './settle';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('settleProbe: run with node --expose-gc and an IPC channel');
const send = process.send.bind(process);
process.on('message', (message) => {
  if (message !== SETTLE_MESSAGE) return;
  // Twice: the first collection's finalizers free what the second one reclaims.
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  send({ rssMb: rss / 2 ** 20, heapMb: heapUsed / 2 ** 20 } satisfies Settled);
});
// Listening refs the channel; it must not keep the server alive when it is asked to stop.
process.channel?.unref();
