/**
 * One lazily loaded chunk per page kind. `loadPage` caches the import as a thenable React
 * can read synchronously once it has settled, so the server (which awaits it before
 * rendering) and the first hydration (likewise) never suspend, while client navigations
 * to a new kind suspend inside the router's transition until the chunk arrives.
 */
import type { ComponentType } from 'react';
import type { PageKind, PageRoute } from '../../shared/routes';

export interface PageProps {
  route: PageRoute;
}

type PageModule = { default: ComponentType<PageProps> };

const loaders: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import('./HomePage'),
  studio: () => import('./StudioPage'),
  product: () => import('./ProductPage'),
  college: () => import('./CollegePage'),
  gov: () => import('./GovPage'),
  docCenter: () => import('./DocCenterPage'),
  about: () => import('./AboutPage'),
  appShell: () => import('./AppShellPage'),
  aiCs: () => import('./AiCsPage'),
  agreement: () => import('./AgreementPage'),
};

/** React's `use` reads `status`/`value` and returns at once when the promise has settled. */
type TrackedPromise = Promise<PageModule> & { status?: string; value?: PageModule };

export type { TrackedPromise };

const cache = new Map<PageKind, TrackedPromise>();

export function loadPage(kind: PageKind): TrackedPromise {
  let promise = cache.get(kind);
  if (!promise) {
    const tracked: TrackedPromise = loaders[kind]();
    tracked.status = 'pending';
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      () => {
        tracked.status = 'rejected';
        cache.delete(kind); // a failed chunk load may succeed on the next navigation
      },
    );
    cache.set(kind, tracked);
    promise = tracked;
  }
  return promise;
}
