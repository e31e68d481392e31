/** The page route: picks the route from the table, renders it, owns status and headers. */
import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { StaticRouter } from 'react-router-dom';
import { App } from '../client/App';
import { loadRoute } from '../client/pages/registry';
import { findPageEntry } from '../shared/routeViews';
import { readLoginState, type LoginState } from '../client/visitor/cookies';
import { DataStore, type DataSource } from '../client/data/dataStore';
import type { AppData } from '../shared/appData';
import type { BuildManifest } from '../shared/manifest';
import { findPageRoute } from '../shared/navigation';
import { cookieDomainFor } from '../shared/cookieDomain';
import { icsIdForHost, type IcsSettings } from '../shared/icsId';
import type { SiteSettings } from '../shared/site';
import { errorPageHtml } from './errorPage';
import type { Logger } from './logger';
import { scriptsFor } from './manifest';
import { metricsOf } from './metrics';
import { serverDataSource } from './dataSource';
import { preloadData } from './preload';
import { renderComplete, renderDocument, SHELL_HOLD_MS } from './render';
import { cachedPageOf, type CachedPage, type PageCache } from './pageCache';
import { compressStream, endCompressed, preferredEncoding } from './compress';
import { requestIdOf } from './requestId';
import { searchOf } from './urlQuery';
import { boundedMemo } from './boundedMemo';
import type { Upstreams } from './upstream';
import { frameAncestorsFor, nonceOf } from './security';

export interface PageHandlerOptions {
  manifest: BuildManifest;
  site: SiteSettings;
  ics: IcsSettings;
  upstreams: Upstreams;
  logger: Logger;
  cache: PageCache;
  chatEmbedAncestors: string[];
}

const HTML = 'text/html; charset=utf-8';
/** tldts reads the name against the Public Suffix List for every call; a site answers to a few names. */
const cookieDomainOf = boundedMemo((hostname) => cookieDomainFor(hostname) ?? null, 256);

export function pageHandler({ manifest, site, ics, upstreams, logger, cache, chatEmbedAncestors }: PageHandlerOptions): RequestHandler {
  /** The page for one request, with its own data store (and so its own data). */
  const pageFor = (req: Request, store: DataStore, visitor: LoginState) => {
    const { bootstrapModules, preloads } = scriptsFor(manifest, findPageRoute(req.path)?.kind);
    const data: AppData = {
      site,
      preloads,
      icsId: icsIdForHost(req.hostname, ics),
      visitor,
      cookieDomain: cookieDomainOf(req.hostname),
    };
    const element = (
      <StaticRouter location={req.originalUrl}>
        <App data={data} store={store} />
      </StaticRouter>
    );
    return { bootstrapModules, element };
  };

  /** A complete render for the cache; undefined when something in it failed. */
  const renderForCache = async (req: Request, visitor: LoginState, requestId: string, storedAt: number): Promise<CachedPage | undefined> => {
    let complete = true;
    const source = watchFailures(serverDataSource(upstreams, requestId), () => (complete = false));
    const { element, bootstrapModules } = pageFor(req, new DataStore(source), visitor);
    const { html, scriptMark } = await renderComplete(element, { bootstrapModules, onError: () => (complete = false) });
    return complete ? cachedPageOf(html, frameAncestorsFor(req, chatEmbedAncestors), storedAt, scriptMark) : undefined;
  };

  return async (req, res) => {
    const nonce = nonceOf(res);
    const logged = new Set<unknown>();
    // A visitor who leaves mid-render is not a server error (React reports the abort reason).
    let visitorLeft: Error | undefined;
    const logError = (error: unknown) => {
      if (logged.has(error)) return;
      logged.add(error);
      if (error === visitorLeft) logger.debug({ url: req.originalUrl }, 'render aborted: the visitor left');
      else logger.error({ err: error, url: req.originalUrl }, 'render error');
    };
    try {
      const route = findPageRoute(req.path);
      const visitor = readLoginState((req.cookies ?? {}) as Record<string, string>);
      // Anonymous visitors of a real page all see the same document for a given URL and host.
      const cacheKey = cache.enabled && route && !visitor.loggedIn ? `${manifest.entry.file} ${req.hostname} ${req.originalUrl}` : null;
      const hit = cacheKey ? cache.get(cacheKey) : undefined;
      if (hit) return void sendCached(req, res, hit);

      // The page's chunk and its text, as the client's first render will have them.
      const entry = findPageEntry(req.path);
      const loaded = entry ? await loadRoute(entry) : undefined;
      const requestId = requestIdOf(res);
      const source = watchFailures(serverDataSource(upstreams, requestId), () => metricsOf(res)?.upstreamError('page_data'));
      const store = new DataStore(source);
      const dataInTime = await preloadData(store, loaded?.dataRequests(new URLSearchParams(searchOf(req.originalUrl))) ?? [], SHELL_HOLD_MS);
      const { bootstrapModules, element } = pageFor(req, store, visitor);

      const document = await renderDocument(element, {
        nonce,
        waitForAll: isbot(req.get('user-agent')),
        // Data that missed the hold before the render will not be there a moment after the shell.
        holdMs: dataInTime ? SHELL_HOLD_MS : 0,
        bootstrapModules,
        onError: logError,
      });
      res.status(route ? 200 : 404);
      res.set({ 'Content-Type': HTML, 'Cache-Control': 'no-cache', 'X-Page-Cache': cacheKey ? 'miss' : 'bypass' });
      res.on('close', () => {
        if (!res.writableEnded) document.abort((visitorLeft = new Error('client went away')));
      });
      document.pipe(
        res,
        (body) => endCompressed(req, res, body),
        () => compressStream(req, res),
      );
      if (cacheKey) void cache.fill(cacheKey, (now) => renderForCache(req, visitor, requestId, now));
    } catch (error) {
      logError(error);
      // The visitor gets an error page and the process keeps serving.
      if (res.headersSent) return void res.end();
      compressStream(req, res);
      res.status(500).set('Cache-Control', 'no-store').type('html').send(errorPageHtml(500, nonce));
    }
  };
}

/** Hands GET and HEAD requests for a page of the route table to `pages`; everything else goes on. */
export function routeTablePages(pages: RequestHandler): RequestHandler {
  // Named: the bench's ceiling (bench/ceiling/server.ts) finds this layer to stand in front of it.
  return function routeTablePage(req, res, next) {
    return (req.method === 'GET' || req.method === 'HEAD') && findPageRoute(req.path) ? pages(req, res, next) : next();
  };
}

/** Pre-compressed bytes in the best encoding the visitor accepts, or 304 when unchanged. */
function sendCached(req: Request, res: Response, page: CachedPage): void {
  const encoding = preferredEncoding(req);
  const body = page.bodies[encoding];
  res.status(200).set({
    'Content-Type': HTML,
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': page.csp,
    ETag: `${page.etag.slice(0, -1)}-${encoding}"`,
    Vary: 'Accept-Encoding',
    'X-Page-Cache': 'hit',
  });
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  if (req.fresh) return void res.status(304).end();
  res.set('Content-Length', String(body.length)).end(req.method === 'HEAD' ? undefined : body);
}

/** Calls `onFailure` when any data call of the render fails, so the page is not cached. */
function watchFailures(source: DataSource, onFailure: () => void): DataSource {
  return async (request) => {
    try {
      const envelope = await source(request);
      if (envelope.code !== 200) onFailure();
      return envelope;
    } catch (error) {
      onFailure();
      throw error;
    }
  };
}
