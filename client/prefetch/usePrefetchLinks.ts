/**
 * Links to other pages prefetch their page chunk when they come within 200 px of the
 * viewport, or when hovered. One observer watches every site link on the page (new ones
 * too), so no link component has to remember to.
 */
import { useEffect } from 'react';
import { PREFETCH_ROOT_MARGIN } from '../../shared/constants';
import { prefetchHref } from './prefetchPage';

const SITE_LINKS = 'a[href^="/"]';
/** Re-scanning for new links after DOM changes waits this long (answers stream many). */
const RESCAN_DEBOUNCE_MS = 250;

export function usePrefetchLinks(): void {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const link = entry.target as HTMLAnchorElement;
          // Links in closed menus lie in the viewport too; only visible ones count.
          if (!entry.isIntersecting || link.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) === false) continue;
          observer.unobserve(link);
          prefetchHref(link.getAttribute('href'));
        }
      },
      { rootMargin: PREFETCH_ROOT_MARGIN },
    );
    const scan = () => document.querySelectorAll<HTMLAnchorElement>(SITE_LINKS).forEach((a) => observer.observe(a));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mutations = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(scan, RESCAN_DEBOUNCE_MS);
    });
    const onPointerOver = (event: PointerEvent) => {
      prefetchHref((event.target as Element).closest?.(SITE_LINKS)?.getAttribute('href') ?? null);
    };
    scan();
    mutations.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('pointerover', onPointerOver, { passive: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      mutations.disconnect();
      document.removeEventListener('pointerover', onPointerOver);
    };
  }, []);
}
