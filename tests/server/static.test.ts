import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers';

/** The app with its public/ folder in a temporary place (beside a link to the real build). */
function appWithPublicFiles() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'zhimei-public-'));
  symlinkSync(path.join(import.meta.dirname, '..', '..', 'dist'), path.join(root, 'dist'));
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
