/**
 * A product is one file, yet the browser loads its menu entry with the first page and its text
 * and content only with its group (scripts/productChunksPlugin.ts): esbuild puts a whole file
 * in one chunk, so without the plugin every product's text would come with the first load.
 * A studio likewise: its text and content come with the studio page's chunk.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../../../shared/manifest';
import { productPages, studioPages } from '../../../../shared/products';
import { routeTable } from '../../../../shared/routeTable';
import { asData } from '../../../../scripts/productChunksPlugin';

// Reads the built bundle (dist/): built first unless this run already has (tests/built.ts).
const dist = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as BuildManifest;
const read = (url: string) => readFileSync(path.join(dist, 'client', url), 'utf8');
const firstLoad = [manifest.entry.file, ...manifest.entry.imports, manifest.pages.home!.file].map(read).join('\n');

describe('the product modules in the browser', () => {
  it('send every product’s menu entry with the first load, and none of its page text or content', () => {
    for (const entry of routeTable) {
      if (entry.type !== 'page' || entry.kind !== 'product') continue;
      expect(firstLoad, entry.path).toContain(entry.description);
      const page = productPages[entry.path as keyof typeof productPages];
      expect(firstLoad, entry.path).not.toContain(page.text.intro);
      expect(firstLoad, entry.path).not.toContain(page.content.tagline);
    }
  });

  it('send every studio’s menu entry with the first load, and its page text and content with the studio page only', () => {
    const studioChunk = read(manifest.pages.studio!.file);
    for (const entry of routeTable) {
      if (entry.type !== 'page' || entry.kind !== 'studio') continue;
      expect(firstLoad, entry.path).toContain(entry.description);
      const page = studioPages[entry.path as keyof typeof studioPages];
      for (const text of [page.text.intro, page.content.tagline, page.content.samples[0]!.text]) {
        expect(firstLoad, entry.path).not.toContain(text);
        expect(studioChunk, entry.path).toContain(text);
      }
    }
  });

  it('write a module of shared/products/chunks as the values of its exports', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'product-chunks-'));
    writeFileSync(path.join(dir, 'data.mjs'), "export const pages = ['/a', { name: '全网热搜', n: 1 }].map((x) => x);\n");
    expect(await asData(path.join(dir, 'data.mjs'))).toBe('export const pages = ["/a",{"name":"全网热搜","n":1}];\n');
  });

  it('refuses a value that is not plain data, which the module would lose as JSON', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'product-chunks-'));
    writeFileSync(path.join(dir, 'code.mjs'), 'export const lookup = { find: (path) => path };\n');
    await expect(asData(path.join(dir, 'code.mjs'))).rejects.toThrow('export lookup is not plain data');
  });
});
