/**
 * The route table: every page, anchor and external menu item of docs/product.md#pages-and-routes, once,
 * with what the menus and the router need. Product and studio pages come from their modules
 * (./products, one file a product or studio). Each page's longer text (title, keywords, heading,
 * introduction, and the description of a page no menu lists) lives in ./pageText (product
 * and studio pages': in their modules), so the browser's entry carries none of it and loads a page's
 * text with the page; ./routes.ts joins the two for readers that want both.
 * Views derived from the table live in ./routeViews.ts.
 */
import { studioAndProductMenu } from './products/chunks/menu';
import type { ProductGroupId } from './products/groups';

export { productGroups, type ProductGroupId } from './products/groups';

export type PageKind =
  | 'home'
  | 'studio'
  | 'product'
  | 'college'
  | 'gov'
  | 'docCenter'
  | 'about'
  | 'changelog'
  | 'appShell'
  | 'aiCs'
  | 'cooperation'
  | 'agreement'
  | 'search'
  | 'trust'
  | 'accessibility'
  | 'report';

/** Where an entry shows up in the navigation. `order` sorts the top bar. */
export type Placement = { menu: 'top'; order: number } | { menu: 'studio' } | { menu: 'product'; group: ProductGroupId; label?: string; hash?: string };

/** A page as the table holds it; its title, heading and introduction are in ./pageText. */
export interface PageEntry {
  type: 'page';
  path: string;
  kind: PageKind;
  /** Chinese name used in menus and breadcrumbs. */
  name: string;
  /**
   * For `<meta name="description">`, and under the page's links in menus and cards. The
   * table holds it for the pages the studio and product menus list, which the browser shows
   * (those menus, the home page's product tabs, related-page cards); every other page keeps
   * it in its page text (./pageText), which loads with the page.
   */
  description?: string;
  placements: Placement[];
  /** Kept out of search engines' indexes and sitemap.xml: site search's results pages. */
  noindex?: true;
}

export interface AnchorRoute {
  type: 'anchor';
  name: string;
  /** Section id on the home page. */
  hash: string;
  placements: Placement[];
}

export interface ExternalRoute {
  type: 'external';
  name: string;
  href: string;
  description: string;
  placements: Placement[];
}

export type TableEntry = PageEntry | AnchorRoute | ExternalRoute;

/** Top-bar hover menus; their order interleaves with `{ menu: 'top' }` placements. */
export const menus = [
  { id: 'studio', label: 'AI工作室', pathPrefix: '/aiStudio/', order: 1 },
  { id: 'product', label: '产品矩阵', pathPrefix: '/product/', order: 2 },
] as const;

export const routeTable: TableEntry[] = [
  {
    type: 'page',
    path: '/',
    kind: 'home',
    name: '首页',
    placements: [{ menu: 'top', order: 0 }],
  },
  ...studioAndProductMenu,
  { type: 'anchor', name: '版权输出', hash: 'copyright', placements: [{ menu: 'top', order: 3 }] },
  {
    type: 'page',
    path: '/college.html',
    kind: 'college',
    name: '传媒学院',
    placements: [{ menu: 'top', order: 4 }],
  },
  {
    type: 'page',
    path: '/gov.html',
    kind: 'gov',
    name: '政务服务',
    placements: [{ menu: 'top', order: 5 }],
  },
  { type: 'anchor', name: '客户案例', hash: 'cases', placements: [{ menu: 'top', order: 6 }] },
  {
    type: 'page',
    path: '/docCenter.html',
    kind: 'docCenter',
    name: '文档中心',
    placements: [{ menu: 'top', order: 7 }],
  },
  {
    type: 'page',
    path: '/about.html',
    kind: 'about',
    name: '关于我们',
    placements: [{ menu: 'top', order: 8 }],
  },
  {
    type: 'page',
    path: '/changelog.html',
    kind: 'changelog',
    name: '更新日志',
    placements: [],
  },
  {
    type: 'page',
    path: '/trust.html',
    kind: 'trust',
    name: '信任中心',
    placements: [],
  },
  {
    type: 'page',
    path: '/accessibility.html',
    kind: 'accessibility',
    name: '无障碍声明',
    placements: [],
  },
  {
    type: 'page',
    path: '/_app',
    kind: 'appShell',
    name: '应用中心',
    placements: [],
  },
  {
    type: 'page',
    path: '/aiCs.html',
    kind: 'aiCs',
    name: 'AI智能客服',
    placements: [],
  },
  {
    type: 'page',
    path: '/cooperation.html',
    kind: 'cooperation',
    name: '合作咨询',
    placements: [],
  },
  {
    // COMPLAINT_PATH (./complaintLink.ts): the footer and the chat's 投诉举报 lead here.
    type: 'page',
    path: '/report.html',
    kind: 'report',
    name: '投诉举报',
    placements: [],
  },
  {
    type: 'page',
    path: '/agreement/user.html',
    kind: 'agreement',
    name: '用户协议',
    placements: [],
  },
  {
    type: 'page',
    path: '/agreement/privacy.html',
    kind: 'agreement',
    name: '隐私政策',
    placements: [],
  },
  {
    type: 'page',
    path: '/agreement/service.html',
    kind: 'agreement',
    name: '产品服务协议',
    placements: [],
  },
  {
    type: 'page',
    path: '/search.html',
    kind: 'search',
    name: '站内搜索',
    placements: [],
    noindex: true,
  },
];
