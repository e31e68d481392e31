/** Browser entry: read the server's data, load the matched routes' chunks, hydrate the document. */
import './polyfills';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider, type RouteObject } from 'react-router-dom';
import { APP_DATA_ELEMENT_ID, type AppData } from '../shared/appData';
import { readerContext, readerFrom } from '../shared/pageData';
import { lazyApiRequest } from './api/lazyApiRequest';
import { reviveReads } from './data/handedOver';
import { Root } from './root';
import { routes } from './routes';

function readAppData(): AppData {
  const element = document.getElementById(APP_DATA_ELEMENT_ID);
  return JSON.parse(element?.textContent ?? '{}') as AppData;
}

/**
 * The matched routes' modules, loaded before the router is made: a route still `lazy` at
 * hydration would make the router load it (and run its loader) and throw the server HTML away.
 */
async function loadMatchedRoutes(): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The browser's reads go through /api, with no toast: the section shows its own failure. */
const browserReader = () => readerFrom(({ call, body, query }) => lazyApiRequest(call, { body, query, hideToast: true }));

/** Not top-level await: Chromium before 89 refuses such a module whole, and nothing would hydrate. */
async function hydrate(): Promise<void> {
  const data = readAppData();
  await loadMatchedRoutes();
  const { loaderData, actionData, errors } = data.router;
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: reviveReads(loaderData, browserReader()), actionData, errors },
    getContext: () => new RouterContextProvider(new Map([[readerContext, browserReader()]])),
  });
  // In a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole tree (Lighthouse: total-blocking-time).
  startTransition(() => {
    hydrateRoot(
      document,
      <Root data={data}>
        <RouterProvider router={router} />
      </Root>,
    );
  });
}

void hydrate();
