import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicFiles } from '../../server/static';

function appWith(isPage: (path: string) => boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zhimei-public-'));
  writeFileSync(path.join(dir, 'about.html'), '<p>file</p>');
  writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = express();
  app.use(publicFiles(dir, isPage));
  app.use((_req, res) => void res.status(200).send('page route'));
  return app;
}

describe('public files', () => {
  it('serves a file of public/ with an hour of caching', async () => {
    const res = await request(appWith(() => false)).get('/logo.svg').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves a path the page route owns to the page route, whatever is on disk', async () => {
    const app = appWith((p) => p === '/about.html');
    expect((await request(app).get('/about.html')).text).toBe('page route');
    expect((await request(app).get('/logo.svg')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
