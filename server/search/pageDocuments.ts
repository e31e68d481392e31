/**
 * The pages of the route table as search documents: each page's name, title, keywords,
 * heading, introduction and description, and the content below them (capabilities,
 * scenarios, cases, FAQ) from shared/content, plus the other names the synonym table gives
 * its product. They change only with a deploy, so they are read once.
 */
import { aboutContent, collegeContent, govContent, productContent, studioContent } from '../../shared/content';
import { homeContent } from '../../shared/content/home';
import { trustCentre } from '../../shared/content/trust';
import { accessibilityStatement } from '../../shared/content/accessibility';
import { searchSynonyms } from '../../shared/content/searchSynonyms';
import { pageRoutes } from '../../shared/navigation';
import type { PageRoute } from '../../shared/routes';
import type { SearchItemType } from '../../shared/search';
import { prose, WEIGHT, type SearchDocument } from './searchDocument';

/** Fields of the content that are not text a visitor reads: icon names, link targets, ids. */
const NOT_TEXT = new Set(['icon', 'to', 'scene', 'id', 'highlighted']);

/** Every string a visitor reads in a content object, in order. */
function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.has(key)) textsOf(item, into);
  }
  return into;
}

const CONTENT_BY_KIND: Partial<Record<PageRoute['kind'], unknown>> = {
  home: homeContent,
  gov: govContent,
  about: aboutContent,
  college: collegeContent,
  trust: trustCentre,
  accessibility: accessibilityStatement,
};

function contentOf(route: PageRoute): unknown {
  return productContent[route.path] ?? studioContent[route.path] ?? CONTENT_BY_KIND[route.kind];
}

function typeOf(route: PageRoute): SearchItemType {
  if (route.kind === 'studio') return '工作室';
  if (route.kind !== 'product') return '页面';
  return route.placements.some((p) => p.menu === 'product' && p.group === 'solutions') ? '方案' : '产品';
}

/** The names a page goes by in the menus besides its own (推荐算法's 用户画像 and 智能推送). */
function menuLabels(route: PageRoute): string[] {
  return route.placements.flatMap((p) => (p.menu === 'product' && p.label ? [p.label] : []));
}

/** Pages that are not worth a result: the search page itself. */
const UNSEARCHED: ReadonlySet<PageRoute['kind']> = new Set(['search']);

/** What the ids of pages start with, in the index beside documents and courses. */
export const PAGE_ID = 'page:';

export function pageDocuments(): SearchDocument[] {
  return pageRoutes
    .filter((route) => !UNSEARCHED.has(route.kind))
    .map((route) => {
      const type = typeOf(route);
      return {
        id: `${PAGE_ID}${route.path}`,
        url: route.path,
        type,
        title: route.name,
        aliases: prose([...(searchSynonyms[route.path] ?? []), ...menuLabels(route)]),
        keywords: prose([route.title, route.keywords.replace(/,/g, ' ')]),
        description: prose([route.description]),
        body: prose([route.heading, route.intro, ...textsOf(contentOf(route))]),
        weight: type === '页面' ? WEIGHT.page : WEIGHT.product,
      };
    });
}
