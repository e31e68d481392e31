/**
 * The route-table views of ./routeViews.ts, with the page lookups answering each page's
 * text too (./routes.ts). For the server side and tests: importing this module brings in
 * every page's text, so browser code imports ./routeViews.ts instead.
 */
import { routes, type PageRoute } from './routes';

export { anchorRoutes, documentTitle, externalRoutes, isNavItemActive, pagesInGroup, topNav } from './routeViews';

export const pageRoutes: PageRoute[] = routes.filter((r): r is PageRoute => r.type === 'page');

const byPath = new Map(pageRoutes.map((r) => [r.path, r]));

export function findPageRoute(pathname: string): PageRoute | undefined {
  return byPath.get(pathname);
}
