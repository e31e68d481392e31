/**
 * What the first load needs of the illustrations (./art.ts): the image type, the hero's size
 * for PageHero's box, and the home page's hero. The table of every page's drawing stays in
 * ./art.ts, which only the other pages' chunks import.
 */

export interface ArtImage {
  src: string;
  width: number;
  height: number;
  /** Chinese text alternative. */
  alt: string;
}

/** Where the generated files are served. */
export const ART_PREFIX = '/art/';
/** Every hero drawing has this size (its viewBox and its <img> width and height). */
export const HERO_ART = { width: 600, height: 440 } as const;
/** Every scenario vignette has this size. */
export const SCENARIO_ART = { width: 360, height: 200 } as const;

/** heroArt('/') of ./art.ts, written out for the first load (tests/unit/shared/art.test.ts checks they agree). */
export const homeHeroArt: ArtImage = { src: `${ART_PREFIX}hero/home.svg`, ...HERO_ART, alt: '智媒开放平台示意图：产品矩阵总览、创作窗口与数据卡片' };
