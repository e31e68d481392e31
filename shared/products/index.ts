/**
 * Every product page, one module each (./<group>/<slug>.ts, see ./product.ts), and every AI
 * studio (./studios/<slug>.ts), and what the site derives from them: the route table's product
 * and studio entries (shared/routeTable.ts), the page text and content of each product group
 * and of the studios (shared/pageText, shared/content, the group chunks of
 * client/pages/product/groups, client/pages/StudioPage.tsx), app icons
 * (shared/content/appIcons.ts), hero designs (shared/art.ts) and search synonyms
 * (shared/content/searchSynonyms.ts).
 *
 * A new product is its module, and its line in the imports and in `products` below; a new
 * studio the same, in `studios` (docs/adding-a-page.md).
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
import * as aiVisionStudio from './studios/AI-Vision-Studio';
import * as aiVideoStudio from './studios/AI-Video-Studio';
import * as aiWorkStudio from './studios/AI-Work-Studio';
import type { ProductEntry, ProductModule, ProductPage, StudioModule, StudioPage } from './product';
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

/** The AI工作室 menu's studios, in its order; a module that lacks one of the exports fails the type check. */
const studios = [aiVisionStudio, aiVideoStudio, aiWorkStudio] satisfies readonly StudioModule[];

/** The path of every product page. */
export type ProductPath = (typeof products)[number]['entry']['path'];

/** The path of every studio page. */
type StudioPath = (typeof studios)[number]['entry']['path'];

const inGroup = (group: ProductGroupId) => products.filter((p) => p.entry.placements.some((at) => at.menu === 'product' && at.group === group));

/** `pick` of each of `modules`, by its path: every path of theirs is there. */
function byPath<M extends { entry: ProductEntry }, T>(modules: readonly M[], pick: (module: M) => T): Record<M['entry']['path'], T> {
  return Object.fromEntries(modules.map((module) => [module.entry.path, pick(module)])) as Record<M['entry']['path'], T>;
}

/** `pick` of every product, by its path. */
const ofEvery = <T>(pick: (module: ProductModule) => T): Record<ProductPath, T> => byPath(products, pick);

/** `pick` of every studio, by its path. */
const ofEveryStudio = <T>(pick: (module: StudioModule) => T): Record<StudioPath, T> => byPath(studios, pick);

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

/**
 * The route table's studio and product items, in its order: the studios (the AI工作室 menu, and
 * 智能生成's first items), then the product menu's. One array, not two spread side by side in
 * the table: the first load carries it, and the second name and spread cost it bytes.
 */
export const studioAndProductMenu: Array<ProductEntry | ExternalRoute> = [...studios.map((s) => s.entry), ...productMenu];

/** Every studio page by path: its text and content (./chunks/studios.ts: the studio page's chunk holds them). */
export const studioPages: Record<StudioPath, StudioPage> = ofEveryStudio((s) => s.page);

export const studioIcons: Record<StudioPath, IconName> = ofEveryStudio((s) => s.icon);

export const studioDesigns: Record<StudioPath, HeroDesign> = ofEveryStudio((s) => s.design);

export const studioSynonyms: Record<StudioPath, readonly string[]> = ofEveryStudio((s) => s.synonyms);
