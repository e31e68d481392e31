/** What a site link leads to: its page entry, and loading that page's chunk and text (never its upstream data). */
import type { PageEntry } from '../../shared/routeTable';
import { findPageEntry } from '../../shared/routeViews';
import { loadRoute } from '../pages/registry';
import type { Tracked } from '../pages/tracked';

export function pageOfHref(href: string | null): PageEntry | undefined {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined;
  return findPageEntry(new URL(href, 'http://site.invalid').pathname);
}

/** Starts loading the page a link leads to (at most once); undefined when it is not a page of this site. */
export function loadLinkTarget(href: string | null): Tracked<unknown> | undefined {
  const page = pageOfHref(href);
  return page ? loadRoute(page) : undefined;
}
