/**
 * 语音识别's uploads through the edge (deploy/nginx/site.conf.template, run by Debian's nginx): the
 * site's 1 MB body limit would refuse a 5 MB recording before the server could read it, so
 * the upload's path and the page its plain form posts to take 6 MB, and a larger body gets
 * the server's own Chinese envelope from nginx.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API, DEMO_MESSAGES, DEMO_PAGES } from '../../../../shared/demos';
import { listen } from '../../../helpers';
import { findNginx, startEdge, type EdgeUnderTest } from '../../../nginx';

const nginx = findNginx();
const MB = 1024 * 1024;

describe.skipIf('missing' in nginx)(`uploads through the edge (${'missing' in nginx ? `skipped: ${nginx.missing}` : 'Debian’s nginx'})`, () => {
  const received: Array<{ url?: string; bytes: number }> = [];
  let origin: Awaited<ReturnType<typeof listen>>;
  let edge: EdgeUnderTest;

  beforeAll(async () => {
    origin = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        received.push({ url: req.url, bytes });
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end('{"code":200}');
      });
    });
    edge = await startEdge((nginx as { path: string }).path, new URL(origin.url).host, 'localhost 127.0.0.1');
  });
  afterAll(async () => {
    await edge?.stop();
    await origin?.close();
  });

  function post(path: string, bytes: number): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: edge.httpPort, path, method: 'POST', headers: { Host: 'localhost', 'Content-Type': 'audio/wav' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      // nginx may answer a body it refuses before the client is done sending it.
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
      req.end(Buffer.alloc(bytes));
    });
  }

  it('passes an upload of 5 MB to the server, at the JSON call and at the page its form posts to', async () => {
    expect((await post(DEMO_API.asr, 5 * MB)).status).toBe(200);
    expect((await post(DEMO_PAGES.asr.path, 5 * MB)).status).toBe(200);
    expect(received.filter((r) => r.bytes === 5 * MB).map((r) => r.url)).toEqual([DEMO_API.asr, DEMO_PAGES.asr.path]);
  });

  it("answers an upload over 6 MB with the server's Chinese envelope, the server never asked", async () => {
    received.length = 0;
    const res = await post(DEMO_API.asr, 7 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 413, desc: DEMO_MESSAGES.audioTooLarge });
    expect(received).toEqual([]);
  });
});
