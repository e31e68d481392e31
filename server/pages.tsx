/** The page route: picks the route from the table, renders it, owns status and headers. */
import type { RequestHandler } from 'express';
import { isbot } from 'isbot';
import { StaticRouter } from 'react-router-dom';
import { App } from '../client/App';
import { loadPage } from '../client/pages/registry';
import { readLoginState } from '../client/visitor/cookies';
import { DataStore } from '../client/data/dataStore';
import type { AppData } from '../shared/appData';
import type { BuildManifest } from '../shared/manifest';
import { findPageRoute } from '../shared/navigation';
import { cookieDomainFor } from '../shared/cookieDomain';
import { icsIdForHost, type IcsSettings } from '../shared/icsId';
import type { SiteSettings } from '../shared/site';
import { errorPageHtml } from './errorPage';
import type { Logger } from './logger';
import { scriptsFor } from './manifest';
import { serverDataSource } from './dataSource';
import { renderDocument } from './render';
import { requestIdOf } from './requestId';
import type { Upstreams } from './upstream';
import { nonceOf } from './security';

export interface PageHandlerOptions {
  manifest: BuildManifest;
  site: SiteSettings;
  ics: IcsSettings;
  upstreams: Upstreams;
  logger: Logger;
}

export function pageHandler({ manifest, site, ics, upstreams, logger }: PageHandlerOptions): RequestHandler {
  return async (req, res) => {
    const nonce = nonceOf(res);
    const route = findPageRoute(req.path);
    const logged = new Set<unknown>();
    const logError = (error: unknown) => {
      if (logged.has(error)) return;
      logged.add(error);
      logger.error({ err: error, url: req.originalUrl }, 'render error');
    };
    try {
      if (route) await loadPage(route.kind);
      const { bootstrapModules, preloads } = scriptsFor(manifest, route?.kind);
      const data: AppData = {
        site,
        preloads,
        icsId: icsIdForHost(req.hostname, ics),
        visitor: readLoginState((req.cookies ?? {}) as Record<string, string>),
        cookieDomain: cookieDomainFor(req.hostname) ?? null,
      };
      const document = await renderDocument(
        <StaticRouter location={req.originalUrl}>
          <App data={data} store={new DataStore(serverDataSource(upstreams, requestIdOf(res)))} />
        </StaticRouter>,
        {
          nonce,
          waitForAll: isbot(req.get('user-agent')),
          bootstrapModules,
          onError: logError,
        },
      );
      res.status(route ? 200 : 404);
      res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.on('close', () => {
        if (!res.writableEnded) document.abort(new Error('client went away'));
      });
      document.pipe(res);
    } catch (error) {
      logError(error);
      // The visitor gets an error page and the process keeps serving.
      if (res.headersSent) return void res.end();
      res.status(500).set('Cache-Control', 'no-store').type('html').send(errorPageHtml(500, nonce));
    }
  };
}
