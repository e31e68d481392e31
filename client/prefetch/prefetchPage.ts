/** Starts loading the page chunk and page text a site link leads to (never its upstream data). */
import type { PageEntry } from '../../shared/routeTable';
import { findPageEntry } from '../../shared/routeViews';
import { loadRoute } from '../pages/registry';

export function pageOfHref(href: string | null): PageEntry | undefined {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined;
  return findPageEntry(new URL(href, 'http://site.invalid').pathname);
}

export function prefetchHref(href: string | null): void {
  const page = pageOfHref(href);
  if (page) loadRoute(page).catch(() => {});
}
