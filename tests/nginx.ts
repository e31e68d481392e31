/**
 * Debian's nginx (installed as the bench's edge figure installs it: scripts/system-deps.sh)
 * running the repository's edge: deploy/nginx's templates rendered by deploy/nginx/start.sh
 * itself, as compose renders them, with loopback addresses and a directory of the test's own.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './serverProcess';
import { nginxConf, nginxStopper, reloadNginx } from '../bench/lib/nginxConf';

const root = path.resolve(import.meta.dirname, '..');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** nginx answers its health check within milliseconds; a busy shared machine gets 10 s. */
const START_TIMEOUT_MS = 10_000;

/** nginx's path, installing it first where this user can; otherwise why it is missing. */
export function findNginx(): { path: string } | { missing: string } {
  if (process.env.SKIP_NGINX) return { missing: 'SKIP_NGINX is set' };
  if (!existsSync(NGINX)) {
    const install = spawnSync('bash', [path.join(root, 'scripts', 'system-deps.sh'), 'nginx'], { encoding: 'utf8' });
    if (!existsSync(NGINX)) return { missing: `nginx is not at ${NGINX} and scripts/system-deps.sh could not install it: ${install.stderr.trim()}` };
  }
  return { path: NGINX };
}

export interface EdgeUnderTest {
  httpPort: number;
  tlsPort: number;
  /** The edge's access log (EDGE_ACCESS_LOG), written at most a second after each request. */
  accessLog: string;
  /** What start.sh's watcher does when the published pages' lines change: nginx reads them again (resolves once the new worker alone serves). */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The edge in front of ORIGIN (host:port) for the site's names, HTTP and HTTPS (a self-signed
 * certificate for localhost), serving the pages published in `publishDir` (none by default).
 */
export async function startEdge(nginx: string, origin: string, serverNames: string, publishDir?: string): Promise<EdgeUnderTest> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zhimei-edge-test-'));
  // Run as root, nginx's workers drop to nobody: they read the configuration and write the cache here.
  chmodSync(dir, 0o755);
  // Where start.sh writes what it rendered (conf.d in the image); nginx.conf beside it includes it.
  const confD = path.join(dir, 'conf.d');
  mkdirSync(confD);
  const [httpPort, tlsPort] = [await freePort(), await freePort()];
  const cert = path.join(dir, 'tls.crt');
  const key = path.join(dir, 'tls.key');
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.stderr}`);
  const render = spawnSync('sh', [path.join(root, 'deploy', 'nginx', 'start.sh'), 'true'], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      EDGE_ORIGIN: origin,
      // An address needs no resolver; the directive still wants one.
      EDGE_RESOLVER: '127.0.0.1',
      EDGE_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      EDGE_TLS_LISTEN: `127.0.0.1:${tlsPort}`,
      EDGE_TLS_CERT: cert,
      EDGE_TLS_KEY: key,
      EDGE_CACHE_DIR: path.join(dir, 'cache'),
      EDGE_ACCESS_LOG: path.join(dir, 'access.log'),
      EDGE_SERVER_NAMES: serverNames,
      EDGE_OUTPUT_DIR: confD,
      EDGE_PUBLISH_DIR: publishDir ?? path.join(dir, 'published'),
    },
  });
  if (render.status !== 0) throw new Error(`deploy/nginx/start.sh failed: ${render.stderr}`);
  // The image's nginx.conf, reduced: its http context includes conf.d.
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, 64, `    include ${path.join(confD, '*.conf')};`));
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
  const stop = nginxStopper(child, dir);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(httpPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start (${child.exitCode === null ? `no answer in ${START_TIMEOUT_MS} ms` : `exit ${child.exitCode}`}): ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const reload = () => reloadNginx(child, path.join(dir, 'error.log'), START_TIMEOUT_MS);
  return { httpPort, tlsPort, accessLog: path.join(dir, 'access.log'), reload, stop };
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/edge-healthz', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}
