/**
 * Types of the site's marketing content (shared/content/*). Plain data only: the server
 * render and the client read the same objects.
 */
import type { CooperationScene } from '../cooperation';
import type { IconName } from '../icons';

/** A titled statement: title 4–12 characters, text 30–80 characters, and its icon. */
export interface Point {
  title: string;
  text: string;
  icon: IconName;
}

/** One number of a figures band: `value` large ('98%', '30+', '分钟级'), `label` under it. */
export interface Figure {
  value: string;
  label: string;
}

/** A case on a product page: a fictional customer, for the operator to replace. */
export interface ProductCase {
  /** What kind of customer, e.g. 省级党报, 地级市政务服务中心. */
  customer: string;
  /** What they did with the product, 30–90 characters. */
  did: string;
  /** The measurable result, with a number. */
  result: string;
}

/** One question of a 常见问题 list (and of its FAQPage JSON-LD). */
export interface Faq {
  q: string;
  a: string;
}

/** What every product and studio page adds below its capabilities. */
export interface BuyerContent {
  /** 技术优势 figures: 3–4. */
  figures: Figure[];
  /** 客户案例: 1–3. */
  cases: ProductCase[];
  /** 常见问题: 3 or more. */
  faq: Faq[];
}

/** One step of a workflow or a service process. */
export interface Step {
  step: string;
  text: string;
}

/** Content of a `/product/*.html` page, below the heading and intro of the route table. */
export interface ProductContent extends BuyerContent {
  /** One line under the h1, 10–24 characters. */
  tagline: string;
  /** 3–6. */
  capabilities: Point[];
  /** 2–4, each naming who uses it (媒体 / 政务 / 企业 …). */
  scenarios: Point[];
  /** 3–4. */
  advantages: Point[];
  /**
   * Pages of other groups for 相关产品, where the page's own group has fewer than three
   * others (智能采集, 智能分发): they come after the group's own.
   */
  alsoSee?: string[];
  /** Only for /product/algorithm.html: the three menu items land on these (ids recommend, profile, push). */
  sections?: ProductSection[];
}

export interface ProductSection {
  /** Anchor id, equal to the `hash` of the menu placement. */
  id: string;
  title: string;
  text: string;
  points: string[];
}

/** Content of an `/aiStudio/*.html` page. */
export interface StudioContent extends BuyerContent {
  tagline: string;
  /** What the studio produces, 4–6. */
  outputs: Point[];
  /** 4–5 steps. */
  workflow: Step[];
  /** 3 sample outputs described. */
  samples: Array<{ title: string; kind: string; text: string }>;
  /** Who uses it, 3: the page's 应用场景. */
  users: Point[];
}

export type CaseSector = '媒体' | '政务' | '企业';

export interface CustomerCase {
  sector: CaseSector;
  /** A fictional customer. */
  customer: string;
  title: string;
  text: string;
  results: string[];
}

export interface PricePlan {
  name: string;
  /** e.g. '¥9,800', or '定制报价'. */
  price: string;
  /** e.g. '/年'. */
  unit: string;
  audience: string;
  features: string[];
  highlighted?: boolean;
  /** What its 咨询 link names (shared/cooperation.ts). */
  scene: CooperationScene;
}

export interface HomeContent {
  /** The numbers band under the hero: 4–5. */
  figures: Figure[];
  /** 合作伙伴与客户: fictional names, drawn as wordmarks (no third-party logos). */
  partners: string[];
  /** 整体解决方案 cards; `to` is a page path of the route table. */
  solutions: Array<{ title: string; text: string; to: string; icon: IconName }>;
  /** 版权输出. */
  copyright: Point[];
  /** 客户案例: two per sector. */
  cases: CustomerCase[];
  /** 传媒学院 teaser. */
  college: { text: string; highlights: Point[] };
  /** 政务服务 teaser. */
  gov: { text: string; services: Point[] };
  /** APP/H5定制开发. */
  appDevelopment: { text: string; offerings: Point[] };
  /** Quotation plans. */
  plans: PricePlan[];
  /** The brand video in the player modal. */
  video: { title: string; text: string };
  /** 常见问题 (and its FAQPage JSON-LD): 4–6. */
  faq: Faq[];
}

export interface GovContent {
  /** 5–6. */
  services: Point[];
  /** 4 steps. */
  process: Step[];
  /** 3. */
  cases: Point[];
}

export interface AboutContent {
  /** 2–3 paragraphs. */
  intro: string[];
  /** 6–8 milestones, years 2016–2026. */
  history: Array<{ year: string; text: string }>;
  /** 3–4. */
  values: Point[];
  contact: Array<{ label: string; value: string }>;
}

export interface CollegeContent {
  tagline: string;
  /** 3–4 course tracks. */
  tracks: Point[];
  /** 3. */
  services: Point[];
}
