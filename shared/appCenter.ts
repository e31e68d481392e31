/**
 * 应用中心 (/_app): every application of the product menu, by its group, and the filter by
 * group and by name that the page reads from its URL (`?group=…&q=…`). A plain GET form
 * sends them, so the filter works without JavaScript; the server renders the filtered list.
 */
import { productGroups, type ProductGroupId } from './routeTable';
import { topNav, type NavLink } from './routeViews';

export const APP_CENTER_PARAMS = ['group', 'q'] as const;
/** Longer names than this match no application. */
export const APP_QUERY_MAX_CHARS = 20;

export interface AppGroup {
  id: ProductGroupId;
  label: string;
  apps: NavLink[];
}

export const appGroups: AppGroup[] = productGroups.map((g) => ({
  ...g,
  apps: topNav.flatMap((item) => (item.type === 'menu' && item.id === 'product' ? item.groups.filter((m) => m.label === g.label).flatMap((m) => m.links) : [])),
}));

export function nameMatches(app: NavLink, query: string): boolean {
  return app.label.toLowerCase().includes(query.toLowerCase());
}

/**
 * Whether the page keeps a parameter: a group of the matrix, or a name some application
 * has (trimmed, short), so an invented query makes no page, and no cache entry, of its own.
 */
export function isAppCenterParam(name: string, value: string): boolean {
  if (name === 'group') return productGroups.some((g) => g.id === value);
  return value.length > 0 && value.length <= APP_QUERY_MAX_CHARS && value === value.trim() && appGroups.some((g) => g.apps.some((a) => nameMatches(a, value)));
}
