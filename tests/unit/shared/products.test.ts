/**
 * One product, one file: every module of shared/products/<group>/ becomes a page of the route
 * table with its text, content, hero drawing, app icon and search synonyms, and the maps the
 * site reads hold exactly the product pages, no more and no fewer.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroArt, heroDesignOf } from '../../../shared/art';
import { appIcons } from '../../../shared/content/appIcons';
import { productContent } from '../../../shared/content/products';
import { searchSynonyms } from '../../../shared/content/searchSynonyms';
import { findPageRoute } from '../../../shared/navigation';
import { pageText } from '../../../shared/pageText';
import { productDesigns, productIcons, productMenu, productPages, productSynonyms } from '../../../shared/products';
import type { ProductModule } from '../../../shared/products/product';
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

const productPaths = routeTable.flatMap((entry) => (entry.type === 'page' && entry.kind === 'product' ? [entry.path] : []));

describe('a product module', () => {
  it('exists for every product page of the route table, and the other way round', () => {
    expect(modules.map(({ module }) => module.entry.path).sort()).toEqual([...productPaths].sort());
  });

  it.each(modules.map(({ group, file, module }) => [file, group, module] as const))(
    '%s yields its route, text, content, hero, icon and synonyms',
    (_, group, module) => {
      const { path: pagePath } = module.entry;
      const route = findPageRoute(pagePath);
      expect(route).toMatchObject({ ...module.entry, ...module.page.text });
      expect(route?.placements.every((p) => p.menu === 'product' && p.group === group)).toBe(true);
      expect(pageText[pagePath]).toBe(module.page.text);
      expect(productContent[pagePath]).toBe(module.page.content);
      expect(heroDesignOf[pagePath]).toBe(module.design);
      expect(heroArt(pagePath)?.alt).toContain(module.entry.name);
      expect(appIcons[pagePath]).toBe(module.icon);
      expect(searchSynonyms[pagePath]).toBe(module.synonyms);
    },
  );
});

describe('the maps derived from the product modules', () => {
  it('hold exactly the product pages, in the product menu’s order', () => {
    for (const map of [productPages, productIcons, productDesigns, productSynonyms, productContent]) {
      expect(Object.keys(map)).toEqual(productPaths);
    }
  });

  it('give the route table the product menu as it was written by hand: each group’s pages, 智能风控’s sites in its place', () => {
    const menuGroups = productMenu.map((item) => (item.placements[0]?.menu === 'product' ? item.placements[0].group : undefined));
    expect([...new Set(menuGroups)]).toEqual(productGroups.map((g) => g.id));
    const start = routeTable.indexOf(productMenu[0]!);
    expect(routeTable.slice(start, start + productMenu.length)).toEqual(productMenu);
  });
});
