/**
 * Links to other pages prefetch their page chunk and text when they come within 200 px of
 * the viewport, or when hovered. One observer watches every site link on the page (new
 * ones too), so no link component has to remember to. It starts once its code has loaded
 * after hydration (./linkWatchers.ts).
 */
import { useLazyEffect } from '../useLazyEffect';
import { loadLinkTarget } from './prefetchPage';

export function usePrefetchLinks(): void {
  useLazyEffect(() => import('./linkWatchers').then(({ prefetchLinksOnSight }) => prefetchLinksOnSight(loadLinkTarget)));
}
