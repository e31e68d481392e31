/**
 * Each page's route module, made from its kind's chunk (./<Kind>Page.tsx) and its page
 * text: what ../routes.tsx loads with `lazy`, and what a link's prefetch loads ahead of a click.
 */
import type { PageEntry, PageKind } from '../../shared/routeTable';
import { groupOf, withPageText } from '../../shared/routeViews';
import type { PageHandle, PageModule } from './pageModule';
import { loadProductGroup } from './product/productGroup';
import { loadOncePerKey } from './loadOnce';

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
  trust: () => import('./TrustPage'),
  accessibility: () => import('./AccessibilityPage'),
  report: () => import('./ReportPage'),
};

/**
 * The route module of one page: its kind's chunk joined with the page's text (a product's is
 * in its group's chunk, with its content). Once per page (./loadOnce.ts).
 */
export const routeModuleOf = loadOncePerKey(async (page: PageEntry) => {
  const [module, group] = await Promise.all([chunks[page.kind](), page.kind === 'product' ? loadProductGroup(groupOf(page)) : undefined]);
  const text = (group ? group.text : module.pageText)?.[page.path];
  if (!text) throw new Error(`${page.path}: no page text`);
  const route = withPageText(page, text);
  const { default: Page, loader, action, pageHead } = module;
  const handle: PageHandle = { route, head: pageHead };
  // A product's content came with its group's chunk, as its text did.
  const content = group?.content[page.path];
  return {
    Component: () => <Page route={route} content={content} />,
    loader: loader && ((args: Parameters<typeof loader>[0]) => loader(args, route)),
    action,
    handle,
  };
});

/** Loads a page's chunk ahead of a click on a link to it (../prefetch/prefetchPage.ts). */
export function preloadRoute(page: PageEntry): Promise<unknown> {
  return routeModuleOf(page);
}
