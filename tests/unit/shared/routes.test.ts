import { describe, expect, it } from 'vitest';
import { anchorRoutes, documentTitle, externalRoutes, findPageRoute, isNavItemActive, pageRoutes, topNav } from '../../../shared/navigation';
import { pageText } from '../../../shared/pageText';
import { routeTable } from '../../../shared/routeTable';
import { routes } from '../../../shared/routes';
import { DEFAULT_DESCRIPTION, PLATFORM_NAME } from '../../../shared/site';

/** SPEC.md section 2, transcribed independently of the table. */
const SPEC_PATHS = [
  '/',
  '/aiStudio/AI-Vision-Studio.html',
  '/aiStudio/AI-Video-Studio.html',
  '/aiStudio/AI-Work-Studio.html',
  '/product/topSearch.html',
  '/product/collect.html',
  '/product/topic.html',
  '/product/powerpoint.html',
  '/product/backgroundmusic.html',
  '/product/aifinreport.html',
  '/product/multiPlatform.html',
  '/product/algorithm.html',
  '/product/media-library.html',
  '/product/TTS.html',
  '/product/ASR.html',
  '/product/aiDocument.html',
  '/product/aiCustomerService.html',
  '/product/in-car-app.html',
  '/product/crossword.html',
  '/product/data-board.html',
  '/product/paid-content.html',
  '/product/online-mall.html',
  '/product/ad.html',
  '/product/h5-collection.html',
  '/product/h5-survey.html',
  '/product/h5-vote.html',
  '/product/h5-helper.html',
  '/product/h5-lottery.html',
  '/product/ai-media.html',
  '/product/ai-education.html',
  '/product/ai-culture-tourism.html',
  '/product/app-custom-development.html',
  '/product/h5-custom-development.html',
  '/product/ipchina.html',
  '/product/yitiji.html',
  '/college.html',
  '/gov.html',
  '/docCenter.html',
  '/about.html',
  '/_app',
  '/aiCs.html',
];
/** Added beyond SPEC.md: the documents the cooperation form links to. */
const AGREEMENT_PATHS = ['/agreement/user.html', '/agreement/privacy.html', '/agreement/service.html'];
/** Added by issue 26: the cooperation form as a page, for visitors without JavaScript. */
const COOPERATION_PATH = '/cooperation.html';
/** Added by issue 21: site search's results page. */
const SEARCH_PATH = '/search.html';

describe('the route table', () => {
  it('holds every page of SPEC.md section 2 exactly once, the agreement pages, the cooperation page and the search page', () => {
    const paths = pageRoutes.map((r) => r.path);
    // Pages beyond these (product pages added by their module, 更新日志) are the site's own: each one still once.
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [...SPEC_PATHS, ...AGREEMENT_PATHS, COOPERATION_PATH, SEARCH_PATH]) expect(paths, path).toContain(path);
  });

  it('gives every page its own Chinese title, description, keywords and heading', () => {
    for (const key of ['title', 'description', 'keywords', 'heading', 'intro'] as const) {
      const values = pageRoutes.map((r) => r[key]);
      expect(
        values.every((v) => /[\u4e00-\u9fff]/.test(v)),
        key,
      ).toBe(true);
      expect(new Set(values).size, `${key} is unique`).toBe(values.length);
    }
  });

  it('keeps the descriptions the menus show in the table and the others in the page text', () => {
    // The browser's entry carries the table; a page's text loads with the page.
    for (const page of routeTable) {
      if (page.type !== 'page') continue;
      const listed = page.placements.some((p) => p.menu === 'studio' || p.menu === 'product');
      expect(page.description !== undefined, page.path).toBe(listed);
      expect(pageText[page.path]?.description !== undefined, page.path).toBe(!listed);
    }
  });

  it('uses the platform name and the long blurb as the home defaults', () => {
    const home = findPageRoute('/')!;
    expect(documentTitle(home)).toBe(PLATFORM_NAME);
    expect(home.description).toBe(DEFAULT_DESCRIPTION);
    expect(DEFAULT_DESCRIPTION.length).toBeGreaterThan(100);
    expect(documentTitle(findPageRoute('/gov.html'))).toMatch(new RegExp(` - ${PLATFORM_NAME}$`));
  });

  it('shares /product/algorithm.html between three menu items', () => {
    const algorithm = findPageRoute('/product/algorithm.html')!;
    expect(algorithm.placements.filter((p) => p.menu === 'product')).toHaveLength(3);
  });

  it('lists the five risk-control items as external https sites', () => {
    expect(externalRoutes).toHaveLength(5);
    for (const r of externalRoutes) {
      expect(r.placements).toEqual([{ menu: 'product', group: 'riskControl' }]);
      expect(new URL(r.href).protocol).toBe('https:');
    }
  });

  it('has the 版权输出 and 客户案例 anchors on the home page', () => {
    expect(anchorRoutes.map((a) => [a.name, a.hash])).toEqual([
      ['版权输出', 'copyright'],
      ['客户案例', 'cases'],
    ]);
  });

  it('has no entry that is listed twice', () => {
    const keys = routes.map((r) => (r.type === 'page' ? r.path : r.type === 'anchor' ? `#${r.hash}` : r.href));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the top navigation', () => {
  it('reads in the order of SPEC.md', () => {
    expect(topNav.map((i) => i.label)).toEqual(['首页', 'AI工作室', '产品矩阵', '版权输出', '传媒学院', '政务服务', '客户案例', '文档中心', '关于我们']);
  });

  it('groups the product matrix as SPEC.md does', () => {
    const product = topNav.find((i) => i.type === 'menu' && i.id === 'product');
    if (product?.type !== 'menu') throw new Error('no product menu');
    const spec: Array<[string, number]> = [
      ['智能采集', 3],
      ['智能生成', 6],
      ['智能风控', 5],
      ['智能分发', 4],
      ['智能工具', 5],
      ['智能生态', 6],
      ['智能H5', 5],
      ['整体解决方案', 7],
    ];
    expect(product.groups.map((g) => g.label)).toEqual(spec.map(([label]) => label));
    // A product page added since SPEC.md (its module in shared/products) adds a link to its group.
    product.groups.forEach((g, i) => expect(g.links.length, g.label).toBeGreaterThanOrEqual(spec[i]![1]));
    const distribution = product.groups[3]!.links.map((l) => l.to);
    expect(distribution.filter((to) => to.startsWith('/product/algorithm.html#'))).toHaveLength(3);
  });

  it('marks the active item by path prefix', () => {
    const active = (path: string) => topNav.filter((i) => isNavItemActive(i, path)).map((i) => i.label);
    expect(active('/')).toEqual(['首页']);
    expect(active('/aiStudio/AI-Video-Studio.html')).toEqual(['AI工作室']);
    expect(active('/product/TTS.html')).toEqual(['产品矩阵']);
    expect(active('/docCenter.html')).toEqual(['文档中心']);
    expect(active('/nowhere')).toEqual([]);
  });
});
