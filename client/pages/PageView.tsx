import { use } from 'react';
import type { PageEntry } from '../../shared/routeTable';
import { loadRoute } from './registry';

export function PageView({ page }: { page: PageEntry }) {
  const { Page, route } = use(loadRoute(page));
  return <Page route={route} />;
}
