/**
 * A transparent TCP relay in front of the mock upstream that stamps each SSE event as
 * its bytes leave the upstream. With the client in the same process (one clock), an
 * event's delay is then client arrival - tap stamp, through the server or directly.
 */
import net from 'node:net';
import { takeEvents, type StampedEvent } from './reader';

export interface Tap {
  url: string;
  /** Events seen since the last take(), in order. */
  take(): StampedEvent[];
  close(): Promise<void>;
}

/** HTTP/1.1 chunk framing around the events: only `data:` lines are kept. */
const CHUNK_SIZE_LINE = /\r\n[0-9a-fA-F]+\r\n/g;

export async function startTap(upstreamUrl: string): Promise<Tap> {
  const upstream = new URL(upstreamUrl);
  let seen: StampedEvent[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const origin = net.connect(Number(upstream.port), upstream.hostname);
    for (const s of [client, origin]) {
      s.setNoDelay(true);
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        origin.destroy();
      });
    }
    client.pipe(origin);
    let buffer = '';
    origin.on('data', (chunk: Buffer) => {
      const at = performance.now();
      client.write(chunk);
      // Responses are chunked: drop the size lines so events split by framing still parse.
      const { events, rest } = takeEvents((buffer + chunk.toString('latin1')).replace(CHUNK_SIZE_LINE, '\n'));
      buffer = rest;
      for (const data of events) seen.push({ at, data: Buffer.from(data, 'latin1').toString('utf8') });
    });
    origin.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      const events = seen;
      seen = [];
      return events;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
