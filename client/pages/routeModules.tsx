/**
 * Each page's route module, made from its kind's chunk (./<Kind>Page.tsx) and its page
 * text: what ../routes.tsx loads with `lazy`, and what a link's prefetch loads ahead of a click.
 */
import type { PageEntry, PageKind } from '../../shared/routeTable';
import { groupOf, withPageText } from '../../shared/routeViews';
import type { PageHandle, PageModule } from './pageModule';
import { loadProductGroup } from './product/productGroup';
import { loadOncePerKey } from './tracked';

const chunks: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import('./HomePage'),
  studio: () => import('./StudioPage'),
  product: () => import('./ProductPage'),
  college: () => import('./CollegePage'),
  gov: () => import('./GovPage'),
  docCenter: () => import('./DocCenterPage'),
  about: () => import('./AboutPage'),
  changelog: () => import('./ChangelogPage'),
  appShell: () => import('./AppShellPage'),
  aiCs: () => import('./AiCsPage'),
  cooperation: () => import('./CooperationPage'),
  agreement: () => import('./AgreementPage'),
  search: () => import('./SearchPage'),
};

/**
 * The route module of one page: its kind's chunk joined with the page's text (a product's is
 * in its group's chunk). Once per page, and a failure stays failed: the prefetch on approach,
 * the hover and the router's `lazy` then wait on one request, and a chunk gone after a deploy
 * is not asked for again and again (the pages' error boundary loads the page in full).
 */
export const routeModuleOf = loadOncePerKey(async (page: PageEntry) => {
  const [module, group] = await Promise.all([chunks[page.kind](), page.kind === 'product' ? loadProductGroup(groupOf(page)) : undefined]);
  const text = (group ? group.text : module.pageText)?.[page.path];
  if (!text) throw new Error(`${page.path}: no page text`);
  const route = withPageText(page, text);
  const { default: Page, loader, action, pageHead } = module;
  const handle: PageHandle = { route, head: pageHead };
  return {
    Component: () => <Page route={route} />,
    loader: loader && ((args: Parameters<typeof loader>[0]) => loader(args, route)),
    action,
    handle,
  };
});

/** Loads a page's chunk ahead of a click on a link to it (../prefetch/prefetchPage.ts). */
export function preloadRoute(page: PageEntry): Promise<unknown> {
  return routeModuleOf(page);
}
