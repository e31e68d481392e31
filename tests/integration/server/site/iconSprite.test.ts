/**
 * The icons are one cached sprite and no JavaScript (issue 19): the build's sprite holds a
 * symbol for each icon the site names and no other, is served immutable, and no script of
 * the build carries a symbol or the path data of any icon in it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ICONS } from '../../../../shared/icons';
import type { BuildManifest } from '../../../../shared/manifest';
import { testApp } from '../../../helpers';

// Reads the built bundle (dist/): built first unless this run already has (tests/built.ts).
const dist = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'dist');
const assets = path.join(dist, 'client', 'assets');
const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as BuildManifest;
const sprite = readFileSync(path.join(dist, 'client', manifest.icons), 'utf8');

describe('the icon sprite', () => {
  it('is named by its hash and holds exactly the icons the site names', () => {
    expect(manifest.icons).toMatch(/^\/assets\/icons-[A-Z0-9]+\.svg$/);
    const ids = [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">/g)].map(([, id]) => id);
    expect(ids.sort()).toEqual([...ICONS].sort());
    expect(sprite).toContain('ISC License');
  });

  it('is served as SVG, cached for good', async () => {
    const res = await request(testApp({}, { manifest })).get(manifest.icons).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is what the pages point their icons at', async () => {
    const html = (await request(testApp({}, { manifest })).get('/product/ASR.html')).text;
    const uses = [...html.matchAll(/<svg aria-hidden="true"[^>]*><use href="([^"#]*)#([\w-]+)"/g)];
    expect(uses.length).toBeGreaterThan(20);
    for (const [, url, name] of uses) {
      expect(url).toBe(manifest.icons);
      expect(ICONS).toContain(name);
    }
  });
});

describe('the scripts of the build', () => {
  const scripts = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => [f, readFileSync(path.join(assets, f), 'utf8')] as const);
  const pathData = [...new Set([...sprite.matchAll(/ d="([^"]{12,})"/g)].map(([, d]) => d!))];

  it("draw no icon: no symbol markup and none of the icons' path data", () => {
    expect(scripts.length).toBeGreaterThan(10);
    expect(pathData.length).toBeGreaterThan(ICONS.length / 2);
    for (const [file, source] of scripts) {
      expect(source, file).not.toContain('<symbol');
      expect(source, file).not.toMatch(/lucide/i);
      for (const d of pathData) expect(source.includes(d), `${file}: ${d}`).toBe(false);
    }
  });
});
