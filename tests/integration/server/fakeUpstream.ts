/** A recording upstream on a loopback port whose answers each test scripts. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** Name, value, name, value... as sent: Node joins repeated headers in `headers`. */
  rawHeaders: string[];
  body: string;
  /** Resolves when the request's connection closed (the proxy aborted or finished). */
  closed: Promise<void>;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

/**
 * `keepAliveTimeoutMs` is what the upstream advertises in `Keep-Alive: timeout=`; undici
 * keeps an idle connection that long minus 2 s, so a short one lets a test see the pool
 * return to empty quickly.
 */
export async function fakeUpstream(handler: Handler, { keepAliveTimeoutMs }: { keepAliveTimeoutMs?: number } = {}) {
  const requests: Recorded[] = [];
  let current = handler;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, rawHeaders: req.rawHeaders, body, closed });
      current(req, res, body);
    });
  });
  if (keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = keepAliveTimeoutMs;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    set handler(next: Handler) {
      current = next;
    },
    connections: () => new Promise<number>((resolve, reject) => server.getConnections((e, n) => (e ? reject(e) : resolve(n)))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Every value a header arrived with, whatever the case of its name, in the order sent. */
export function sentValues(recorded: Recorded, name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < recorded.rawHeaders.length; i += 2) {
    if (recorded.rawHeaders[i]!.toLowerCase() === name.toLowerCase()) values.push(recorded.rawHeaders[i + 1]!);
  }
  return values;
}
