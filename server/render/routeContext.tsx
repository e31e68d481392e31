/**
 * The server's side of the routes array (client/routes.tsx): React Router's static handler
 * matches a URL, loads the matched route modules and runs their loaders, whose upstream reads
 * (shared/pageData.ts) it then holds the shell for, up to a bound; the page renders from that
 * context with StaticRouterProvider, and the browser hydrates from the same data (RouterData).
 */
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type RouterContext,
  type StaticHandlerContext,
} from 'react-router-dom';
import { routes } from '../../client/routes';
import type { RouterData } from '../../shared/appData';
import type { PageHead } from '../../shared/pageHead';
import { readerContext, readsIn, type Reader } from '../../shared/pageData';
import { postedFormContext, type PostedForm } from '../../shared/postedForm';

const handler = createStaticHandler(routes);

/** Only the path and query reach the loaders; the origin is a placeholder no loader reads. */
const ORIGIN = 'http://site.invalid';

/**
 * The routes' context at `location` (path and query): matched, route modules loaded, loaders
 * run (they start their reads and return). `signal` follows the visitor's connection, as React
 * Router's own Express adapter does: the visitor leaving aborts what the loaders started.
 */
export async function routeContextFor(location: string, reader: Reader, signal?: AbortSignal, posted?: PostedForm): Promise<StaticHandlerContext> {
  // A posted form is a POST: the route's action hands the server's answer to the page.
  const request = new Request(new URL(location, ORIGIN), { signal, method: posted ? 'POST' : 'GET' });
  const values = new Map<RouterContext, unknown>([[readerContext, reader]]);
  if (posted) values.set(postedFormContext, posted);
  const context = await handler.query(request, { requestContext: new RouterContextProvider(values) });
  // This site's loaders never redirect: every other spelling of a page is moved before this (server/render/pageHandler.tsx).
  if (context instanceof Response) throw new Error(`a loader answered ${location} with a ${context.status} response`);
  return context;
}

/**
 * Resolves true when every read of the page has settled within `holdMs`, false otherwise.
 * A busy server runs its timers late, and a timer can come due in the same turn of the
 * event loop as an answer that did arrive in time: the timer phase runs before the I/O
 * phase, so the timeout waits for that I/O phase (setImmediate) before it gives up,
 * and an answer already at the socket counts as in time.
 */
export function settleReads(context: StaticHandlerContext, holdMs: number): Promise<boolean> {
  const reads = Object.values(context.loaderData).flatMap(readsIn);
  if (reads.every((read) => read.value)) return Promise.resolve(true);
  // A read never rejects: a failed call is the section's failure.
  const all = Promise.all(reads.map((read) => read.result));
  return new Promise((resolve) => {
    const timer = setTimeout(() => setImmediate(() => resolve(false)), holdMs);
    // Each read's own handler, which sets its value, was attached first and so has run.
    void all.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** What the URL says of itself in its head, from the reads settled so far (the leaf route's `handle.head`). */
export function pageHeadOf(context: StaticHandlerContext, search: string): PageHead {
  const leaf = context.matches[context.matches.length - 1];
  const head = (leaf?.route.handle as { head?: (search: URLSearchParams, data: unknown) => PageHead } | undefined)?.head;
  return head && leaf ? head(new URLSearchParams(search), context.loaderData[leaf.route.id]) : {};
}

/** The router's state as the browser's router is to start from it (JSON: each read named, not answered). */
export function routerDataOf(context: StaticHandlerContext): RouterData {
  return {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  };
}

/** The page of `context`, rendered by the routes' components (hydrated by client/entry.tsx from routerDataOf). */
export function RoutedPage({ context }: { context: StaticHandlerContext }) {
  return <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />;
}
