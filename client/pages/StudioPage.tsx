import { pageRoutes } from '../../shared/navigation';
import { PageHero } from '../ui/PageHero';
import { RelatedPages } from '../ui/RelatedPages';
import type { PageProps } from './registry';

export default function StudioPage({ route }: PageProps) {
  const studios = pageRoutes.filter((p) => p.kind === 'studio' && p.path !== route.path);
  return (
    <>
      <PageHero eyebrow="AI工作室" heading={route.heading} intro={route.intro} />
      <RelatedPages title="更多AI工作室" pages={studios} />
    </>
  );
}
