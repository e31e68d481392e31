/**
 * Issue 34 item 4: the edge (deploy/nginx, run by Debian's nginx from the same templates as
 * in compose) answers for the site's own names only, and the host it renders and caches a
 * page for is one of them, never what a visitor wrote. nginx takes $host from an
 * absolute-form request line before the Host header: `GET http://localhost/about.html` with
 * `Host: test` had the origin render the test environment's page (its chat id), which the
 * edge then kept for every visitor. The container stage runs the same against the real site.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startEdge, type EdgeUnderTest } from '../../nginx';
import { listen } from '../../helpers';

const nginx = findNginx();
const SERVER_NAMES = 'localhost 127.0.0.1';

/** What the origin was asked with. */
interface Asked {
  host?: string;
  forwardedHost?: string;
  url?: string;
}

/**
 * Writes REQUEST as it is on a new connection and reads until the edge closes it (each
 * request says Connection: close, or is HTTP/1.0). The connection stays open for writing:
 * nginx takes a client that shuts its side as gone, and drops the proxied request.
 */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}
const bodyOf = (response: string) => response.slice(response.indexOf('\r\n\r\n') + 4);
const headerOf = (response: string, name: string) => new RegExp(`^${name}: (.*)\r$`, 'im').exec(response)?.[1];

describe.skipIf('missing' in nginx)(`the edge's names (${'missing' in nginx ? `skipped: ${nginx.missing}` : 'Debian’s nginx'})`, () => {
  const asked: Asked[] = [];
  let origin: Awaited<ReturnType<typeof listen>>;
  let edge: EdgeUnderTest;

  beforeAll(async () => {
    // A page that says which host it was rendered for, which the edge may keep 60 s.
    origin = await listen((req: http.IncomingMessage, res: http.ServerResponse) => {
      asked.push({ host: req.headers.host, forwardedHost: req.headers['x-forwarded-host'] as string | undefined, url: req.url });
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`rendered for ${req.headers.host}`);
    });
    edge = await startEdge((nginx as { path: string }).path, new URL(origin.url).host, SERVER_NAMES);
  });
  afterAll(async () => {
    await edge?.stop();
    await origin?.close();
  });

  it('renders and keeps a page for the name in an absolute-form request line, never for the Host header beside it', async () => {
    const poisoned = await raw(edge.httpPort, `GET http://localhost:${edge.httpPort}/about.html HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n`);
    expect(poisoned).toMatch(/^HTTP\/1\.1 200 /);
    expect(bodyOf(poisoned)).toBe('rendered for localhost');
    const visitor = await raw(edge.httpPort, `GET /about.html HTTP/1.1\r\nHost: localhost:${edge.httpPort}\r\nConnection: close\r\n\r\n`);
    expect(headerOf(visitor, 'X-Cache-Status')).toBe('HIT');
    expect(bodyOf(visitor)).toBe('rendered for localhost');
    expect(asked.filter((a) => a.url === '/about.html')).toEqual([{ host: 'localhost', forwardedHost: 'localhost', url: '/about.html' }]);
  });

  it.each([
    ['another Host', 'GET /other.html HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n'],
    ['another name in the request line', 'GET http://test/other.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['no Host (HTTP/1.0)', 'GET /other.html HTTP/1.0\r\n\r\n'],
  ])('closes a request with %s unanswered, and never asks the origin', async (_case, request) => {
    expect(await raw(edge.httpPort, request)).toBe('');
    expect(asked.some((a) => a.url === '/other.html')).toBe(false);
  });

  it('passes on the port of the Host the visitor sent with one of the names, which a form’s Origin is compared with', async () => {
    const answer = await raw(edge.httpPort, `GET /form.html HTTP/1.1\r\nHost: LOCALHOST:${edge.httpPort}\r\nConnection: close\r\n\r\n`);
    expect(bodyOf(answer)).toBe(`rendered for localhost:${edge.httpPort}`);
    expect(asked.find((a) => a.url === '/form.html')).toEqual({
      host: `localhost:${edge.httpPort}`,
      forwardedHost: `localhost:${edge.httpPort}`,
      url: '/form.html',
    });
  });

  it('answers the login flag alone from its cache, as the origin would, and only a sealed session past it', async () => {
    const get = (cookie: string) => raw(edge.httpPort, `GET /news.html HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`);
    await get('');
    const forged = await get('open_user_logined=1; tenantName=x');
    expect(headerOf(forged, 'X-Cache-Status')).toBe('HIT');
    const sealed = await get('open_user_logined=1; tenantName=x; zm_login_seal=1.abc');
    expect(headerOf(sealed, 'X-Cache-Status')).toBe('BYPASS');
    expect(asked.filter((a) => a.url === '/news.html')).toHaveLength(2);
  });

  it("keeps query strings out of its access log: a withdrawal link's token and a search's words never reach it", async () => {
    const token = 'WithdrawToken' + 'x'.repeat(30);
    await raw(edge.httpPort, `GET /cooperation.html?withdraw=${token} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    await raw(edge.httpPort, `GET /search.html?q=%E6%89%8B%E6%9C%BA13800000000 HTTP/1.1\r\nHost: other.example\r\nConnection: close\r\n\r\n`);
    const log = () => (existsSync(edge.accessLog) ? readFileSync(edge.accessLog, 'utf8') : '');
    // nginx writes its buffered log within a second (flush=1s).
    await expect.poll(() => log().includes('GET /search.html'), { timeout: 10_000, interval: 100 }).toBe(true);
    await expect.poll(() => log().includes('GET /cooperation.html HTTP/1.1'), { timeout: 10_000, interval: 100 }).toBe(true);
    expect(log()).not.toContain(token);
    expect(log()).not.toContain('13800000000');
    expect(log()).not.toContain('?');
  });

  it('answers its own health check whatever the name, HTTP/1.0 with no Host included (compose asks so)', async () => {
    expect(await raw(edge.httpPort, 'GET /edge-healthz HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 [^]*\r\n\r\nok\n$/);
  });

  it('refuses the HTTPS handshake for another name, or none, and completes it for one of the names', async () => {
    const handshake = (servername: string | undefined) =>
      new Promise<string>((resolve) => {
        const socket = tls.connect({ host: '127.0.0.1', port: edge.tlsPort, servername, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] }, () => {
          socket.destroy();
          resolve('completed');
        });
        socket.on('error', (error: Error) => resolve(`refused: ${error.message}`));
      });
    expect(await handshake('localhost')).toBe('completed');
    expect(await handshake('test')).toMatch(/^refused: .*alert/);
    // Node sends no SNI for an address, as browsers do.
    expect(await handshake(undefined)).toMatch(/^refused: .*alert/);
  });
});

describe('the names deploy/nginx/start.sh gives the edge', () => {
  /** start.sh run as compose runs it, with the environment given: its exit code, its message and the server_name lines it wrote. */
  const render = (env: Record<string, string>) => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'zhimei-edge-names-'));
    const run = spawnSync('sh', [path.join(import.meta.dirname, '../../../deploy/nginx/start.sh'), 'true'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, EDGE_OUTPUT_DIR: out, EDGE_TLS_CERT: path.join(out, 'none.crt'), ...env },
    });
    const names = run.status === 0 ? [...readFileSync(path.join(out, 'zhimei-edge.conf'), 'utf8').matchAll(/^\s*server_name (.*);$/gm)].map((m) => m[1]) : [];
    return { status: run.status, stderr: run.stderr, names };
  };

  it('are EDGE_SERVER_NAMES when given, else the host of SITE_URL (production), else localhost and 127.0.0.1', () => {
    expect(render({ EDGE_SERVER_NAMES: 'www.example.com example.com' }).names).toEqual(['www.example.com example.com', '""']);
    expect(render({ EDGE_SITE_URL: 'https://www.example.com:8443/path' }).names).toEqual(['www.example.com', '""']);
    expect(render({}).names).toEqual(['localhost 127.0.0.1', '""']);
  });

  it('refuses a value that would write more than names into the configuration, naming the variable', () => {
    const refused = render({ EDGE_SERVER_NAMES: 'example.com; return 200' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('edge: EDGE_SERVER_NAMES must be host names');
  });
});
