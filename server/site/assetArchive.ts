/**
 * The asset archive (ASSETS_ARCHIVE_DIR): a directory the replicas share, where each copies
 * its own build's hashed client files at start, and from which /assets serves what its own
 * build lacks. A page rendered by one release names that release's scripts, and asks for
 * more of them later (the chat's chunk when the visitor opens it, the next page's); during
 * a rolling deploy, and for as long as the tab stays open after it, the balancer may send
 * those requests to a replica of another release. The archive holds them all.
 *
 * Names carry their content's hash, so a file is written once and never changed: replicas
 * starting together each write under a name of their own and rename, and no reader ever
 * sees half a file. A running replica stamps its files (mtime) at start and every hour;
 * files no replica has stamped for ASSETS_ARCHIVE_DAYS are deleted at the next start or stamp.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { IMMUTABLE } from './static';
import { httpError } from '../errors';

/** How often a running replica stamps its files, so that they outlive it by the whole keep time. */
export const STAMP_EVERY_MS = 3600_000;
/** A temporary copy left by a replica killed mid-write; no copy takes this long. */
const ABANDONED_COPY_MS = 3600_000;
const TEMPORARY = /^\..+\.tmp$/;
/** What a build writes to dist/client/assets: hashed names, no folders, no leading dot. */
const ARCHIVED_NAME = /^[A-Za-z0-9_][\w.-]*$/;
const SOURCE_MAP = /\.map$/i;
const SCRIPT = /\.js$/;
/** The copies build.ts writes beside each file, in the order the server prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export interface ArchiveResult {
  /** This build's files the archive lacked. */
  copied: number;
  /** This build's files already there (written by another replica of the same build), stamped now. */
  stamped: number;
  /** Files of earlier builds no replica had stamped within the keep time. */
  deleted: number;
}

/**
 * Copies `ownDir`'s files into `archiveDir` (those missing), stamps them all with `now`, and
 * deletes other files last stamped before `now - keepMs` (none when keepMs is 0).
 */
export async function archiveAssets(
  ownDir: string,
  archiveDir: string,
  { keepMs, now = Date.now() }: { keepMs: number; now?: number },
): Promise<ArchiveResult> {
  await mkdir(archiveDir, { recursive: true });
  const own = (await readdir(ownDir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  const stampedAt = new Date(now);
  const result: ArchiveResult = { copied: 0, stamped: 0, deleted: 0 };
  for (const name of own) {
    const target = path.join(archiveDir, name);
    try {
      await utimes(target, stampedAt, stampedAt);
      result.stamped += 1;
      continue;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const partial = path.join(archiveDir, `.${name}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
    await copyFile(path.join(ownDir, name), partial);
    await utimes(partial, stampedAt, stampedAt);
    await rename(partial, target);
    result.copied += 1;
  }
  const mine = new Set(own);
  for (const name of await readdir(archiveDir)) {
    if (mine.has(name)) continue;
    const file = path.join(archiveDir, name);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) continue;
    const age = now - stats.mtimeMs;
    const expired = TEMPORARY.test(name) ? age > ABANDONED_COPY_MS : keepMs > 0 && age > keepMs;
    if (
      expired &&
      (await unlink(file).then(
        () => true,
        () => false,
      )) &&
      !TEMPORARY.test(name)
    )
      result.deleted += 1;
  }
  return result;
}

/** The file to send for `name`: its brotli or gzip copy when the client takes one and it exists. */
async function pick(archiveDir: string, name: string, acceptEncoding: string | undefined): Promise<{ file: string; encoding?: string } | null> {
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(ENCODINGS.map((e) => e.name));
  for (const encoding of ENCODINGS.filter((e) => accepted.includes(e.name))) {
    const file = path.join(archiveDir, name + encoding.suffix);
    if ((await stat(file).catch(() => null))?.isFile()) return { file, encoding: encoding.name };
  }
  const file = path.join(archiveDir, name);
  return (await stat(file).catch(() => null))?.isFile() ? { file } : null;
}

const notFound = () => httpError(404, 'Not Found');

/**
 * Serves an archived file with the headers of the build's own (server/site/static.ts):
 * immutable for a year, its brotli or gzip copy, its source map named only where maps are public.
 */
export function archivedAssets(archiveDir: string, { sourceMaps }: { sourceMaps: boolean }): RequestHandler {
  return (req, res, next) => {
    // As the build's own files answer (serve-static): 405, naming the methods that work.
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.set('Allow', 'GET, HEAD').status(405).end();
    let name: string;
    try {
      name = decodeURIComponent(req.path.slice(1));
    } catch {
      return next(notFound());
    }
    if (!ARCHIVED_NAME.test(name) || TEMPORARY.test(name) || (!sourceMaps && SOURCE_MAP.test(name))) return next(notFound());
    pick(archiveDir, name, req.headers['accept-encoding']).then((chosen) => {
      if (!chosen) return next(notFound());
      send(res, name, chosen, sourceMaps, next);
    }, next);
  };
}

function send(res: Response, name: string, chosen: { file: string; encoding?: string }, sourceMaps: boolean, next: (error?: unknown) => void): void {
  res.type(path.extname(name));
  res.setHeader('Cache-Control', IMMUTABLE);
  res.vary('Accept-Encoding');
  if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
  if (sourceMaps && SCRIPT.test(name)) res.setHeader('SourceMap', `${name}.map`);
  res.sendFile(chosen.file, { cacheControl: false, dotfiles: 'deny' }, (error) => {
    if (error && !res.headersSent) next(notFound());
  });
}
