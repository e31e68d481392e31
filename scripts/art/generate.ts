/**
 * Draws every illustration of shared/art.ts's table into `outDir` (build.ts: dist/client/art),
 * as SVG files with their brotli and gzip copies: a hero per page, a vignette per scenario.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ART_PREFIX, HERO_ART, SCENARIO_ART, artSlug, heroDesignOf, scenarioArt } from '../../shared/art';
import { aboutContent, collegeContent, govContent, productContent, studioContent } from '../../shared/content';

/** A titled text of the content data (a capability, a scenario, …). */
interface Point {
  title: string;
  text: string;
}
import { findPageEntry } from '../../shared/routeViews';
import { precompress } from '../precompress';
import type { ArtContext } from './context';
import { designs } from './designs';
import { Doc } from './kit';
import { accents, ink } from './palette';
import { samples } from './samples';
import { drawScenario, sectorsOf } from './scenes';
import { randomFrom } from './svg';

const titles = (points: readonly Point[] | undefined) => (points ?? []).map((p) => p.title);

interface PageText {
  tagline?: string;
  points: readonly Point[];
  scenarios: readonly Point[];
  advantages: readonly Point[];
}

/** What the content data says about a page, whatever its kind. */
function pageText(pagePath: string): PageText {
  const product = productContent[pagePath];
  if (product) return { tagline: product.tagline, points: product.capabilities, scenarios: product.scenarios, advantages: product.advantages };
  const studio = studioContent[pagePath] as (typeof studioContent)[string] & { scenarios?: Point[] };
  if (studio) return { tagline: studio.tagline, points: studio.outputs, scenarios: studio.scenarios ?? studio.users, advantages: [] };
  if (pagePath === '/gov.html') return { points: govContent.services, scenarios: govContent.cases, advantages: [] };
  if (pagePath === '/college.html')
    return { tagline: collegeContent.tagline, points: collegeContent.tracks, scenarios: collegeContent.services, advantages: [] };
  if (pagePath === '/about.html')
    return { points: aboutContent.values, scenarios: aboutContent.history.map((h) => ({ title: h.year, text: h.text })), advantages: [] };
  return { points: [], scenarios: [], advantages: [] };
}

export function contextOf(pagePath: string, order: number): ArtContext {
  const page = findPageEntry(pagePath);
  if (!page) throw new Error(`art: ${pagePath} is in shared/art.ts's table but not in the route table`);
  const content = pageText(pagePath);
  const isProduct = page.kind === 'product';
  return {
    path: pagePath,
    name: page.name,
    accent: isProduct ? (accents[order % accents.length] ?? ink.primary) : ink.primary,
    random: randomFrom(pagePath),
    tagline: content.tagline ?? '',
    points: titles(content.points),
    scenarios: titles(content.scenarios),
    scenarioText: content.scenarios[0]?.text ?? '',
    advantages: titles(content.advantages),
    sample: samples[pagePath] ?? {},
  };
}

export function drawHero(pagePath: string, order: number): string {
  const design = heroDesignOf[pagePath];
  if (!design) throw new Error(`art: no hero design for ${pagePath}`);
  const doc = new Doc(HERO_ART.width, HERO_ART.height);
  return doc.render(designs[design](doc, contextOf(pagePath, order)));
}

/** Every file to write, relative to the art folder, with its SVG text. */
export function drawAll(): Map<string, string> {
  const files = new Map<string, string>();
  Object.keys(heroDesignOf).forEach((pagePath, order) => {
    files.set(`hero/${artSlug(pagePath)}.svg`, drawHero(pagePath, order));
    const context = contextOf(pagePath, order);
    const design = heroDesignOf[pagePath]!;
    const scenarios = pageText(pagePath).scenarios;
    const sectors = sectorsOf(scenarios);
    scenarios.forEach((scenario, index) => {
      const art = scenarioArt(pagePath, index, scenario.title);
      if (!art) return;
      const doc = new Doc(SCENARIO_ART.width, SCENARIO_ART.height);
      files.set(art.src.slice(ART_PREFIX.length), doc.render(drawScenario(doc, context, design, sectors[index]!, index)));
    });
  });
  return files;
}

/**
 * Writes the drawings to `outDir` with their compressed copies, then removes what an earlier
 * build left there and this one did not draw (a running server keeps finding its files).
 */
export async function generateArt(outDir: string): Promise<string[]> {
  const files = drawAll();
  await Promise.all(['hero', 'scene'].map((dir) => mkdir(path.join(outDir, dir), { recursive: true })));
  await Promise.all([...files].map(([name, svg]) => writeFile(path.join(outDir, name), svg)));
  await precompress(outDir, [...files.keys()]);
  const kept = new Set([...files.keys()].flatMap((name) => [name, `${name}.br`, `${name}.gz`]));
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    const name = path.relative(outDir, path.join(entry.parentPath, entry.name));
    if (entry.isFile() && !kept.has(name)) await rm(path.join(outDir, name));
  }
  return [...files.keys()];
}
