import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../../server/site/assetManifest';
import { MESSAGES } from '../../../../shared/messages';
import { testApp, testConfig } from '../../../helpers';

// Reads the built bundle (dist/): built first unless this run already has (tests/built.ts).
/** The app with its public/ folder in a temporary place (beside a link to the real build). */
function appWithPublicFiles() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'zhimei-public-'));
  symlinkSync(path.join(import.meta.dirname, '..', '..', '..', '..', 'dist'), path.join(root, 'dist'));
  mkdirSync(path.join(root, 'public'));
  writeFileSync(path.join(root, 'public', 'about.html'), '<p>file</p>');
  writeFileSync(path.join(root, 'public', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return testApp({ DIST_DIR: path.join(root, 'dist') });
}

describe('public files', () => {
  it('serves a file of public/ with an hour of caching', async () => {
    const res = await request(appWithPublicFiles()).get('/logo.svg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('leaves a path the page route owns to the page route, whatever is on disk', async () => {
    const res = await request(appWithPublicFiles()).get('/about.html').expect(200);
    expect(res.text).not.toContain('<p>file</p>');
    expect(res.text).toContain('<!DOCTYPE html>');
  });
});

describe('the source maps of the bundles', () => {
  const script = loadManifest(testConfig().distDir).entry.file;
  const production = { NODE_ENV: 'production', CONSOLE_URL: 'https://console.example.com' };
  // identity: the script's own bytes, not a compressed copy.
  const getScript = (app: ReturnType<typeof testApp>) => request(app).get(script).set('Accept-Encoding', 'identity').expect(200);

  it('are served in development, and each script points at its map', async () => {
    const app = testApp();
    const res = await getScript(app);
    const name = script.split('/').at(-1)!;
    expect(res.headers.sourcemap).toBe(`${name}.map`);
    const map = await request(app).get(`${script}.map`).expect(200);
    expect(JSON.parse(map.text)).toEqual(expect.objectContaining({ sourcesContent: expect.any(Array) }));
  });

  it('are a 404 in production, like any missing file, and no script points at one', async () => {
    const app = testApp(production);
    await request(app).get(`${script}.map`).expect(404);
    const res = await getScript(app);
    expect(res.headers.sourcemap).toBeUndefined();
    expect(res.text).not.toContain('sourceMappingURL');
  });

  it('are served in production with SOURCEMAPS=public', async () => {
    const app = testApp({ ...production, SOURCEMAPS: 'public' });
    await request(app).get(`${script}.map`).expect(200);
    expect((await getScript(app)).headers.sourcemap).toMatch(/\.js\.map$/);
  });
});

describe('a bundle or drawing path that cannot be percent-decoded', () => {
  it.each(['/assets/%E0%A4%A', '/assets/entry-%E0%A4%A.js', '/art/%E0%A4%A.svg'])(
    '%s gets the site’s own 400 page, in Chinese, and the server still answers /healthz',
    async (url) => {
      const app = testApp();
      const res = await request(app).get(url).expect(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<html lang="zh-CN"');
      expect(res.text).not.toContain('URI malformed');
      await request(app).get('/healthz').expect(200);
    },
  );

  it('gets the 400 envelope when it asks for JSON', async () => {
    const res = await request(testApp()).get('/assets/%E0%A4%A').set('Accept', 'application/json').expect(400);
    expect(res.body).toMatchObject({ code: 400, desc: expect.stringMatching(/[\u4e00-\u9fff]/) });
  });
});

describe('a bundle or drawing path that climbs out of its folder', () => {
  const CLIMBING = [
    '/assets/../package.json',
    '/assets/%2e%2e/package.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
    '/art/..%2f..%2fpackage.json',
  ];

  it.each(CLIMBING)('%s is the 404 page of a missing file, with nothing of the file', async (url) => {
    const res = await request(testApp()).get(url).set('Accept', 'text/html').expect(404);
    expect(res.text).toContain('<title>页面未找到');
    expect(res.text).not.toContain('"devDependencies"');
  });

  it('is the 404 envelope when it asks for JSON', async () => {
    const res = await request(testApp()).get(CLIMBING[3]!).set('Accept', 'application/json').expect(404);
    expect(res.body).toMatchObject({ code: 404, desc: MESSAGES.notFound });
  });
});
