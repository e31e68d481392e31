/**
 * The illustrations as the server sends them (issue 19): every page with a hero drawing has
 * it in its HTML as an <img> with its Chinese alt, width and height, loaded first (never
 * lazily) and left out on a phone; scenario pictures below the fold load lazily; the build
 * wrote every drawing, well-formed and small, and /art/ serves them compressed with a short,
 * revalidated cache (their names carry no hash).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { heroArt, heroDesignOf } from '../../../../shared/art';
import { pageRoutes } from '../../../../shared/navigation';
import { drawAll } from '../../../../scripts/art/generate';
import { ART_CACHE } from '../../../../server/site/static';
import { testApp, testConfig } from '../../../helpers';
import { svgProblems } from '../../../svgCheck';

const app = testApp();
const artDir = path.join(testConfig().distDir, 'client', 'art');
const MAX_SVG_BYTES = 12 * 1024;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('the hero drawing in the server HTML', () => {
  const pages = pageRoutes.filter((r) => heroDesignOf[r.path]);

  it.each(pages.map((r) => [r.path]))('%s has its <img> with alt, width and height, loaded first', async (pagePath) => {
    const art = heroArt(pagePath)!;
    const html = (await request(app).get(pagePath).expect(200)).text;
    const img = html.match(new RegExp(`<img src="${art.src}"[^>]*>`))?.[0];
    expect(img, pagePath).toBeDefined();
    expect(img).toContain(`alt="${escapeHtml(art.alt)}"`);
    expect(img).toContain(`width="${art.width}"`);
    expect(img).toContain(`height="${art.height}"`);
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).not.toContain('loading="lazy"');
    // A phone gets an inline empty image in its place: nothing to download.
    expect(html).toMatch(
      new RegExp(
        `<picture><source media="\\(max-width: \\d+px\\)" srcSet="data:image/gif;base64,[^"]+"/>${img!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</picture>`,
      ),
    );
  });

  it('and the scenario pictures below the fold load lazily', async () => {
    const html = (await request(app).get('/product/TTS.html').expect(200)).text;
    const scenes = html.match(/<img[^>]*src="\/art\/scene\/[^>]*>/g) ?? [];
    expect(scenes.length).toBeGreaterThanOrEqual(2);
    for (const img of scenes) expect(img).toContain('loading="lazy"');
  });

  it('is absent from pages without one', async () => {
    const html = (await request(app).get('/cooperation.html').expect(200)).text;
    expect(html).not.toContain('/art/hero/');
  });
});

describe('the drawings the build wrote', () => {
  const drawn = [...drawAll().keys()];
  const built = readdirSync(artDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg'));

  it('are every drawing of the table, and only those', () => {
    expect(built.sort()).toEqual(drawn.sort());
  });

  it('are well-formed, self-contained and under 12 KB, each with its brotli and gzip copy', () => {
    for (const name of built) {
      const svg = readFileSync(path.join(artDir, name), 'utf8');
      expect(svgProblems(svg), name).toEqual([]);
      expect(Buffer.byteLength(svg), name).toBeLessThanOrEqual(MAX_SVG_BYTES);
      expect(existsSync(path.join(artDir, `${name}.br`)) && existsSync(path.join(artDir, `${name}.gz`)), name).toBe(true);
    }
  });
});

describe('/art/', () => {
  it('serves a drawing as SVG, compressed, cached an hour and revalidated', async () => {
    const res = await request(app).get('/art/hero/home.svg').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(ART_CACHE);
    expect(res.headers['cache-control']).not.toContain('immutable');
    expect(res.headers.etag).toBeDefined();
  });

  it('answers a drawing it does not have with a 404, and serves nothing outside its folder', async () => {
    await request(app).get('/art/hero/none.svg').expect(404);
    const outside = await request(app).get('/art/%2e%2e/manifest.json');
    expect([403, 404]).toContain(outside.status);
    expect(outside.text).not.toContain('"entry"');
  });
});
