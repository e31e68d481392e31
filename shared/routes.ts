/**
 * The route table with every page's text: each page of ./routeTable.ts joined with its
 * title, keywords, heading, introduction (and description, if not in the table) from
 * ./pageText. For readers that want all of
 * it at once (the server's mock upstream, sitemap.xml, tests); the browser reads
 * ./routeTable.ts and loads a page's text with the page.
 */
import { pageText } from './pageText';
import { routeTable, type AnchorRoute, type ExternalRoute, type PageEntry } from './routeTable';
import { withPageText, type PageRoute } from './routeViews';

export { productGroups, type AnchorRoute, type ExternalRoute, type PageKind } from './routeTable';

export type { PageRoute } from './routeViews';

export type RouteEntry = PageRoute | AnchorRoute | ExternalRoute;

function withText(page: PageEntry): PageRoute {
  const text = pageText[page.path];
  if (!text) throw new Error(`shared/pageText has no text for ${page.path}`);
  return withPageText(page, text);
}

export const routes: RouteEntry[] = routeTable.map((entry) => (entry.type === 'page' ? withText(entry) : entry));
