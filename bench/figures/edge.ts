/**
 * Figure 9: the edge (issues 23 and 39). `/` through the repository's nginx configuration
 * (deploy/nginx's templates, rendered as compose's start.sh renders them, with the host's
 * addresses) run by Debian's nginx, in front of the built server publishing its pages as files
 * (PUBLISH_DIR: server/edge/publishedPages.ts), against the same nginx serving the same bytes
 * (the published gzip, as the origin sends it) as a plain static file, and the origin alone, in
 * mirrored rounds (bench/lib/rounds.ts). Budget: edge ≥ 0.95 × static. nginx has one worker on
 * the server core, beside the origin. Beside the rates, the CPU time nginx's worker spends per
 * request on each (from /proc/<pid>/stat): a reading the other jobs of a shared machine do not
 * move much. An unbudgeted row measures a page the edge passes on (a query string), answered
 * from nginx's proxy_cache: the path issue 23 measured at 0.78.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { cpuNotingTarget, processCpuUs, pinned, SERVER_CORE } from '../lib/cpu';
import type { Figure, Row } from '../lib/figure';
import { BROWSER_ENCODING, pageTarget } from '../lib/pageLoad';
import { freePort, withServer } from '../lib/processes';
import { mirroredRounds, pairedRatio, ratioText } from '../lib/rounds';
import { median, round } from '../lib/stats';
import { nginxConf, nginxStopper, nginxWorkers, reloadNginx } from '../lib/nginxConf';

const BUDGET = 0.95;
const NAME = '9 nginx edge';
const PAGE = '/';
const root = path.resolve(import.meta.dirname, '..', '..');
const DEPLOY_DIR = path.join(root, 'deploy', 'nginx');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const START_TIMEOUT_MS = 10_000;

/** Debian's nginx, installed the way the tests' system packages are (scripts/system-deps.sh). */
function requireNginx(): string {
  if (!existsSync(NGINX) && !process.env.NGINX_PATH) {
    spawnSync('bash', [path.join(root, 'scripts', 'system-deps.sh'), 'nginx'], { stdio: 'inherit' });
  }
  if (!existsSync(NGINX)) {
    throw new Error(`nginx not found at ${NGINX}: install it with \`bash scripts/system-deps.sh nginx\` (apt-get install -y nginx), or set NGINX_PATH`);
  }
  // `nginx -v` answers on stderr: "nginx version: nginx/1.22.1".
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  return /nginx\/[\d.]+/.exec(version)?.[0] ?? version;
}

/** The same filling-in as deploy/nginx/start.sh: every EDGE_ name the template uses must be given. */
function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(EDGE_\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx: the template names ${name}, which the bench does not fill in`);
    return value;
  });
}

/**
 * The published page's gzip as the origin sends it from its page cache, once recompressed at
 * the highest levels (an ETag without the first levels' `-1`: server/render/pageHandler.tsx),
 * which the origin writes to the file too.
 */
async function capturePage(url: string, publishDir: string): Promise<{ body: Buffer; encoding: string }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { body, headers } = await rawGet(url, GZIP);
    const published = existsSync(path.join(publishDir, 'nginx', 'pages')) && readdirSync(path.join(publishDir, 'nginx', 'pages')).length > 0;
    const kept = !/-1-gzip"$/.test(String(headers.etag));
    if (headers['x-page-cache'] === 'hit' && kept && published) return { body, encoding: String(headers['content-encoding'] ?? 'identity') };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was never answered from the page cache and published`);
}

/** The encoding nginx serves a published page in (gzip_static; Debian's nginx has no brotli_static in the image). */
const GZIP = { 'Accept-Encoding': 'gzip' };

function rawGet(url: string, headers: Record<string, string> = BROWSER_ENCODING): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const digest = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 12);

interface Nginx {
  edgeUrl: string;
  staticUrl: string;
  /** The one worker process's CPU time so far, in µs. */
  workerCpuUs(): number;
  /** Reads the published pages' lines again, as deploy/nginx/start.sh has nginx do when they change. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/** nginx on the server core: the edge (the repository's configuration) and the static file, in one process. */
async function startNginx(originUrl: string, publishDir: string, page: { body: Buffer; encoding: string }): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zhimei-bench-edge-'));
  // nginx's workers drop to nobody when the bench runs as root: they read the page and write the cache here.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'static'));
  writeFileSync(path.join(dir, 'static', 'page'), page.body);
  const [edgePort, staticPort] = [await freePort(), await freePort()];
  const values = {
    EDGE_ORIGIN: new URL(originUrl).host,
    // An address needs no resolver; the directive still wants one.
    EDGE_RESOLVER: '127.0.0.1',
    EDGE_HTTP_LISTEN: `127.0.0.1:${edgePort}`,
    EDGE_CACHE_DIR: path.join(dir, 'cache'),
    // The bench's nginx.conf logs nothing; the edge's servers log, to nowhere here.
    EDGE_ACCESS_LOG: '/dev/null',
    EDGE_CONF_DIR: DEPLOY_DIR,
    EDGE_OUTPUT_DIR: dir,
    EDGE_PUBLISH_DIR: publishDir,
    // The name the bench asks by (edgeUrl); any other is refused.
    EDGE_SERVER_NAMES: '127.0.0.1',
  };
  const render = (template: string) => renderTemplate(readFileSync(path.join(DEPLOY_DIR, template), 'utf8'), values);
  writeFileSync(path.join(dir, 'edge.conf'), render('edge.conf.template'));
  // As start.sh names it: edge.conf includes it in its server.
  writeFileSync(path.join(dir, 'zhimei-site.inc'), render('site.conf.template'));
  // The image's nginx.conf (sendfile, keepalive_timeout 65, conf.d included in http), with one
  // worker for the one server core and no access log.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxConf(
      dir,
      1024,
      `    sendfile on;
    keepalive_timeout 65;
    include ${path.join(dir, 'edge.conf')};
    # The same bytes as a file, with the headers that make them the page.
    server {
        listen 127.0.0.1:${staticPort};
        location = / {
            root ${path.join(dir, 'static')};
            try_files /page =404;
            types {}
            default_type "text/html; charset=utf-8";
            ${page.encoding === 'identity' ? '' : `add_header Content-Encoding ${page.encoding};`}
            add_header Vary Accept-Encoding;
        }
    }`,
    ),
  );
  const [command, args] = pinned(SERVER_CORE, NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]);
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
  const stop = nginxStopper(child, dir);
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const up = await rawGet(`${edgeUrl}/edge-healthz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(
        `nginx did not start (${child.exitCode === null ? `not answering after ${START_TIMEOUT_MS} ms` : `exit ${child.exitCode}`}):\n${stderr}${log}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const master = child.pid!;
  let worker = nginxWorkers(master)[0]!;
  const reload = async () => {
    await reloadNginx(child, path.join(dir, 'error.log'), START_TIMEOUT_MS);
    worker = nginxWorkers(master)[0]!;
  };
  return { edgeUrl, staticUrl: `http://127.0.0.1:${staticPort}`, workerCpuUs: () => processCpuUs(worker), reload, stop };
}

/** The edge answers from the published file, with the bytes the static file holds. */
async function edgeAnswer(url: string): Promise<string> {
  const { status, headers, body } = await rawGet(url, GZIP);
  return `${status} ${headers['x-cache-status']} ${body.length} B ${digest(body)}`;
}

export const edge: Figure = {
  id: 'edge',
  title: 'the nginx edge vs nginx serving the page as a file',
  run: (options) => {
    const version = requireNginx();
    const publishDir = mkdtempSync(path.join(os.tmpdir(), 'zhimei-bench-published-'));
    // The server runs as the bench's user, nginx's workers as nobody: they read the files.
    chmodSync(publishDir, 0o755);
    // A TTL past the rounds: the file stands for the page throughout (at the TTL the origin's
    // sweep deletes it, and the edge asks the origin until its refill publishes it again).
    return withServer({ serverEnv: { PUBLISH_DIR: publishDir, PAGE_CACHE_TTL_MS: String(60 * 60 * 1000) } }, async ({ server }) => {
      const page = await capturePage(server.url + PAGE, publishDir);
      const nginx = await startNginx(server.url, publishDir, page);
      try {
        // The published page's lines were written before nginx started; the origin's second hit
        // recompressed the page at the highest levels and wrote it again: the bytes captured.
        await nginx.reload();
        const before = await edgeAnswer(nginx.edgeUrl + PAGE);
        const expected = `200 FILE ${page.body.length} B ${digest(page.body)}`;
        if (before !== expected) throw new Error(`the edge answers ${before}, not ${expected} (the origin's bytes, as a published file)`);

        const cpu = { edge: [] as number[], file: [] as number[] };
        const [edgeRounds = [], staticRounds = [], originRounds = []] = await mirroredRounds(options, [
          cpuNotingTarget(nginx.edgeUrl + PAGE, () => nginx.workerCpuUs(), cpu.edge),
          cpuNotingTarget(nginx.staticUrl + PAGE, () => nginx.workerCpuUs(), cpu.file),
          pageTarget(server.url + PAGE),
        ]);
        const cpuEdge = median(cpu.edge);
        const cpuFile = median(cpu.file);
        // Still the published file, byte for byte.
        const after = await edgeAnswer(nginx.edgeUrl + PAGE);
        const sameBytes = after.startsWith('200 ') && after.endsWith(expected.slice(expected.indexOf(' ', 4)));
        const edgeRatio = pairedRatio(edgeRounds, staticRounds);
        const originRatio = pairedRatio(originRounds, staticRounds);
        const edgeErrors = edgeRatio.numerator.errors + edgeRatio.denominator.errors;
        const size = `${round(page.body.length / 1024, 1)} KB ${page.encoding}`;
        const rows: Row[] = [
          {
            figure: NAME,
            measure: `${PAGE} (${size}): through deploy/nginx (${version}), its published file, / the same nginx serving the bytes as a plain file, req/s (median of round ratios)`,
            value: `${ratioText(edgeRatio)}${edgeErrors ? ` (${edgeErrors} errors)` : ''}${sameBytes ? '' : `; after the rounds the edge answered ${after}`}`,
            budget: `≥ ${BUDGET}`,
            pass: edgeRatio.median >= BUDGET && edgeErrors === 0 && sameBytes,
          },
          {
            figure: NAME,
            measure: `${PAGE}: nginx worker CPU per request, through deploy/nginx / as a file (median of runs)`,
            value: `${round(cpuEdge, 1)} / ${round(cpuFile, 1)} µs (${round(cpuFile / cpuEdge, 2)}× the file's rate on CPU alone)`,
            budget: '—',
            pass: null,
          },
          {
            figure: NAME,
            measure: `${PAGE}: the origin alone (the built server, its page cache) / the file, req/s`,
            value: `${ratioText(originRatio)}${originRatio.numerator.errors ? ` (${originRatio.numerator.errors} errors)` : ''}`,
            budget: '—',
            pass: null,
          },
        ];
        return {
          rows,
          raw: {
            nginx: version,
            page: { bytes: page.body.length, encoding: page.encoding },
            before,
            after,
            edge: edgeRatio,
            origin: originRatio,
            cpuUsPerRequest: cpu,
          },
        };
      } finally {
        await nginx.stop();
      }
    }).finally(() => rmSync(publishDir, { recursive: true, force: true }));
  },
};
