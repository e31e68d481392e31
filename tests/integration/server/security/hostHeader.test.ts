/** Requests without a Host header: HTTP/1.0 gets the site as SITE_URL names it, HTTP/1.1 a 400, never a 500. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, testApp } from '../../../helpers';

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(testApp());
});
afterAll(() => server.close());

/** Sends `head` as it is (no Host added) and reads the whole answer. */
function raw(head: string): Promise<{ status: number; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on('error', reject);
  });
}

describe('a request without a Host header', () => {
  it.each(['/about.html', '/aiCs.html', '/'])('gets %s over HTTP/1.0, as the configured site', async (path) => {
    const res = await raw(`GET ${path} HTTP/1.0\r\n\r\n`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<link rel="canonical" href="https://www.example.com');
  });

  it('gets 400 over HTTP/1.1 with an empty Host, in Chinese', async () => {
    const page = await raw('GET /about.html HTTP/1.1\r\nHost: \r\nAccept: text/html\r\nConnection: close\r\n\r\n');
    expect(page.status).toBe(400);
    expect(page.text).toContain('请求无效');
    const api = await raw('GET /api/manage/user/zmService/currentUserInfo HTTP/1.1\r\nHost: \r\nAccept: application/json\r\nConnection: close\r\n\r\n');
    expect(api.status).toBe(400);
    expect(api.text).toContain('"code":400');
  });

  it('gets 400 over HTTP/1.1 with no Host at all', async () => {
    expect((await raw('GET /about.html HTTP/1.1\r\nConnection: close\r\n\r\n')).status).toBe(400);
  });
});
