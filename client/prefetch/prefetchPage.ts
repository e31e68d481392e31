/** Starts loading the page chunk a site link leads to (only the chunk, never its data). */
import { findPageRoute } from '../../shared/navigation';
import { loadPage } from '../pages/registry';

export function routeOfHref(href: string | null): ReturnType<typeof findPageRoute> {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined;
  return findPageRoute(new URL(href, 'http://site.invalid').pathname);
}

export function prefetchHref(href: string | null): void {
  const route = routeOfHref(href);
  if (route) loadPage(route.kind).catch(() => {});
}
