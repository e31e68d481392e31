/**
 * Hashed bundles are immutable for a year and sent as the brotli or gzip copy build.ts
 * wrote beside them; the drawings (/art, not hashed) and everything in public/ revalidate hourly.
 */
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { httpError } from '../errors';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_MAX_AGE_S = 3600;
/**
 * The drawings keep their names from build to build (shared/art.ts), so they are not
 * immutable: an hour, then revalidated (ETag) in the background for up to a day.
 */
export const ART_CACHE = `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=86400`;
const SOURCE_MAP = /\.map$/i;
/** The served file may be the brotli or gzip copy of the script. */
const SCRIPT = /\.js(\.br|\.gz)?$/;

/** A `..` segment, however it is spelt once decoded (`%2e%2e`, `..%2f`, `..\\`). */
const CLIMBS = /(^|[\\/])\.\.([\\/]|$)/;

/**
 * express-static-gzip answers a path it cannot percent-decode itself, with a bare English
 * 400 ("URI malformed"); passed on instead, the error handler gives the site's own 400. A
 * path that climbs out of the folder it would answer with a 403, though nothing is there
 * to forbid: it is the 404 of any missing file.
 */
function plainPathsOnly(files: RequestHandler): RequestHandler {
  return (req, res, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return next(httpError(400, 'malformed path'));
    }
    if (CLIMBS.test(decoded)) return next(httpError(404, 'Not Found'));
    return files(req, res, next);
  };
}

/**
 * Source maps carry every source file whole (sourcesContent). Where they are not public a
 * map is a 404 like any missing file, and scripts name none: build.ts writes no
 * sourceMappingURL comment, and only here does a script get its SourceMap header.
 */
export function assets(distDir: string, { sourceMaps, fallthrough = false }: { sourceMaps: boolean; fallthrough?: boolean }): RequestHandler {
  const files = plainPathsOnly(
    expressStaticGzip(path.join(distDir, 'client', 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        // On to the asset archive, when there is one (server/site/assetArchive.ts); else a 404 here.
        fallthrough,
        setHeaders: (res, file) => {
          res.setHeader('Cache-Control', IMMUTABLE);
          if (sourceMaps && SCRIPT.test(file)) res.setHeader('SourceMap', `${path.basename(file).replace(/\.(br|gz)$/, '')}.map`);
        },
      },
    }) as RequestHandler,
  );
  if (sourceMaps) return files;
  return (req, res, next) => (SOURCE_MAP.test(req.path) ? next(httpError(404, 'Not Found')) : files(req, res, next));
}

/** The drawings build.ts wrote (scripts/art), as their brotli or gzip copy. */
export function artFiles(distDir: string): RequestHandler {
  return plainPathsOnly(
    expressStaticGzip(path.join(distDir, 'client', 'art'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        fallthrough: false,
        setHeaders: (res) => res.setHeader('Cache-Control', ART_CACHE),
      },
    }) as RequestHandler,
  );
}

/**
 * The files of public/. The pages of the route table never get here (server/app.ts hands
 * them to the page handler first), so no page request costs a file-system call.
 */
export function publicFiles(publicDir: string): RequestHandler {
  return express.static(publicDir, {
    index: false,
    // A folder name (/media) is not a page: no English 301 to a trailing slash, just on to 404.
    redirect: false,
    setHeaders: (res) => res.setHeader('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_S}`),
  }) as RequestHandler;
}
