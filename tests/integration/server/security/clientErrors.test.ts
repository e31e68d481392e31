/**
 * A request Node's HTTP parser refuses never reaches Express; the client still gets the
 * site's Chinese envelope, not Node's empty 400, and the server goes on serving.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { answerClientErrors } from '../../../../server/security/clientErrors';
import { startSite, type SiteUnderTest } from '../../../siteServer';

/** Writes `raw` on a connection of its own and reads until the server closes it. */
function exchange(url: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer)).on('error', reject);
  });
}

function parsed(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return { status: Number(statusLine.split(' ')[1]), headers: headers.map((h) => h.toLowerCase()), body: JSON.parse(body) as unknown };
}

const LONG_ADDRESS = `GET /product/TTS.html?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
const UNKNOWN_METHOD = 'FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n';

describe('the site’s server, on a request its HTTP parser refuses', () => {
  let server: SiteUnderTest;
  beforeAll(async () => {
    server = await startSite();
  });
  afterAll(() => server?.stop());

  it('answers a 20 KB address with 431 and the Chinese envelope', async () => {
    const answer = parsed(await exchange(server.url, LONG_ADDRESS));
    expect(answer.status).toBe(431);
    expect(answer.headers).toContain('content-type: application/json; charset=utf-8');
    expect(answer.body).toEqual({ code: 431, desc: MESSAGES.headersTooLarge, resultCode: 431, resultMsg: MESSAGES.headersTooLarge });
  });

  it('answers a method HTTP does not know with 400 and the Chinese envelope, then serves the next visitor', async () => {
    const answer = parsed(await exchange(server.url, UNKNOWN_METHOD));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, desc: MESSAGES.malformed });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('answerClientErrors', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    // A short request timeout, checked often: the 408 comes within a second.
    server = http.createServer({ requestTimeout: 300, headersTimeout: 300, connectionsCheckingInterval: 50 }, (_req, res) => res.end('ok'));
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers a request that never finishes arriving with 408 and the Chinese envelope', async () => {
    const answer = parsed(await exchange(url, 'GET / HTTP/1.1\r\nHost: localhost\r\n'));
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ code: 408, desc: MESSAGES.requestTimeout });
  });

  it('answers a broken request line with 400, and closes only that connection', async () => {
    const answer = parsed(await exchange(url, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers).toContain('connection: close');
    expect(answer.body).toMatchObject({ code: 400, desc: MESSAGES.malformed });
    expect(await (await fetch(url)).text()).toBe('ok');
  });
});
