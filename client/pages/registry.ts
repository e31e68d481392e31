/**
 * One lazily loaded chunk per page kind, and what a route needs before it renders: its
 * kind's chunk and its page text (which the chunk carries, except product pages': those
 * load with their group's content). Both are tracked (./tracked.ts): the server and the
 * first hydration await them and never suspend; client navigations suspend inside the
 * router's transition until they are there.
 */
import type { ComponentType } from 'react';
import type { Answers, DataRequest } from '../../shared/dataStore';
import type { PageHead } from '../../shared/pageHead';
import type { PageText } from '../../shared/pageText/types';
import type { PageEntry, PageKind } from '../../shared/routeTable';
import { groupOf, withPageText, type PageRoute } from '../../shared/routeViews';
import { loadProductGroup } from './product/productGroup';
import { loadOncePerKey, type Tracked } from './tracked';

export interface PageProps {
  route: PageRoute;
}

interface PageModule {
  default: ComponentType<PageProps>;
  /** The text of the pages of this kind, keyed by path (product pages: in their group's chunk). */
  pageText?: Record<string, PageText>;
  /**
   * The upstream reads the page's first render makes, for a URL's query: the server starts
   * them before it renders, so a page whose data comes in time renders in one pass. The
   * page's components build their requests with the same functions.
   */
  dataRequests?: (search: URLSearchParams, route: PageRoute) => DataRequest[];
  /**
   * The head of the URL when its query makes a page of its own (a document), from the
   * answers to `dataRequests` already there: it never waits, since head tags are in the
   * shell. Without it, every URL of the page has the route's head.
   */
  pageHead?: (search: URLSearchParams, answers: Answers) => PageHead;
}

const loaders: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import('./HomePage'),
  studio: () => import('./StudioPage'),
  product: () => import('./ProductPage'),
  college: () => import('./CollegePage'),
  gov: () => import('./GovPage'),
  docCenter: () => import('./DocCenterPage'),
  about: () => import('./AboutPage'),
  appShell: () => import('./AppShellPage'),
  aiCs: () => import('./AiCsPage'),
  cooperation: () => import('./CooperationPage'),
  agreement: () => import('./AgreementPage'),
  search: () => import('./SearchPage'),
};

export const loadPage: (kind: PageKind) => Tracked<PageModule> = loadOncePerKey((kind: PageKind) => loaders[kind]());

export interface LoadedRoute {
  Page: ComponentType<PageProps>;
  /** The table's entry joined with its page text. */
  route: PageRoute;
  /** What the page reads from the upstream on its first render, for a URL's query (none for most pages). */
  dataRequests: (search: URLSearchParams) => DataRequest[];
  /** The URL's own head, from the answers already there (empty for most pages). */
  head: (search: URLSearchParams, answers: Answers) => PageHead;
}

export const loadRoute: (page: PageEntry) => Tracked<LoadedRoute> = loadOncePerKey(async (page: PageEntry) => {
  const [module, group] = await Promise.all([loadPage(page.kind), page.kind === 'product' ? loadProductGroup(groupOf(page)) : undefined]);
  const text = (group ? group.text : module.pageText)?.[page.path];
  if (!text) throw new Error(`${page.path}: no page text`);
  const route = withPageText(page, text);
  const { dataRequests, pageHead } = module;
  return {
    Page: module.default,
    route,
    dataRequests: (search) => dataRequests?.(search, route) ?? [],
    head: (search, answers) => pageHead?.(search, answers) ?? {},
  };
});
