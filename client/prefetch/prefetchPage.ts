/** What a site link leads to: its page entry, and loading that page's route module (never its upstream data). */
import type { PageEntry } from '../../shared/routeTable';
import { findPageEntry } from '../../shared/routeViews';
import { preloadRoute } from '../pages/routeModules';

export function pageOfHref(href: string | null): PageEntry | undefined {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined;
  return findPageEntry(new URL(href, 'http://site.invalid').pathname);
}

/** Starts loading the page a link leads to; undefined when it is not a page of this site. */
export function loadLinkTarget(href: string | null): Promise<unknown> | undefined {
  const page = pageOfHref(href);
  return page ? preloadRoute(page) : undefined;
}
