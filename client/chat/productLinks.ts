/**
 * The products an answer names, by the route table's names, for the link cards under it.
 * An answer about one or two products gets a card for each; an overview that names many
 * (the product matrix, group by group) gets none, as a row of cards would bury it.
 */
import type { PageEntry } from '../../shared/routeTable';
import { pageEntries } from '../../shared/routeViews';

/** Cards under one answer, in the order the answer names the products. */
export const MAX_PRODUCT_CARDS = 2;
/** An answer naming more products than this is an overview. */
const OVERVIEW_NAMES = 4;

const products = pageEntries.filter((page) => page.kind === 'product' || page.kind === 'studio');

export function productsNamed(text: string): PageEntry[] {
  const named = products.map((page) => ({ page, index: text.indexOf(page.name) })).filter(({ index }) => index !== -1);
  if (named.length > OVERVIEW_NAMES) return [];
  return named
    .sort((a, b) => a.index - b.index)
    .slice(0, MAX_PRODUCT_CARDS)
    .map(({ page }) => page);
}
