/**
 * Every product page, one module each (./<group>/<slug>.ts, see ./product.ts), and what the
 * site derives from them: the route table's product entries (shared/routeTable.ts), each
 * group's page text and content (shared/pageText, shared/content, the group chunks of
 * client/pages/product/groups), app icons (shared/content/appIcons.ts), hero designs
 * (shared/art.ts) and search synonyms (shared/content/searchSynonyms.ts).
 *
 * A new product is its module, and its line in the imports and in `products` below
 * (docs/adding-a-page.md).
 *
 * The browser never bundles this file: it imports ./chunks, each the part one chunk needs,
 * which its build holds as data (scripts/productChunksPlugin.ts). So every export here that
 * ./chunks names is plain data.
 */
import type { HeroDesign } from '../art';
import type { IconName } from '../icons';
import type { ExternalRoute } from '../routeTable';
import { productGroups, type ProductGroupId } from './groups';
import * as topSearch from './sourcing/topSearch';
import * as collect from './sourcing/collect';
import * as topic from './sourcing/topic';
import * as powerpoint from './generation/powerpoint';
import * as backgroundmusic from './generation/backgroundmusic';
import * as aifinreport from './generation/aifinreport';
import * as multiPlatform from './distribution/multiPlatform';
import * as algorithm from './distribution/algorithm';
import * as mediaLibrary from './tools/media-library';
import * as TTS from './tools/TTS';
import * as ASR from './tools/ASR';
import * as aiDocument from './tools/aiDocument';
import * as aiCustomerService from './tools/aiCustomerService';
import * as inCarApp from './ecosystem/in-car-app';
import * as crossword from './ecosystem/crossword';
import * as dataBoard from './ecosystem/data-board';
import * as paidContent from './ecosystem/paid-content';
import * as onlineMall from './ecosystem/online-mall';
import * as ad from './ecosystem/ad';
import * as h5Collection from './h5/h5-collection';
import * as h5Survey from './h5/h5-survey';
import * as h5Vote from './h5/h5-vote';
import * as h5Helper from './h5/h5-helper';
import * as h5Lottery from './h5/h5-lottery';
import * as aiMedia from './solutions/ai-media';
import * as aiEducation from './solutions/ai-education';
import * as aiCultureTourism from './solutions/ai-culture-tourism';
import * as appCustomDevelopment from './solutions/app-custom-development';
import * as h5CustomDevelopment from './solutions/h5-custom-development';
import * as ipchina from './solutions/ipchina';
import * as yitiji from './solutions/yitiji';
import type { ProductEntry, ProductModule, ProductPage } from './product';
import { riskControlSites } from './riskControl';

/** In the product menu's order; a module that lacks one of the exports fails the type check. */
const products = [
  topSearch,
  collect,
  topic,
  powerpoint,
  backgroundmusic,
  aifinreport,
  multiPlatform,
  algorithm,
  mediaLibrary,
  TTS,
  ASR,
  aiDocument,
  aiCustomerService,
  inCarApp,
  crossword,
  dataBoard,
  paidContent,
  onlineMall,
  ad,
  h5Collection,
  h5Survey,
  h5Vote,
  h5Helper,
  h5Lottery,
  aiMedia,
  aiEducation,
  aiCultureTourism,
  appCustomDevelopment,
  h5CustomDevelopment,
  ipchina,
  yitiji,
] satisfies readonly ProductModule[];

/** The path of every product page. */
export type ProductPath = (typeof products)[number]['entry']['path'];

const inGroup = (group: ProductGroupId) => products.filter((p) => p.entry.placements.some((at) => at.menu === 'product' && at.group === group));

/** `pick` of each of `modules`, by its path. */
function byPath<T>(modules: readonly ProductModule[], pick: (module: ProductModule) => T): Record<string, T> {
  return Object.fromEntries(modules.map((module) => [module.entry.path, pick(module)]));
}

/** `pick` of every product, by its path: every path is there, as `products` lists every module. */
const ofEvery = <T>(pick: (module: ProductModule) => T) => byPath(products, pick) as Record<ProductPath, T>;

/** The product menu's items in its order: each group's pages, and 智能风控's external sites in their place. */
export const productMenu: Array<ProductEntry | ExternalRoute> = productGroups.flatMap<ProductEntry | ExternalRoute>(({ id }) =>
  id === 'riskControl' ? riskControlSites : inGroup(id).map((p) => p.entry),
);

/** A group's pages by path (./chunks/<group>.ts: each group's chunk holds its own). */
export const pagesIn = (group: ProductGroupId): Record<string, ProductPage> => byPath(inGroup(group), (p) => p.page);

/** Every product page by path: what the server and the build read. */
export const productPages: Record<ProductPath, ProductPage> = ofEvery((p) => p.page);

export const productIcons: Record<ProductPath, IconName> = ofEvery((p) => p.icon);

/** In the menu's order, which the drawings' accents follow (scripts/art/generate.ts). */
export const productDesigns: Record<ProductPath, HeroDesign> = ofEvery((p) => p.design);

export const productSynonyms: Record<ProductPath, readonly string[]> = ofEvery((p) => p.synonyms);
