/**
 * The illustrations (issue 19): every page with a hero has a drawing named in shared/art.ts's
 * one table, with a Chinese text alternative and its size; product pages use at least ten
 * designs and no two draw the same picture; every drawing and vignette the generator writes
 * is well-formed SVG, self-contained and small.
 */
import { describe, expect, it } from 'vitest';
import { HERO_ART, SCENARIO_ART, heroArt, heroDesignOf, heroDesigns, homeHeroArt, scenarioArt, type HeroDesign } from '../../../shared/art';
import { productContent, studioContent } from '../../../shared/content';
import { pageEntries } from '../../../shared/routeViews';
import { designs } from '../../../scripts/art/designs';
import { drawAll } from '../../../scripts/art/generate';
import { svgProblems } from '../../svgCheck';

/** Page kinds whose hero shows a drawing (issue 19): the others keep a plain band. */
const KINDS_WITH_ART = ['home', 'studio', 'product', 'gov', 'college', 'about', 'docCenter'];
const pagesWithArt = pageEntries.filter((p) => KINDS_WITH_ART.includes(p.kind));
const productPages = pageEntries.filter((p) => p.kind === 'product');
const CHINESE = /[\u4e00-\u9fff]/;
/** Each file's ceiling, raw (they are sent compressed, at about a third). */
const MAX_SVG_BYTES = 12 * 1024;

const files = drawAll();

describe('the hero drawing of each page', () => {
  it.each(pagesWithArt.map((p) => [p.path, p.name]))('%s (%s) has one, with a Chinese alt and its size', (path) => {
    const art = heroArt(path);
    expect(art).toBeDefined();
    expect(art!.alt).toMatch(CHINESE);
    expect(art!.alt.length).toBeGreaterThan(8);
    expect([art!.width, art!.height]).toEqual([HERO_ART.width, HERO_ART.height]);
    expect(files.has(art!.src.replace(/^\/art\//, '')), art!.src).toBe(true);
  });

  it('is named for no page outside the route table, and for none of the pages without a hero drawing', () => {
    const withArt = new Set(pagesWithArt.map((p) => p.path));
    expect(Object.keys(heroDesignOf).sort()).toEqual([...withArt].sort());
    expect(heroArt('/cooperation.html')).toBeUndefined();
    expect(heroArt('/product/none.html')).toBeUndefined();
  });

  it("of the home page, as the first load carries it, is heroArt('/')", () => {
    expect(homeHeroArt).toEqual(heroArt('/'));
  });
});

describe('the product previews', () => {
  it('map every product page to a design in one table, each design drawn by the generator', () => {
    for (const page of productPages) expect(heroDesignOf[page.path], page.path).toBeDefined();
    for (const design of Object.keys(heroDesigns) as HeroDesign[]) expect(typeof designs[design], design).toBe('function');
  });

  it('use at least ten distinct designs across the products', () => {
    const used = new Set(productPages.map((p) => heroDesignOf[p.path]));
    expect(used.size).toBeGreaterThanOrEqual(10);
  });

  it('never draw the same picture twice, even where two products share a design', () => {
    const heroes = [...files].filter(([name]) => name.startsWith('hero/')).map(([, svg]) => svg);
    expect(new Set(heroes).size).toBe(heroes.length);
  });

  it("show the product's own name", () => {
    for (const page of productPages) {
      const svg = files.get(heroArt(page.path)!.src.replace(/^\/art\//, ''))!;
      expect(svg, page.path).toContain(page.name.replace(/&/g, '&amp;'));
    }
  });
});

describe('the scenario vignettes', () => {
  const withScenarios = [
    ...Object.entries(productContent).map(([path, c]) => [path, c.scenarios] as const),
    ...Object.entries(studioContent).map(([path, c]) => [path, c.users] as const),
  ];

  it('exist for every scenario of every product and studio page, with the scenario in the alt', () => {
    for (const [path, scenarios] of withScenarios) {
      scenarios.forEach((scenario, i) => {
        const art = scenarioArt(path, i, scenario.title);
        expect(art, `${path} #${i}`).toBeDefined();
        expect(art!.alt).toContain(scenario.title);
        expect([art!.width, art!.height]).toEqual([SCENARIO_ART.width, SCENARIO_ART.height]);
        expect(files.has(art!.src.replace(/^\/art\//, '')), art!.src).toBe(true);
      });
    }
  });

  it('are none for other pages or for an index out of range', () => {
    expect(scenarioArt('/gov.html', 0)).toBeUndefined();
    expect(scenarioArt('/product/TTS.html', -1)).toBeUndefined();
    expect(scenarioArt('/product/TTS.html', 99)).toBeUndefined();
    expect(scenarioArt('/product/TTS.html', 0)?.alt).toMatch(CHINESE);
  });
});

describe('every generated SVG', () => {
  it.each([...files.keys()])('%s is well-formed, self-contained and small', (name) => {
    const svg = files.get(name)!;
    expect(svgProblems(svg)).toEqual([]);
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(MAX_SVG_BYTES);
  });
});
