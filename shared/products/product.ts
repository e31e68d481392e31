/**
 * What a product module (./<group>/<slug>.ts) holds, and the helpers it is written with.
 * Each piece is its own export because each goes to a different place (./chunks picks them
 * for the browser): `entry` to the browser's entry (the menus), `page` to its group's chunk,
 * `icon` and `design` to the chunks that draw app icons and heroes, `synonyms` to the
 * server's search only.
 */
import type { HeroDesign } from '../art';
import type { ProductContent } from '../content/types';
import type { IconName } from '../icons';
import type { PageText } from '../pageText/types';
import type { PageEntry, Placement, ProductGroupId } from '../routeTable';

/** A product page's place in the product menu, under its group's heading. */
export const product = (group: ProductGroupId, extra: Partial<Extract<Placement, { menu: 'product' }>> = {}): Placement => ({
  menu: 'product',
  group,
  ...extra,
});

/** A product's route table entry; its path stays a literal type, so the maps keyed by it are checked. */
export type ProductEntry<P extends string = string> = PageEntry & { path: P; description: string };

/** The route table entry of a product page: a page of kind 'product' that the menus describe. */
export function productEntry<const P extends `/product/${string}.html`>({
  path,
  ...rest
}: {
  path: P;
  name: string;
  description: string;
  placements: Placement[];
}): ProductEntry<P> {
  return { type: 'page', path, kind: 'product', ...rest };
}

/** What a product page shows beyond its menu entry: its head tags and hero text, and the content below. */
export interface ProductPage {
  text: PageText;
  content: ProductContent;
}

/** The page text of each of `pages`, by the same paths. */
export function textOf<P extends string>(pages: Record<P, ProductPage>): Record<P, PageText> {
  return mapPages(pages, (page) => page.text);
}

/** The content of each of `pages`, by the same paths. */
export function contentOf<P extends string>(pages: Record<P, ProductPage>): Record<P, ProductContent> {
  return mapPages(pages, (page) => page.content);
}

function mapPages<P extends string, T>(pages: Record<P, ProductPage>, pick: (page: ProductPage) => T): Record<P, T> {
  return Object.fromEntries(Object.entries<ProductPage>(pages).map(([path, page]) => [path, pick(page)])) as Record<P, T>;
}

/** The exports every product module has (tests/unit/shared/products.test.ts reads them). */
export interface ProductModule {
  entry: ProductEntry;
  page: ProductPage;
  /** Its card's icon in 应用中心, 相关产品 and search suggestions. */
  icon: IconName;
  /** Which drawing its hero shows (shared/art.ts). */
  design: HeroDesign;
  /** Names buyers use for it that its page does not (site search; may be empty). */
  synonyms: readonly string[];
}
