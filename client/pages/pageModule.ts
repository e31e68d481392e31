/**
 * What a page kind's chunk exports (client/pages/<Kind>Page.tsx), as ../routes.tsx turns it
 * into a route module: its component, its page text, and where it reads the upstream, its
 * loader and the head its data makes.
 */
import type { ComponentType } from 'react';
import type { ProductContent } from '../../shared/content/types';
import type { PageHead } from '../../shared/pageHead';
import type { PageLoaderArgs } from '../../shared/pageData';
import type { PageText } from '../../shared/pageText/types';
import type { PageRoute } from '../../shared/routeViews';

export interface PageProps {
  route: PageRoute;
  /** A product page's content, loaded with its group's chunk (./product/productGroup.ts). */
  content?: ProductContent;
}

export interface PageModule {
  default: ComponentType<PageProps>;
  /** The text of the pages of this kind, keyed by path (product pages: in their group's chunk). */
  pageText?: Record<string, PageText>;
  /** The page's upstream reads, started before it renders and never awaited (shared/pageData.ts). */
  loader?: (args: PageLoaderArgs, route: PageRoute) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** What a form posted to the page without JavaScript comes back as (the cooperation page's). */
  action?: (args: PageLoaderArgs) => unknown;
  /**
   * The head of the URL when its query makes a page of its own (a document), from the
   * loader's reads that have already settled: it never waits, since head tags are in the shell.
   */
  pageHead?: (search: URLSearchParams, data: unknown) => PageHead;
}

/** What a page route carries for the document's head and the page (React Router's `handle`). */
export interface PageHandle {
  route: PageRoute;
  head?: PageModule['pageHead'];
}
