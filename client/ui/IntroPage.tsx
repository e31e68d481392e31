import type { PageRoute } from '../../shared/routes';
import { pageEntries } from '../../shared/routeViews';
import { PageHero } from './PageHero';
import { RelatedPages } from './RelatedPages';

const topPages = pageEntries.filter((p) => p.path !== '/' && p.placements.some((pl) => pl.menu === 'top'));

/** A page of its heading and introduction, then links to the other main sections. */
export function IntroPage({ route }: { route: PageRoute }) {
  return (
    <>
      <PageHero heading={route.heading} intro={route.intro} />
      <RelatedPages title="了解更多" pages={topPages.filter((p) => p.path !== route.path)} />
    </>
  );
}
