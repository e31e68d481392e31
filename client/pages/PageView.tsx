import { use, type ComponentType } from 'react';
import { loadPage, type PageProps } from './registry';

export function PageView({ route }: PageProps) {
  const { default: Page } = use(loadPage(route.kind) as Promise<{ default: ComponentType<PageProps> }>);
  return <Page route={route} />;
}
