/**
 * The asset archive (ASSETS_ARCHIVE_DIR, issue 29): the replicas share every release's client
 * files, so a page rendered by one release keeps its scripts whichever replica answers.
 * `npm run test:containers` proves it through a real deploy; these are its rules.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { archiveAssets } from '../../../../server/site/assetArchive';
import { IMMUTABLE } from '../../../../server/site/static';
import { testApp } from '../../../helpers';

const DAY_MS = 24 * 3600_000;

/** A build's dist/ with the given client files in dist/client/assets. */
function distWith(files: Record<string, string | Buffer>): { dist: string; assets: string } {
  const dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'zhimei-dist-')), 'dist');
  const assets = path.join(dist, 'client', 'assets');
  mkdirSync(assets, { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(assets, name), body);
  return { dist, assets };
}
const emptyDir = () => mkdtempSync(path.join(os.tmpdir(), 'zhimei-archive-'));

describe('archiving a build’s client files', () => {
  it('copies the files the archive lacks and stamps those another replica of the build already wrote', async () => {
    const archive = emptyDir();
    const { assets } = distWith({ 'entry-NEW1.js': 'new()', 'entry-NEW1.js.br': 'br' });
    writeFileSync(path.join(archive, 'entry-NEW1.js'), 'new()');
    utimesSync(path.join(archive, 'entry-NEW1.js'), new Date(0), new Date(0));

    const now = Date.now();
    expect(await archiveAssets(assets, archive, { keepMs: 30 * DAY_MS, now })).toEqual({ copied: 1, stamped: 1, deleted: 0 });
    expect(readFileSync(path.join(archive, 'entry-NEW1.js.br'), 'utf8')).toBe('br');
    expect(statSync(path.join(archive, 'entry-NEW1.js')).mtimeMs).toBeCloseTo(now, -3);
  });

  it('keeps an earlier release’s files for the keep time after a replica last stamped them, then deletes them', async () => {
    const archive = emptyDir();
    const { assets } = distWith({ 'entry-NEW1.js': 'new()' });
    const now = Date.now();
    for (const [name, age] of [
      ['entry-RECENT.js', 29 * DAY_MS],
      ['entry-EXPIRED.js', 31 * DAY_MS],
    ] as const) {
      writeFileSync(path.join(archive, name), 'old()');
      utimesSync(path.join(archive, name), new Date(now - age), new Date(now - age));
    }

    expect((await archiveAssets(assets, archive, { keepMs: 30 * DAY_MS, now })).deleted).toBe(1);
    expect(readdirSync(archive).sort()).toEqual(['entry-NEW1.js', 'entry-RECENT.js']);
  });

  it('deletes nothing with a keep time of 0 (ASSETS_ARCHIVE_DAYS=0)', async () => {
    const archive = emptyDir();
    writeFileSync(path.join(archive, 'entry-ANCIENT.js'), 'old()');
    utimesSync(path.join(archive, 'entry-ANCIENT.js'), new Date(0), new Date(0));
    await archiveAssets(distWith({ 'entry-NEW1.js': 'new()' }).assets, archive, { keepMs: 0 });
    expect(existsSync(path.join(archive, 'entry-ANCIENT.js'))).toBe(true);
  });

  it('never deletes a file of its own build, however old its stamp', async () => {
    const archive = emptyDir();
    const { assets } = distWith({ 'entry-NEW1.js': 'new()' });
    writeFileSync(path.join(archive, 'entry-NEW1.js'), 'new()');
    utimesSync(path.join(archive, 'entry-NEW1.js'), new Date(0), new Date(0));
    await archiveAssets(assets, archive, { keepMs: DAY_MS });
    expect(existsSync(path.join(archive, 'entry-NEW1.js'))).toBe(true);
  });

  it('leaves no temporary copy behind, and clears one an interrupted replica left over an hour ago', async () => {
    const archive = emptyDir();
    const abandoned = path.join(archive, '.entry-X.js.123-abcd.tmp');
    writeFileSync(abandoned, 'half');
    utimesSync(abandoned, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    await archiveAssets(distWith({ 'entry-NEW1.js': 'new()' }).assets, archive, { keepMs: 30 * DAY_MS });
    expect(readdirSync(archive)).toEqual(['entry-NEW1.js']);
  });

  it('creates the archive directory when the volume is empty', async () => {
    const archive = path.join(emptyDir(), 'nested', 'archive');
    await archiveAssets(distWith({ 'entry-NEW1.js': 'new()' }).assets, archive, { keepMs: 30 * DAY_MS });
    expect(readdirSync(archive)).toEqual(['entry-NEW1.js']);
  });
});

describe('/assets with an archive', () => {
  const script = 'console.log("release one")';
  /** A replica of the new release, whose archive holds the old release's entry script (with its brotli copy and map). */
  function newReleaseApp(env: Record<string, string> = {}) {
    const { dist } = distWith({ 'entry-NEW1.js': 'new()' });
    const archive = emptyDir();
    writeFileSync(path.join(archive, 'entry-OLD1.js'), script);
    writeFileSync(path.join(archive, 'entry-OLD1.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(archive, 'entry-OLD1.js.map'), '{"version":3}');
    writeFileSync(path.join(archive, '.entry-OLD2.js.1-ab.tmp'), 'half');
    return testApp({ DIST_DIR: dist, ASSETS_ARCHIVE_DIR: archive, ...env });
  }

  it('serves an earlier release’s script from the archive, immutable, as its brotli copy', async () => {
    // supertest decodes the brotli bytes it gets, as a browser does.
    const res = await request(newReleaseApp()).get('/assets/entry-OLD1.js').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(res.headers).toMatchObject({ 'cache-control': IMMUTABLE, 'content-encoding': 'br', vary: expect.stringContaining('Accept-Encoding') });
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.text).toBe(script);
  });

  it('serves the plain file to a client that takes no compression', async () => {
    const res = await request(newReleaseApp()).get('/assets/entry-OLD1.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(script);
  });

  it('serves its own build’s files first', async () => {
    const res = await request(newReleaseApp()).get('/assets/entry-NEW1.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.text).toBe('new()');
  });

  it('answers 404 for a file neither has, a temporary copy, and a path out of the archive', async () => {
    const app = newReleaseApp();
    await request(app).get('/assets/entry-NONE.js').expect(404);
    await request(app).get('/assets/.entry-OLD2.js.1-ab.tmp').expect(404);
    await request(app).get('/assets/..%2F..%2Fetc%2Fpasswd').expect(404);
  });

  it('answers another method 405 with Allow: GET, HEAD, as the build’s own files do, a body and all, and /healthz after', async () => {
    const app = newReleaseApp();
    for (const url of ['/assets/entry-OLD1.js', '/assets/entry-NEW1.js', '/assets/entry-NONE.js']) {
      for (const method of ['post', 'put', 'delete'] as const) {
        const res = await request(app)
          [method](url)
          .set('Content-Type', 'application/json')
          .send('{"a":' + 'x'.repeat(100_000));
        expect([res.status, res.headers.allow], `${method} ${url}`).toEqual([405, 'GET, HEAD']);
      }
    }
    await request(app).get('/healthz').expect(200);
  });

  it('keeps the source maps of earlier releases private in production, as its own', async () => {
    const app = newReleaseApp({ NODE_ENV: 'production', CONSOLE_URL: 'https://console.example.com' });
    await request(app).get('/assets/entry-OLD1.js.map').expect(404);
  });

  it('serves nothing from an archive when none is configured', async () => {
    const { dist } = distWith({ 'entry-NEW1.js': 'new()' });
    await request(testApp({ DIST_DIR: dist }))
      .get('/assets/entry-OLD1.js')
      .expect(404);
  });
});
