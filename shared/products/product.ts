/**
 * What a product module (./<group>/<slug>.ts) or a studio module (./studios/<slug>.ts) holds,
 * and the helpers it is written with. Each piece is its own export because each goes to a
 * different place (./chunks picks them for the browser): `entry` to the browser's entry (the
 * menus), `page` to its group's chunk (a studio's: the studio page's), `icon` and `design` to
 * the chunks that draw app icons and heroes, `synonyms` to the server's search only.
 */
import type { HeroDesign } from '../art';
import type { ProductContent, StudioContent } from '../content/types';
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

/** What a product or studio module says of its page for the route table. */
interface EntryFields<P extends string> {
  path: P;
  name: string;
  description: string;
  placements: Placement[];
}

const entryOf = <P extends string>(kind: 'product' | 'studio', { path, ...rest }: EntryFields<P>): ProductEntry<P> => ({ type: 'page', path, kind, ...rest });

/** The route table entry of a product page: a page of kind 'product' that the menus describe. */
export const productEntry = <const P extends `/product/${string}.html`>(fields: EntryFields<P>) => entryOf('product', fields);

/**
 * The route table entry of an AI工作室 page: a page of kind 'studio', which the AI工作室 menu
 * lists (`{ menu: 'studio' }`) and the product menu too, under its group's heading.
 */
export const studioEntry = <const P extends `/aiStudio/${string}.html`>(fields: EntryFields<P>) => entryOf('studio', fields);

/**
 * What a product page shows beyond its menu entry: its head tags and hero text, and the content
 * below (a studio's is a StudioContent: what it produces, its workflow and samples).
 */
export interface ProductPage<Content = ProductContent> {
  text: PageText;
  content: Content;
}

/** A studio module's page. */
export type StudioPage = ProductPage<StudioContent>;

/** The page text of each of `pages`, by the same paths. */
export function textOf<P extends string>(pages: Record<P, ProductPage<unknown>>): Record<P, PageText> {
  return mapPages(pages, (page) => page.text);
}

/** The content of each of `pages`, by the same paths. */
export function contentOf<P extends string, Content>(pages: Record<P, ProductPage<Content>>): Record<P, Content> {
  return mapPages(pages, (page) => page.content);
}

function mapPages<P extends string, Page, T>(pages: Record<P, Page>, pick: (page: Page) => T): Record<P, T> {
  return Object.fromEntries(Object.entries<Page>(pages).map(([path, page]) => [path, pick(page)])) as Record<P, T>;
}

/** The exports every product module has (tests/unit/shared/products.test.ts reads them); a studio's page is a StudioPage. */
export interface ProductModule<Page extends ProductPage<unknown> = ProductPage> {
  entry: ProductEntry;
  page: Page;
  /** Its card's icon in 应用中心, 相关产品 and search suggestions. */
  icon: IconName;
  /** Which drawing its hero shows (shared/art.ts). */
  design: HeroDesign;
  /** Names buyers use for it that its page does not (site search; may be empty). */
  synonyms: readonly string[];
}

/** The exports every studio module (./studios/<slug>.ts) has: a product module's, with a studio's page. */
export type StudioModule = ProductModule<StudioPage>;
