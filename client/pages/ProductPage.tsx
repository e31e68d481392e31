import { groupOf, pagesInGroup } from '../../shared/navigation';
import { productGroups } from '../../shared/routes';
import { PageHero } from '../ui/PageHero';
import { RelatedPages } from '../ui/RelatedPages';
import type { PageProps } from './registry';

export default function ProductPage({ route }: PageProps) {
  const group = groupOf(route);
  const label = productGroups.find((g) => g.id === group)?.label ?? '产品矩阵';
  const siblings = group ? pagesInGroup(group).filter((p) => p.path !== route.path) : [];
  return (
    <>
      <PageHero eyebrow={`产品矩阵 · ${label}`} heading={route.heading} intro={route.intro} />
      <RelatedPages title={`${label}的更多产品`} pages={siblings} />
    </>
  );
}
