/** The breadcrumb trail of a product or studio page: 首页 › its group (应用中心, filtered) › the page. */
import { productGroups } from '../../../shared/routeTable';
import type { PageEntry } from '../../../shared/routeTable';
import { groupOf, HOME_PATH } from '../../../shared/routeViews';
import type { Crumb } from '../../../shared/structuredData';

export const APP_CENTER_PATH = '/_app';

export function productCrumbs(page: PageEntry): Crumb[] {
  const group = groupOf(page);
  const label = productGroups.find((g) => g.id === group)?.label;
  return [
    { name: '首页', path: HOME_PATH },
    ...(group && label ? [{ name: label, path: `${APP_CENTER_PATH}?group=${group}` }] : []),
    { name: page.name, path: page.path },
  ];
}
