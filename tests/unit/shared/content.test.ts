import { describe, expect, it } from 'vitest';
import { aboutContent } from '../../../shared/content/about';
import { collegeContent } from '../../../shared/content/college';
import { govContent } from '../../../shared/content/gov';
import { homeContent } from '../../../shared/content/home';
import { productContent } from '../../../shared/content/products';
import { studioContent } from '../../../shared/content/studios';
import type { Point } from '../../../shared/content/types';
import { findPageRoute, pageRoutes, pagesInGroup } from '../../../shared/navigation';

const CHINESE = /[\u4e00-\u9fff]/;
const chars = (s: string): number => [...s].length;

const productRoutes = pageRoutes.filter((r) => r.kind === 'product');
const studioRoutes = pageRoutes.filter((r) => r.kind === 'studio');

/** Every string in a content object, with where it sits, e.g. `capabilities.2.text`. */
function strings(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}.${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  }
  return [];
}

/** Fields that hold a path, an id, a year, a price, a contact value, a cooperation scene, an icon name or a figure rather than prose. */
const NOT_PROSE = /(^|\.)(to|id|year|price|value|scene|icon|alsoSee\.\d+)$/;

const everything = { productContent, studioContent, homeContent, govContent, aboutContent, collegeContent };

/** Every Point of every content file, with where it sits. */
function points(): Array<[string, Point]> {
  const out: Array<[string, Point]> = [];
  const walk = (value: unknown, at: string): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        if (v && typeof v === 'object' && Object.keys(v).sort().join() === 'icon,text,title') out.push([`${at}.${i}`, v as Point]);
        else walk(v, `${at}.${i}`);
      });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
    }
  };
  walk(everything, '');
  return out;
}

/** True when `text` repeats a run of `n` characters of `source`. */
function sharesRun(text: string, source: string, n: number): boolean {
  const s = [...source];
  for (let i = 0; i + n <= s.length; i++) if (text.includes(s.slice(i, i + n).join(''))) return true;
  return false;
}

describe('the product content', () => {
  it('covers every product page of the route table, and nothing else', () => {
    expect(productRoutes.length).toBeGreaterThan(0);
    expect(Object.keys(productContent).sort()).toEqual(productRoutes.map((r) => r.path).sort());
  });

  it('gives every product a one-line tagline and the agreed number of points', () => {
    for (const [path, c] of Object.entries(productContent)) {
      expect(chars(c.tagline), `${path} tagline`).toBeGreaterThanOrEqual(10);
      expect(chars(c.tagline), `${path} tagline`).toBeLessThanOrEqual(24);
      expect(c.capabilities.length, `${path} capabilities`).toBeGreaterThanOrEqual(3);
      expect(c.capabilities.length, `${path} capabilities`).toBeLessThanOrEqual(6);
      expect(c.scenarios.length, `${path} scenarios`).toBeGreaterThanOrEqual(2);
      expect(c.scenarios.length, `${path} scenarios`).toBeLessThanOrEqual(4);
      expect(c.advantages.length, `${path} advantages`).toBeGreaterThanOrEqual(3);
      expect(c.advantages.length, `${path} advantages`).toBeLessThanOrEqual(4);
    }
  });

  it('names who uses each scenario', () => {
    const who = /媒体|编辑|记者|报社|政府|政务|机关|部门|企业|品牌|高校|中小学|学校|景区|车企|旅行社|协会|机构|局/;
    for (const [path, c] of Object.entries(productContent)) {
      for (const s of c.scenarios) expect(s.text, `${path} ${s.title}`).toMatch(who);
    }
  });

  it('lands the three algorithm menu items on the sections recommend, profile and push', () => {
    const sections = productContent['/product/algorithm.html']?.sections ?? [];
    expect(sections.map((s) => [s.id, s.title])).toEqual([
      ['recommend', '智能推荐'],
      ['profile', '用户画像'],
      ['push', '精准推送'],
    ]);
    const hashes = findPageRoute('/product/algorithm.html')!.placements.flatMap((p) => (p.menu === 'product' && p.hash ? [p.hash] : []));
    expect(sections.map((s) => s.id)).toEqual(hashes);
    for (const s of sections) expect(s.points.length, s.id).toBeGreaterThanOrEqual(3);
    const others = Object.entries(productContent).filter(([path, c]) => path !== '/product/algorithm.html' && c.sections);
    expect(others).toEqual([]);
  });

  it('never lets two products share a capability text', () => {
    const texts = Object.values(productContent).flatMap((c) => c.capabilities.map((p) => p.text));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('does not repeat the intro or the description of its page', () => {
    for (const route of [...productRoutes, ...studioRoutes]) {
      const content = productContent[route.path] ?? studioContent[route.path];
      for (const [at, text] of strings(content)) {
        expect(sharesRun(text, route.intro, 10), `${route.path} ${at}`).toBe(false);
        expect(sharesRun(text, route.description, 10), `${route.path} ${at}`).toBe(false);
      }
    }
  });
});

describe('what a buyer reads on a product or studio page', () => {
  const pages = [...productRoutes, ...studioRoutes].map((r) => [r.path, productContent[r.path] ?? studioContent[r.path]!] as const);

  it('gives 3 or 4 figures, 1 to 3 cases with a number in the result, and 3 or more questions', () => {
    for (const [path, c] of pages) {
      expect(c.figures.length, path).toBeGreaterThanOrEqual(3);
      expect(c.figures.length, path).toBeLessThanOrEqual(4);
      for (const f of c.figures) expect(chars(f.value), `${path} ${f.label}`).toBeLessThanOrEqual(8);
      expect(c.cases.length, path).toBeGreaterThanOrEqual(1);
      expect(c.cases.length, path).toBeLessThanOrEqual(3);
      for (const k of c.cases) {
        expect(k.result, `${path} ${k.customer}`).toMatch(/\d/);
        expect(chars(k.did), `${path} ${k.customer}`).toBeGreaterThanOrEqual(15);
      }
      expect(c.faq.length, path).toBeGreaterThanOrEqual(3);
      for (const f of c.faq) {
        expect(f.q, path).toMatch(/？$/);
        expect(chars(f.a), `${path} ${f.q}`).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it('never asks the same question twice on one page, nor tells one case on two pages', () => {
    for (const [path, c] of pages) expect(new Set(c.faq.map((f) => f.q)).size, path).toBe(c.faq.length);
    const cases = pages.flatMap(([, c]) => c.cases.map((k) => k.did));
    expect(new Set(cases).size).toBe(cases.length);
  });

  it('adds only pages of the route table to 相关产品, never the page itself', () => {
    for (const [path, c] of pages) {
      for (const other of ('alsoSee' in c ? c.alsoSee : undefined) ?? []) {
        expect(findPageRoute(other), `${path} ${other}`).toBeDefined();
        expect(other).not.toBe(path);
      }
    }
  });
});

describe('the studio content', () => {
  it('covers every AI studio of the route table', () => {
    expect(studioRoutes.length).toBeGreaterThan(0);
    expect(Object.keys(studioContent).sort()).toEqual(studioRoutes.map((r) => r.path).sort());
  });

  it('describes outputs, a workflow, three samples and three kinds of user', () => {
    for (const [path, c] of Object.entries(studioContent)) {
      expect(chars(c.tagline), path).toBeGreaterThanOrEqual(10);
      expect(chars(c.tagline), path).toBeLessThanOrEqual(24);
      expect(c.outputs.length, path).toBeGreaterThanOrEqual(4);
      expect(c.outputs.length, path).toBeLessThanOrEqual(6);
      expect(c.workflow.length, path).toBeGreaterThanOrEqual(4);
      expect(c.workflow.length, path).toBeLessThanOrEqual(5);
      expect(c.samples, path).toHaveLength(3);
      expect(c.users, path).toHaveLength(3);
    }
  });
});

describe('the home page content', () => {
  it('links every solution card to a page of the 整体解决方案 group', () => {
    const solutionPaths = pagesInGroup('solutions').map((r) => r.path);
    expect(homeContent.solutions.length).toBeGreaterThanOrEqual(4);
    expect(homeContent.solutions.length).toBeLessThanOrEqual(6);
    for (const s of homeContent.solutions) {
      expect(findPageRoute(s.to), s.to).toBeDefined();
      expect(solutionPaths, s.to).toContain(s.to);
    }
  });

  it('has three or four copyright offers and two cases per sector', () => {
    expect(homeContent.copyright.length).toBeGreaterThanOrEqual(3);
    expect(homeContent.copyright.length).toBeLessThanOrEqual(4);
    expect(homeContent.cases).toHaveLength(6);
    for (const sector of ['媒体', '政务', '企业'] as const) {
      expect(
        homeContent.cases.filter((c) => c.sector === sector),
        sector,
      ).toHaveLength(2);
    }
    for (const c of homeContent.cases) expect(c.results.length, c.customer).toBeGreaterThanOrEqual(2);
    expect(new Set(homeContent.cases.map((c) => c.customer)).size).toBe(6);
  });

  it('has the college, gov and app development teasers', () => {
    expect(homeContent.college.highlights).toHaveLength(3);
    expect(homeContent.gov.services).toHaveLength(4);
    expect(homeContent.appDevelopment.offerings.length).toBeGreaterThanOrEqual(3);
    expect(homeContent.appDevelopment.offerings.length).toBeLessThanOrEqual(4);
  });

  it('quotes three plans, one highlighted and one priced on request', () => {
    expect(homeContent.plans).toHaveLength(3);
    expect(homeContent.plans.filter((p) => p.highlighted)).toHaveLength(1);
    expect(homeContent.plans.map((p) => p.price)).toContain('定制报价');
    for (const p of homeContent.plans) {
      expect(p.price, p.name).toMatch(/^¥[\d,]+$|^定制报价$/);
      expect(p.features.length, p.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a numbers band, a wall of partners and a FAQ', () => {
    expect(homeContent.figures.length).toBeGreaterThanOrEqual(4);
    expect(homeContent.figures.map((f) => f.label)).toEqual(expect.arrayContaining(['服务媒体机构', '覆盖用户', '日处理稿件']));
    expect(homeContent.partners.length).toBeGreaterThanOrEqual(8);
    expect(new Set(homeContent.partners).size).toBe(homeContent.partners.length);
    expect(homeContent.faq.length).toBeGreaterThanOrEqual(4);
  });

  it('names the brand video', () => {
    expect(homeContent.video.title).toMatch(CHINESE);
    expect(homeContent.video.text).toMatch(CHINESE);
  });
});

describe('the gov, about and college content', () => {
  it('gives the gov page five or six services, four steps and three cases', () => {
    expect(govContent.services.length).toBeGreaterThanOrEqual(5);
    expect(govContent.services.length).toBeLessThanOrEqual(6);
    expect(govContent.process).toHaveLength(4);
    expect(govContent.cases).toHaveLength(3);
  });

  it('tells the story of the group from 2016 to 2026 in order', () => {
    expect(aboutContent.intro.length).toBeGreaterThanOrEqual(2);
    expect(aboutContent.intro.length).toBeLessThanOrEqual(3);
    expect(aboutContent.history.length).toBeGreaterThanOrEqual(6);
    expect(aboutContent.history.length).toBeLessThanOrEqual(8);
    const years = aboutContent.history.map((h) => Number(h.year));
    for (const y of years) expect(y >= 2016 && y <= 2026, String(y)).toBe(true);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(aboutContent.values.length).toBeGreaterThanOrEqual(3);
    expect(aboutContent.values.length).toBeLessThanOrEqual(4);
  });

  it('lists the contact details', () => {
    expect(aboutContent.contact.map((c) => c.value)).toEqual(['北京市朝阳区星海大道1号星海传媒大厦', '400-000-0000', 'bd@example.com', 'press@example.com']);
    for (const c of aboutContent.contact) expect(c.label).toMatch(CHINESE);
  });

  it('gives the college three or four tracks and three services', () => {
    expect(chars(collegeContent.tagline)).toBeGreaterThanOrEqual(10);
    expect(chars(collegeContent.tagline)).toBeLessThanOrEqual(24);
    expect(collegeContent.tracks.length).toBeGreaterThanOrEqual(3);
    expect(collegeContent.tracks.length).toBeLessThanOrEqual(4);
    expect(collegeContent.services).toHaveLength(3);
  });
});

describe('all content', () => {
  it('is non-empty Chinese text wherever it is prose', () => {
    const all = strings(everything);
    expect(all.length).toBeGreaterThan(500);
    for (const [at, text] of all) {
      expect(text.trim(), at).not.toBe('');
      expect(text, at).toBe(text.trim());
      if (!NOT_PROSE.test(at)) expect(text, at).toMatch(CHINESE);
    }
  });

  it('keeps every point titled in 4 to 12 characters and told in 30 to 80', () => {
    const all = points();
    expect(all.length).toBeGreaterThan(300);
    for (const [at, p] of all) {
      expect(chars(p.title), `${at} ${p.title}`).toBeGreaterThanOrEqual(4);
      expect(chars(p.title), `${at} ${p.title}`).toBeLessThanOrEqual(12);
      expect(chars(p.text), `${at} ${p.text}`).toBeGreaterThanOrEqual(30);
      expect(chars(p.text), `${at} ${p.text}`).toBeLessThanOrEqual(80);
    }
  });

  it('never says the same thing twice', () => {
    const texts = points().map(([, p]) => p.text);
    expect(texts.length - new Set(texts).size).toBe(0);
    const taglines = [...Object.values(productContent), ...Object.values(studioContent), collegeContent].map((c) => c.tagline);
    expect(new Set(taglines).size).toBe(taglines.length);
  });

  it('has no placeholder or filler text', () => {
    for (const [at, text] of strings(everything)) {
      expect(text, at).not.toMatch(/敬请期待|lorem|ipsum|TODO|待补充|xxx/i);
    }
  });
});
