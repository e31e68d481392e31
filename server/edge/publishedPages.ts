/**
 * Pages published as files for the edge (docs/operations.md#pages-published-as-files): each
 * page the page cache stores for anonymous visitors is written, with its gzip variant, into a
 * directory nginx serves from (deploy/nginx/site.conf.template), so an anonymous request without a
 * query string never reaches a replica while its page is fresh.
 *
 * nginx cannot read headers from a file, and a page's Content-Security-Policy is its own (the
 * hashes of its inline blocks). So the directory also holds what nginx includes: per page, a
 * line of a map from the request to the file, and a line of a map from the file to its policy;
 * once, the headers every page carries (helmet's, Cache-Control). nginx reads includes only
 * when it (re)loads: deploy/nginx/start.sh reloads it when `nginx/generation` changes, which
 * this writes after every change of those files.
 *
 * Races, by construction:
 * - A file's name holds its policy's digest (`about.html@<variant>`): a refreshed page with
 *   another policy is a new file, and nginx keeps serving the old file with the old policy
 *   until the reload that maps the page to the new pair. A refresh with the same policy
 *   replaces the file in place (written to a temporary name, then renamed: never half a file).
 * - A file outlives its freshness by nothing: its modification time is the page's `storedAt`,
 *   and the sweep (any replica's) moves it to stale/ at the page cache's TTL. nginx then passes
 *   the request to the origin, whose refill publishes the page again; only when no replica
 *   answers does nginx send the stale file (as stale-if-error allows, for a day). With every
 *   replica stopped nobody sweeps, and the last fresh files keep answering too.
 * - Lines hold no build: a deploy whose pages keep their policies (a new build names other
 *   scripts, but the policy hashes inline blocks only) changes no line and reloads no nginx,
 *   and each page's file is replaced as the new build refills it. A replica removes at its start
 *   the lines of paths its route table no longer has.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../ops/logger';
import { STALE_IF_ERROR_MS, type CachedPage } from '../render/pageCache';

export interface PublishedPagesOptions {
  /** PUBLISH_DIR: shared with nginx (read-only there). */
  dir: string;
  /** Whether a path is a page of this build's route table: a line for any other is removed at start. */
  isPage: (urlPath: string) => boolean;
  /** The page cache's TTL: a file moves to stale/ once its page is that old. */
  ttlMs: number;
  /** The Cache-Control of a page from the cache (server/render/pageHandler.tsx sharedPageCacheControl). */
  cacheControl: string;
  logger: Logger;
  now?: () => number;
}

/** A header as Express set it on a page's answer (res.getHeader), to be sent by nginx's add_header. */
export type HeaderPair = [name: string, value: string | string[] | number];

/** What nginx is told of a page: the request it answers and the file that answers it. */
interface Target {
  hostname: string;
  /** The request's path as sent (nginx compares $request_uri). */
  urlPath: string;
}

/** How often the sweep looks for expired files and other builds' lines. */
export const SWEEP_EVERY_MS = 5_000;
/** A file no line maps any more (its page moved to another policy) is deleted after this: nginx has reloaded long before. */
const UNMAPPED_GRACE_MS = 60_000;

/** What nginx's maps can hold as a key with map_hash_bucket_size 256 (deploy/nginx/edge.conf.template), with room to spare. */
const MAX_KEY_LENGTH = 200;
/** nginx refuses a configuration value over 4096 bytes (and then every reload): a policy that long stays the origin's. */
const MAX_POLICY_LENGTH = 3500;
/**
 * Host names published for: the site's few names. A request reaching a replica with a name of
 * its choosing (a wildcard server name, or X-Forwarded-Host past the edge) must not grow the
 * directory and nginx's maps without end.
 */
const MAX_HOSTS = 8;
/** A temporary file older than this was left by a replica that died mid-write. */
const TEMPORARY_GRACE_MS = 60_000;
/** Host names as nginx writes $host: lowercase letters, digits, dots and hyphens. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
/** Paths of the route table as a browser sends them: no escapes, dots only inside a segment. */
const URL_PATH = /^\/(?:[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*\/?)*$/;
/** A value nginx takes between double quotes as it is: printable ASCII without `"`, `\` or `$` (a variable). */
const QUOTABLE = /^[\x20\x21\x23\x25-\x5b\x5d-\x7e]*$/;
const HEADER_NAME = /^[A-Za-z0-9-]+$/;
const FILE_NAME = /^(?<page>.*)@(?<variant>[0-9a-f]+)(?:\.gz)?$/;
const TEMPORARY = /\.tmp$/;
/** A line of nginx/pages/: the request's host and path, and the file. */
const PAGE_LINE = /^"1 (?<host>[^/"]+)(?<path>\/[^"]*)" "(?<file>[^"]+)";$/m;
/** A line of nginx/csp/: the file, and its policy. */
const POLICY_LINE = /^"(?<file>[^"]+)" "[^"]*";$/m;
const LINE_FILE = /^[A-Za-z0-9_-]+\.conf$/;

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('base64url').slice(0, length);

/** The file a page is published as, under files/: its path with the policy's digest in lower case (`/` → `<host>/@<variant>`). */
export function publishedFileOf(hostname: string, urlPath: string, csp: string): string {
  return `/${hostname}${urlPath}@${createHash('sha256').update(csp).digest('hex').slice(0, 16)}`;
}

/**
 * A line's file name: nginx's maps compare keys in any case, so two keys that differ only in
 * case must share one line (two would make nginx refuse the configuration).
 */
const lineId = (key: string) => digest(key.toLowerCase(), 16);

export class PublishedPages {
  private readonly tracked = new Map<string, Target>();
  private readonly hosts = new Set<string>();
  /** Set by the first page published; a page whose headers differ is not published (one headers file serves all). */
  private commonHeaders: string | undefined;
  private readonly now: () => number;
  private generation = 0;
  private timer: NodeJS.Timeout | undefined;
  private refusedOnce = false;
  private tooManyHostsOnce = false;

  constructor(private readonly options: PublishedPagesOptions) {
    this.now = options.now ?? Date.now;
  }

  private get files(): string {
    return path.join(this.options.dir, 'files');
  }

  private get stale(): string {
    return path.join(this.options.dir, 'stale');
  }

  private get nginx(): string {
    return path.join(this.options.dir, 'nginx');
  }

  /** Creates the directories, removes the lines of paths that are no page here, and sweeps every SWEEP_EVERY_MS from now on. */
  start(): void {
    for (const dir of [this.files, this.stale, path.join(this.nginx, 'pages'), path.join(this.nginx, 'csp')]) mkdirSync(dir, { recursive: true, mode: 0o755 });
    let removed = false;
    for (const name of readdirSync(path.join(this.nginx, 'pages'))) {
      if (!LINE_FILE.test(name)) continue;
      const urlPath = PAGE_LINE.exec(readFileSync(path.join(this.nginx, 'pages', name), 'utf8'))?.groups?.path;
      if (urlPath !== undefined && this.options.isPage(urlPath)) continue;
      // Its files and its policy's line go with the sweep, once no line names them.
      rmSync(path.join(this.nginx, 'pages', name), { force: true });
      removed = true;
    }
    if (removed) this.bumpGeneration();
    this.sweep();
    this.timer = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * The page handler says which request a cache key is filled for, with the headers its
   * answer carries so far (helmet's): only a page so announced is published, once stored.
   */
  track(key: string, hostname: string, urlPath: string, headers: HeaderPair[]): void {
    if (!HOSTNAME.test(hostname) || !URL_PATH.test(urlPath) || urlPath.includes('@') || hostname.length + urlPath.length > MAX_KEY_LENGTH) return;
    if (!this.hosts.has(hostname) && this.hosts.size >= MAX_HOSTS) {
      if (!this.tooManyHostsOnce) this.options.logger.warn({ hosts: this.hosts.size }, 'pages are published for the edge for the first host names only');
      this.tooManyHostsOnce = true;
      return;
    }
    const common = this.headersConf(headers);
    if (common === undefined) return;
    try {
      if (this.commonHeaders === undefined) this.writeHeaders(common);
    } catch (error) {
      // Never the visitor's failure: the page is answered as if nothing were published.
      this.options.logger.warn({ err: error }, 'pages not published for the edge: the headers file could not be written');
      return;
    }
    if (common !== this.commonHeaders) {
      if (!this.refusedOnce)
        this.options.logger.warn({ path: urlPath }, 'page not published for the edge: its headers differ from those every published page is sent with');
      this.refusedOnce = true;
      return;
    }
    this.hosts.add(hostname);
    if (this.tracked.size >= 4096 && !this.tracked.has(key)) this.tracked.delete(this.tracked.keys().next().value!);
    this.tracked.set(key, { hostname, urlPath });
  }

  /**
   * The page cache stored (or recompressed) `page` for `key`: its file replaces the last. A
   * page already past its time (a stale page recompressed) is not written back as fresh.
   */
  stored(key: string, page: CachedPage): void {
    const target = this.tracked.get(key);
    if (!target || this.commonHeaders === undefined || this.now() - page.storedAt >= this.options.ttlMs) return;
    if (!QUOTABLE.test(page.csp) || page.csp.length > MAX_POLICY_LENGTH) return;
    try {
      const file = publishedFileOf(target.hostname, target.urlPath, page.csp);
      const absolute = path.join(this.files, file);
      mkdirSync(path.dirname(absolute), { recursive: true, mode: 0o755 });
      const storedAt = new Date(page.storedAt);
      // The gzip first: nginx's gzip_static looks for it once the plain file exists.
      writeAtomically(`${absolute}.gz`, page.bodies.gzip, storedAt);
      writeAtomically(absolute, page.bodies.identity, storedAt);
      // The file's policy has a line of its own, never rewritten for another file, written
      // before the page's line names the file: whatever nginx reads, a file it maps has its policy.
      const changed = [
        this.writeLine('csp', lineId(file), `"${file}" "${page.csp}";\n`),
        this.writeLine('pages', lineId(`${target.hostname}${target.urlPath}`), `"1 ${target.hostname}${target.urlPath}" "${file}";\n`),
      ].some(Boolean);
      if (changed) this.bumpGeneration();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'page not published for the edge');
    }
  }

  /** The page is gone (a deleted document): nginx forgets it, and its files go, stale ones too. */
  gone(key: string): void {
    const target = this.tracked.get(key);
    if (!target) return;
    this.tracked.delete(key);
    const id = lineId(`${target.hostname}${target.urlPath}`);
    const file = PAGE_LINE.exec(readText(path.join(this.nginx, 'pages', `${id}.conf`)))?.groups?.file;
    rmSync(path.join(this.nginx, 'pages', `${id}.conf`), { force: true });
    if (file) rmSync(path.join(this.nginx, 'csp', `${lineId(file)}.conf`), { force: true });
    this.bumpGeneration();
    if (file) for (const dir of [this.files, this.stale]) for (const suffix of ['', '.gz']) rmSync(path.join(dir, `${file}${suffix}`), { force: true });
  }

  /**
   * Fresh files past the TTL to stale/; stale files past a day, files no line maps any more and
   * temporary files left by a replica that died, deleted; then the lines whose file is gone.
   */
  sweep(): void {
    try {
      const now = this.now();
      const mapped = new Set<string>();
      for (const name of readdirSync(path.join(this.nginx, 'pages'))) {
        const file = LINE_FILE.test(name) ? PAGE_LINE.exec(readText(path.join(this.nginx, 'pages', name)))?.groups?.file : undefined;
        if (file) mapped.add(file);
      }
      this.sweepFiles('', mapped, now);
      this.sweepLines(mapped, now);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'published pages: sweep failed');
    }
  }

  /** A line whose file is in neither files/ nor stale/ maps nothing: removed once it is older than a write in progress could be. */
  private sweepLines(mapped: Set<string>, now: number): void {
    let removed = false;
    for (const [kind, pattern] of [
      ['pages', PAGE_LINE],
      ['csp', POLICY_LINE],
    ] as const) {
      const dir = path.join(this.nginx, kind);
      for (const name of readdirSync(dir)) {
        const line = path.join(dir, name);
        if (TEMPORARY.test(name) && now - statSync(line).mtimeMs >= TEMPORARY_GRACE_MS) rmSync(line, { force: true });
        if (!LINE_FILE.test(name)) continue;
        const file = pattern.exec(readText(line))?.groups?.file;
        const named = file !== undefined && (existsSync(path.join(this.files, file)) || existsSync(path.join(this.stale, file)));
        const current = kind === 'pages' || (file !== undefined && mapped.has(file));
        if ((named && current) || now - statSync(line).mtimeMs < UNMAPPED_GRACE_MS) continue;
        rmSync(line, { force: true });
        removed = true;
      }
    }
    if (removed) this.bumpGeneration();
  }

  private sweepFiles(relative: string, mapped: Set<string>, now: number): void {
    for (const [root, expired] of [
      [this.files, (age: number) => age >= this.options.ttlMs],
      [this.stale, (age: number) => age >= this.options.ttlMs + STALE_IF_ERROR_MS],
    ] as const) {
      const dir = path.join(root, relative);
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const name = `${relative}/${entry.name}`;
        if (entry.isDirectory()) {
          if (root === this.files || !existsSync(path.join(this.files, name))) this.sweepFiles(name, mapped, now);
          continue;
        }
        const absolute = path.join(dir, entry.name);
        if (TEMPORARY.test(name)) {
          if (now - statSync(absolute).mtimeMs >= TEMPORARY_GRACE_MS) rmSync(absolute, { force: true });
          continue;
        }
        const match = FILE_NAME.exec(name);
        if (!match) continue;
        const age = now - statSync(absolute).mtimeMs;
        const unmapped = !mapped.has(`${match.groups!.page}@${match.groups!.variant}`) && age >= this.options.ttlMs + UNMAPPED_GRACE_MS;
        if (unmapped || (root === this.stale && expired(age))) rmSync(absolute, { force: true });
        else if (root === this.files && expired(age)) {
          // Kept for an outage; another replica's sweep may have moved it first.
          mkdirSync(path.dirname(path.join(this.stale, name)), { recursive: true, mode: 0o755 });
          try {
            renameSync(absolute, path.join(this.stale, name));
          } catch {
            // Moved by another replica meanwhile.
          }
        }
      }
    }
  }

  /** nginx's add_header lines for the headers every page carries; undefined when one cannot be written as it is. */
  private headersConf(headers: HeaderPair[]): string | undefined {
    const lines: string[] = [];
    for (const [name, value] of [...headers, ['Cache-Control', this.options.cacheControl] as HeaderPair]) {
      // A repeated header (an array) would need one add_header each; no page sends one.
      if (Array.isArray(value) || !HEADER_NAME.test(name) || !QUOTABLE.test(String(value))) return undefined;
      lines.push(`add_header ${name} "${value}" always;`);
    }
    return `${lines.join('\n')}\n`;
  }

  private writeHeaders(conf: string): void {
    this.commonHeaders = conf;
    const file = path.join(this.nginx, 'headers.conf');
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // Not written yet.
    }
    if (current === conf) return;
    mkdirSync(this.nginx, { recursive: true, mode: 0o755 });
    writeAtomically(file, conf);
    this.bumpGeneration();
  }

  /** Writes a line file unless it already says the same; true when it changed. */
  private writeLine(kind: 'pages' | 'csp', id: string, text: string): boolean {
    const file = path.join(this.nginx, kind, `${id}.conf`);
    try {
      if (readFileSync(file, 'utf8') === text) return false;
    } catch {
      // Not written yet.
    }
    writeAtomically(file, text);
    return true;
  }

  private bumpGeneration(): void {
    this.generation += 1;
    // Unlike any other replica's (each is PID 1 in its container).
    writeAtomically(path.join(this.nginx, 'generation'), `${this.now()} ${this.generation} ${randomBytes(6).toString('hex')}\n`);
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Written beside, then renamed over: a reader sees the old file or the new one, never half of one. */
function writeAtomically(file: string, bytes: Buffer | string, mtime?: Date): void {
  // Its own name, made anew ('wx'): every replica is PID 1 in its container.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, bytes, { mode: 0o644, flag: 'wx' });
  if (mtime) utimesSync(temporary, mtime, mtime);
  renameSync(temporary, file);
}
