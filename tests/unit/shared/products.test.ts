/**
 * One product, one file: every module of shared/products/<group>/ becomes a page of the route
 * table with its text, content, hero drawing, app icon and search synonyms, and the maps the
 * site reads hold exactly the product pages, no more and no fewer. The same for the AI studios,
 * each a module of shared/products/studios/.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroArt, heroDesignOf } from '../../../shared/art';
import { appIcons } from '../../../shared/content/appIcons';
import { productContent } from '../../../shared/content/products';
import { studioContent } from '../../../shared/content/studios';
import { searchSynonyms } from '../../../shared/content/searchSynonyms';
import { findPageRoute, topNav } from '../../../shared/navigation';
import { pageText } from '../../../shared/pageText';
import {
  productDesigns,
  productIcons,
  productMenu,
  productPages,
  productSynonyms,
  studioDesigns,
  studioIcons,
  studioPages,
  studioSynonyms,
} from '../../../shared/products';
import type { ProductModule, StudioModule } from '../../../shared/products/product';
import { productGroups, routeTable } from '../../../shared/routeTable';

const folder = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'products');
const groupIds = new Set<string>(productGroups.map((g) => g.id));

/** Every product module on disk, by the group folder it sits in: read from the files, not from the index. */
const modules = await Promise.all(
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && groupIds.has(entry.name))
    .flatMap((dir) => readdirSync(path.join(folder, dir.name)).map((file) => ({ group: dir.name, file: `${dir.name}/${file}` })))
    .map(async ({ group, file }) => ({ group, file, module: (await import(path.join(folder, file))) as ProductModule })),
);

const studioFolder = path.join(folder, 'studios');

/** Every studio module on disk, read from the files as the products are. */
const studios = await Promise.all(
  readdirSync(studioFolder).map(async (file) => ({ file: `studios/${file}`, module: (await import(path.join(studioFolder, file))) as StudioModule })),
);

const pathsOf = (kind: 'product' | 'studio') => routeTable.flatMap((entry) => (entry.type === 'page' && entry.kind === kind ? [entry.path] : []));
const productPaths = pathsOf('product');
const studioPaths = pathsOf('studio');

/** What every module, product or studio, gives the maps the site reads. */
function expectDerived(module: ProductModule | StudioModule) {
  const { path: pagePath } = module.entry;
  expect(findPageRoute(pagePath)).toMatchObject({ ...module.entry, ...module.page.text });
  expect(pageText[pagePath]).toBe(module.page.text);
  expect(heroDesignOf[pagePath]).toBe(module.design);
  expect(heroArt(pagePath)?.alt).toContain(module.entry.name);
  expect(appIcons[pagePath]).toBe(module.icon);
  expect(searchSynonyms[pagePath]).toBe(module.synonyms);
}

describe('a product module', () => {
  it('exists for every product page of the route table, and the other way round', () => {
    expect(modules.map(({ module }) => module.entry.path).sort()).toEqual([...productPaths].sort());
  });

  it.each(modules.map(({ group, file, module }) => [file, group, module] as const))(
    '%s yields its route, text, content, hero, icon and synonyms',
    (_, group, module) => {
      expectDerived(module);
      expect(module.entry.kind).toBe('product');
      expect(module.entry.placements.every((p) => p.menu === 'product' && p.group === group)).toBe(true);
      expect(productContent[module.entry.path]).toBe(module.page.content);
    },
  );
});

describe('a studio module', () => {
  it('exists for every studio page of the route table, and the other way round', () => {
    expect(studios.map(({ module }) => module.entry.path).sort()).toEqual([...studioPaths].sort());
  });

  it.each(studios.map(({ file, module }) => [file, module] as const))('%s yields its route, text, content, hero, icon and synonyms', (_, module) => {
    expectDerived(module);
    expect(module.entry.kind).toBe('studio');
    expect(module.entry.placements).toContainEqual({ menu: 'studio' });
    expect(studioContent[module.entry.path]).toBe(module.page.content);
  });
});

describe('the maps derived from the product modules', () => {
  it('hold exactly the product pages, in the product menu’s order', () => {
    for (const map of [productPages, productIcons, productDesigns, productSynonyms, productContent]) {
      expect(Object.keys(map)).toEqual(productPaths);
    }
  });

  it('hold exactly the studio pages, in the AI工作室 menu’s order', () => {
    for (const map of [studioPages, studioIcons, studioDesigns, studioSynonyms, studioContent]) {
      expect(Object.keys(map)).toEqual(studioPaths);
    }
  });

  it('give the AI工作室 menu the studios, and 智能生成 the studios first, as the menus were written by hand', () => {
    const menu = (id: string) => topNav.find((item) => item.type === 'menu' && item.id === id);
    const links = (group: { links: Array<{ to: string }> } | undefined) => group?.links.map((link) => link.to);
    const studioMenu = menu('studio');
    const productMenuItem = menu('product');
    expect(studioMenu?.type === 'menu' && links(studioMenu.groups[0])).toEqual(studioPaths);
    const generation = productMenuItem?.type === 'menu' ? productMenuItem.groups.find((g) => g.label === '智能生成') : undefined;
    expect(links(generation)?.slice(0, studioPaths.length)).toEqual(studioPaths);
  });

  it('give the route table the product menu as it was written by hand: each group’s pages, 智能风控’s sites in its place', () => {
    const menuGroups = productMenu.map((item) => (item.placements[0]?.menu === 'product' ? item.placements[0].group : undefined));
    expect([...new Set(menuGroups)]).toEqual(productGroups.map((g) => g.id));
    const start = routeTable.indexOf(productMenu[0]!);
    expect(routeTable.slice(start, start + productMenu.length)).toEqual(productMenu);
  });
});
