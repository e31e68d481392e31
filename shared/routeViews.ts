/**
 * Views derived from the route table: lookups, the top bar and its hover menus. They read
 * the table without page text (./routeTable.ts), which is what the browser imports;
 * ./navigation.ts offers the same lookups with each page's text, for the server side.
 */
import type { PageText } from './pageText/types';
import {
  menus,
  productGroups,
  routeTable,
  type AnchorRoute,
  type ExternalRoute,
  type PageEntry,
  type Placement,
  type ProductGroupId,
  type TableEntry,
} from './routeTable';
import { PLATFORM_NAME } from './site';

export const pageEntries: PageEntry[] = routeTable.filter((r): r is PageEntry => r.type === 'page');
export const anchorRoutes: AnchorRoute[] = routeTable.filter((r): r is AnchorRoute => r.type === 'anchor');
export const externalRoutes: ExternalRoute[] = routeTable.filter((r): r is ExternalRoute => r.type === 'external');

const byPath = new Map(pageEntries.map((r) => [r.path, r]));

export function findPageEntry(pathname: string): PageEntry | undefined {
  return byPath.get(pathname);
}

const byLowerCasePath = new Map(pageEntries.map((r) => [r.path.toLowerCase(), r]));

/** Percent-decodes each path segment, keeping an encoded `/` encoded (react-router's decodePath). */
function decodeSegments(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The page another spelling of a path means: percent-decoded, case-insensitively, trailing
 * slashes ignored (the rules react-router's <Routes> had). Pages are found by the one exact
 * rule, `findPageEntry`, on both sides; the server answers these spellings with a 301 to the
 * table's path, so no page is ever rendered at a path that is not its own.
 */
export function matchPageEntry(pathname: string): PageEntry | undefined {
  const withoutTrailingSlashes = decodeSegments(pathname || '/').replace(/(.)\/+$/, '$1');
  return byLowerCasePath.get(withoutTrailingSlashes.toLowerCase());
}

export const HOME_PATH = '/';

/** A page with its text (./pageText): what its head tags and the page itself show. */
export type PageRoute = PageEntry & PageText & { description: string };

/** Joins a page with its text; its description is in one of them (PageEntry.description). */
export function withPageText(page: PageEntry, text: PageText): PageRoute {
  const description = page.description ?? text.description;
  if (!description) throw new Error(`${page.path}: no description in the route table or the page text`);
  return { ...page, ...text, description };
}

/** `<title>`: the platform name alone on the home page, appended everywhere else. */
export function documentTitle(route: Pick<PageText, 'title'> | undefined): string {
  if (!route || route.title === PLATFORM_NAME) return PLATFORM_NAME;
  return `${route.title} - ${PLATFORM_NAME}`;
}

/** One link in a menu or the top bar. `to` is a site path (with optional hash) or an absolute URL. */
export interface NavLink {
  label: string;
  to: string;
  external: boolean;
  description?: string;
}

export interface NavMenuGroup {
  label: string;
  links: NavLink[];
}

export type TopNavItem =
  | { type: 'link'; label: string; to: string; activePrefix: string }
  | { type: 'anchor'; label: string; hash: string }
  | { type: 'menu'; id: string; label: string; activePrefix: string; groups: NavMenuGroup[] };

function linkFor(entry: TableEntry, placement: Placement): NavLink {
  const label = placement.menu === 'product' && placement.label ? placement.label : entry.name;
  if (entry.type === 'external') {
    return { label, to: entry.href, external: true, description: entry.description };
  }
  if (entry.type === 'anchor') return { label, to: `${HOME_PATH}#${entry.hash}`, external: false };
  const hash = placement.menu === 'product' && placement.hash ? `#${placement.hash}` : '';
  return { label, to: entry.path + hash, external: false, description: entry.description };
}

function placementsOf(menu: Placement['menu']): Array<{ entry: TableEntry; placement: Placement }> {
  return routeTable.flatMap((entry) => entry.placements.filter((p) => p.menu === menu).map((placement) => ({ entry, placement })));
}

function menuGroups(id: 'studio' | 'product', label: string): NavMenuGroup[] {
  const placed = placementsOf(id);
  if (id === 'studio') return [{ label, links: placed.map(({ entry, placement }) => linkFor(entry, placement)) }];
  return productGroups.map((group) => ({
    label: group.label,
    links: placed
      .filter(({ placement }) => placement.menu === 'product' && placement.group === group.id)
      .map(({ entry, placement }) => linkFor(entry, placement)),
  }));
}

function buildTopNav(): TopNavItem[] {
  const items: Array<{ order: number; item: TopNavItem }> = [];
  for (const { entry, placement } of placementsOf('top')) {
    if (placement.menu !== 'top') continue;
    const item: TopNavItem =
      entry.type === 'anchor'
        ? { type: 'anchor', label: entry.name, hash: entry.hash }
        : entry.type === 'page'
          ? { type: 'link', label: entry.name, to: entry.path, activePrefix: entry.path }
          : { type: 'link', label: entry.name, to: entry.href, activePrefix: entry.href };
    items.push({ order: placement.order, item });
  }
  for (const menu of menus) {
    items.push({
      order: menu.order,
      item: {
        type: 'menu',
        id: menu.id,
        label: menu.label,
        activePrefix: menu.pathPrefix,
        groups: menuGroups(menu.id, menu.label),
      },
    });
  }
  return items.sort((a, b) => a.order - b.order).map((i) => i.item);
}

export const topNav: TopNavItem[] = buildTopNav();

/** The active top item follows the current path prefix; `/` is active only on itself. */
export function isNavItemActive(item: TopNavItem, pathname: string): boolean {
  if (item.type === 'anchor') return false;
  if (item.activePrefix === HOME_PATH) return pathname === HOME_PATH;
  return pathname.startsWith(item.activePrefix);
}

/** Internal pages placed in a product-matrix group, in table order (each page once). */
export function pagesInGroup(group: ProductGroupId): PageEntry[] {
  return pageEntries.filter((r) => r.placements.some((p) => p.menu === 'product' && p.group === group));
}

/** The product-matrix group a page sits in, if any. */
export function groupOf(route: PageEntry): ProductGroupId | undefined {
  for (const p of route.placements) if (p.menu === 'product') return p.group;
  return undefined;
}

export function anchorNamed(hash: string): AnchorRoute | undefined {
  return anchorRoutes.find((a) => a.hash === hash);
}
