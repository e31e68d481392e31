/**
 * The site's illustrations, as the pages see them: which drawing each page's hero shows,
 * where its file is and what it says in words. The SVG files themselves are drawn at build
 * time from this table and the content data (scripts/art/, written to dist/client/art/ and
 * served at /art/ by server/site/static.ts); the browser only ever loads them as images.
 */
import { ART_PREFIX, HERO_ART, homeHeroArt, SCENARIO_ART, type ArtImage } from './artImage';
import { productDesigns, studioDesigns } from './products/chunks/designs';
import { findPageEntry } from './routeViews';

export { ART_PREFIX, HERO_ART, homeHeroArt, SCENARIO_ART, type ArtImage };

/** Scenarios per page that have a vignette (the content holds 2–4). */
export const MAX_SCENARIOS = 6;

/** What a preview draws, in words: the end of each hero's alt text. */
export const heroDesigns = {
  platform: '产品矩阵总览、创作窗口与数据卡片',
  canvas: '提示词输入、画布与生成的图片',
  timeline: '视频预览与多轨时间线',
  editor: '稿件编辑区与AI写作助手面板',
  govPortal: '政务信息发布、政策问答与办件数据',
  course: '课程视频、章节目录与学习进度',
  company: '六大业务方向版图与发展历程',
  docs: '文档目录、接口说明与示例代码',
  trends: '实时热度排行榜与趋势曲线',
  feed: '多信源线索列表与采集统计',
  slides: '幻灯片缩略图与正在编辑的页面',
  tracks: '配乐曲目列表与多轨音频',
  report: '财报核心指标、图表与AI解读',
  fanout: '一篇稿件同步发布到多个平台',
  recommend: '用户画像与个性化推荐内容流',
  assets: '素材检索与带AI标签的素材网格',
  voice: '文本输入框、声音波形与音色选择',
  transcript: '带时间戳和说话人的实时转写',
  proofread: '文档中被标出的差错与修改建议',
  chat: '智能客服对话与知识库推荐',
  car: '车载中控屏上的新闻音频播放',
  crossword: '新闻填字游戏的字格与题目',
  dashboard: '深色数据大屏上的地图与图表',
  paywall: '付费文章与会员订阅卡片',
  shop: '商品列表、价格与购物车',
  campaign: '广告投放计划与曝光点击数据',
  phoneForm: '手机H5页面上的表单与提交按钮',
  phoneVote: '手机H5页面上的投票选项与票数',
  phoneBoost: '手机H5页面上的助力进度与好友助力',
  phoneLottery: '手机H5页面上的抽奖转盘',
  architecture: '解决方案的分层架构图',
  builder: '组件面板与手机页面搭建画布',
  ipGallery: '文化IP形象卡片与授权信息',
  appliance: 'AI一体机与本地部署的模型服务',
} as const;

export type HeroDesign = keyof typeof heroDesigns;

/**
 * The one table of which drawing each page's hero shows. Every product page has a
 * preview of its own UI; the generator draws each with the page's name, accent and text.
 */
export const heroDesignOf: Readonly<Record<string, HeroDesign>> = {
  '/': 'platform',
  ...studioDesigns,
  '/gov.html': 'govPortal',
  '/college.html': 'course',
  '/about.html': 'company',
  '/docCenter.html': 'docs',
  ...productDesigns,
};

/** A page path as a file name: `/` → home, `/product/TTS.html` → product-TTS. */
export function artSlug(path: string): string {
  return path.replace(/^\/|\.html$/g, '').replace(/\//g, '-') || 'home';
}

/** The hero drawing of a page, or undefined for a page without one. */
export function heroArt(path: string): ArtImage | undefined {
  const design = heroDesignOf[path];
  const page = findPageEntry(path);
  if (!design || !page) return undefined;
  if (path === '/') return homeHeroArt;
  return { src: `${ART_PREFIX}hero/${artSlug(path)}.svg`, ...HERO_ART, alt: `${page.name}示意图：${heroDesigns[design]}` };
}

/**
 * The vignette of scenario (应用场景) number `index`, from 0, of a product or studio page;
 * `title`, the scenario's own, makes the alt text specific.
 */
export function scenarioArt(path: string, index: number, title?: string): ArtImage | undefined {
  const page = findPageEntry(path);
  if (!page || (page.kind !== 'product' && page.kind !== 'studio')) return undefined;
  if (!Number.isInteger(index) || index < 0 || index >= MAX_SCENARIOS) return undefined;
  return {
    src: `${ART_PREFIX}scene/${artSlug(path)}-${index + 1}.svg`,
    ...SCENARIO_ART,
    alt: `${title ?? page.name + '应用场景'}示意插图`,
  };
}
