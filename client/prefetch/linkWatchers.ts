/**
 * The document-wide listeners behind ./usePrefetchLinks.ts, loaded after hydration (they draw
 * nothing on the server). What loading a link's target means comes from the caller
 * (./prefetchPage.ts), so the route modules stay in the entry.
 */
import { PREFETCH_ROOT_MARGIN } from '../../shared/constants';

/** Starts loading what a site link leads to; undefined for anything else. */
export type LinkTargetLoader = (href: string | null) => Promise<unknown> | undefined;

const SITE_LINKS = 'a[href^="/"]';
/** Re-scanning for new links after DOM changes waits this long (answers stream many). */
const RESCAN_DEBOUNCE_MS = 250;

/** Prefetches what a site link leads to when it comes near the viewport or is hovered; returns the cleanup. */
export function prefetchLinksOnSight(load: LinkTargetLoader): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const link = entry.target as HTMLAnchorElement;
        // Links in closed menus lie in the viewport too; only visible ones count.
        if (!entry.isIntersecting || link.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) === false) continue;
        observer.unobserve(link);
        load(link.getAttribute('href'))?.catch(() => {});
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
    load((event.target as Element).closest?.(SITE_LINKS)?.getAttribute('href') ?? null)?.catch(() => {});
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
}
