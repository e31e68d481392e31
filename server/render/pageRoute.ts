/**
 * The page of the route table a request names, looked up once, before any other middleware,
 * by the one matching rule: the table's exact path (findPageRoute). Another spelling of a
 * page's path is no page here; routeTablePages answers it with a 301 to the table's own, so
 * no page is ever rendered at a path that is not its own. Compression, the metrics label,
 * the page handler and the 404 handler all read this answer instead of looking again, so
 * they cannot disagree about what a path is.
 */
import type { Request, RequestHandler } from 'express';
import { findPageRoute } from '../../shared/navigation';
import type { PageRoute } from '../../shared/routes';

// Keyed by the request, not kept on req.path: a mounted router rewrites req.url, and so the path, on the way.
const resolved = new WeakMap<Request, PageRoute | null>();

export function resolvePageRoute(): RequestHandler {
  return function resolvePageRoute(req, _res, next) {
    resolved.set(req, findPageRoute(req.path) ?? null);
    next();
  };
}

/** The page `req` names; undefined for every other path. */
export function pageRouteOf(req: Request): PageRoute | undefined {
  const route = resolved.get(req);
  if (route === undefined) throw new Error('pageRouteOf: resolvePageRoute() must be the first middleware of the app (server/app.ts)');
  return route ?? undefined;
}
