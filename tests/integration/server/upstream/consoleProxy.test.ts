/**
 * The demo console proxy (no CONSOLE_URL) forwards its own paths only: a request line in
 * absolute form (`GET http://other/console HTTP/1.1`) reaches the upstream as its path and
 * query, never as the absolute target the visitor wrote.
 */
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreams } from '../../../../server/upstream/pools';
import { listen, testApp } from '../../../helpers';
import { fakeUpstream } from '../fakeUpstream';

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  upstream = await fakeUpstream((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<h1>控制台</h1>');
  });
  const url = upstream.url;
  server = await listen(testApp({}, { upstreams: createUpstreams({ api: url, ai: url, log: url }) }));
});
afterAll(async () => {
  await server.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
});

/** Sends the request bytes as written and reads the whole answer (the server closes: Connection: close). */
function rawRequest(head: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the demo console proxy', () => {
  it.each(['http://evil.example', 'http://evil.example:8080', 'https://www.example.com'])(
    'sends an absolute-form request for %s/console upstream as /console and its query only',
    async (origin) => {
      const answer = await rawRequest(`GET ${origin}/console?from=home HTTP/1.1\r\nHost: www.example.com\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(upstream.requests.map((r) => r.url)).toEqual(['/console?from=home']);
    },
  );

  it('sends an origin-form request as it came', async () => {
    const answer = await rawRequest('GET /console?from=home HTTP/1.1\r\nHost: www.example.com\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(upstream.requests.map((r) => r.url)).toEqual(['/console?from=home']);
  });
});
