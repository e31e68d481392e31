/**
 * What the product pages need beyond their chunk, one chunk per product group (./groups):
 * the pages' text and the content below their hero. A product page loads only its own
 * group's (with the page, see ../routeModules.tsx), not all 31 products'.
 */
import type { ProductContent } from '../../../shared/content/types';
import type { PageText } from '../../../shared/pageText/types';
import type { ProductGroupId } from '../../../shared/routeTable';
import { loadOncePerKey } from '../loadOnce';

export interface ProductGroupData {
  /** Keyed by path. */
  text: Record<string, PageText>;
  /** Keyed by path. */
  content: Record<string, ProductContent>;
}

/** 智能风控 is left out: its menu items are all external sites. */
type GroupWithPages = Exclude<ProductGroupId, 'riskControl'>;

const loaders: Record<GroupWithPages, () => Promise<ProductGroupData>> = {
  sourcing: () => import('./groups/sourcing'),
  generation: () => import('./groups/generation'),
  distribution: () => import('./groups/distribution'),
  tools: () => import('./groups/tools'),
  ecosystem: () => import('./groups/ecosystem'),
  h5: () => import('./groups/h5'),
  solutions: () => import('./groups/solutions'),
};

const NO_PAGES: ProductGroupData = { text: {}, content: {} };

export const loadProductGroup = loadOncePerKey((group: ProductGroupId | undefined) =>
  !group || group === 'riskControl' ? Promise.resolve(NO_PAGES) : loaders[group](),
);
