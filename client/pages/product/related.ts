/** 相关产品 of a product or studio page: 3–4 others of its group, then the pages its content adds. */
import type { PageEntry } from '../../../shared/routeTable';
import { findPageEntry, groupOf, pagesInGroup } from '../../../shared/routeViews';

export const RELATED_MAX = 4;

/** The group's pages that follow this one in the menu, wrapping round, then `alsoSee`. */
export function relatedPages(page: PageEntry, alsoSee: readonly string[] = []): PageEntry[] {
  const group = groupOf(page);
  const pages = group ? pagesInGroup(group) : [];
  const at = pages.findIndex((p) => p.path === page.path);
  const others = [...pages.slice(at + 1), ...pages.slice(0, Math.max(at, 0))];
  const added = alsoSee.flatMap((path) => findPageEntry(path) ?? []);
  return [...others, ...added].slice(0, RELATED_MAX);
}
