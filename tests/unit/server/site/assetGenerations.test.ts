import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepOneGenerationBack } from '../../../../scripts/assetGenerations';

/** An assets folder with its record beside it, as dist/ has them. */
function assetsFolder() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'zhimei-generations-'));
  const dir = path.join(root, 'assets');
  const record = path.join(root, 'generations.json');
  mkdirSync(dir);
  const write = (names: string[]) => {
    for (const name of names) writeFileSync(path.join(dir, name), name);
    return names;
  };
  return {
    dir,
    /** Writes a build's files (and compressed copies of its scripts), then prunes. */
    build: async (names: string[]) => {
      write(names);
      write(names.filter((name) => name.endsWith('.js')).flatMap((name) => [`${name}.br`, `${name}.gz`]));
      return keepOneGenerationBack(dir, names, record);
    },
    files: () => readdirSync(dir).sort(),
  };
}

describe('keepOneGenerationBack', () => {
  it("keeps the last build's files beside this one's and removes the build before that", async () => {
    const assets = assetsFolder();
    await assets.build(['entry-A.js', 'AboutPage-A.js']);
    await assets.build(['entry-B.js', 'AboutPage-B.js']);
    expect(assets.files()).toEqual(
      [
        'AboutPage-A.js',
        'AboutPage-A.js.br',
        'AboutPage-A.js.gz',
        'AboutPage-B.js',
        'AboutPage-B.js.br',
        'AboutPage-B.js.gz',
        'entry-A.js',
        'entry-A.js.br',
        'entry-A.js.gz',
        'entry-B.js',
        'entry-B.js.br',
        'entry-B.js.gz',
      ].sort(),
    );
    await assets.build(['entry-C.js', 'AboutPage-B.js']);
    expect(assets.files()).toEqual(
      [
        'AboutPage-B.js',
        'AboutPage-B.js.br',
        'AboutPage-B.js.gz',
        'entry-B.js',
        'entry-B.js.br',
        'entry-B.js.gz',
        'entry-C.js',
        'entry-C.js.br',
        'entry-C.js.gz',
      ].sort(),
    );
  });

  it('takes the files a build before the record left as the last build', async () => {
    const assets = assetsFolder();
    writeFileSync(path.join(assets.dir, 'entry-OLD.js'), '');
    writeFileSync(path.join(assets.dir, 'entry-OLD.js.br'), '');
    const generations = await assets.build(['entry-NEW.js']);
    expect(generations).toEqual({ current: ['entry-NEW.js'], previous: ['entry-OLD.js'] });
    expect(assets.files()).toContain('entry-OLD.js.br');
  });

  it('counts a build of the very same files as no new generation', async () => {
    const assets = assetsFolder();
    await assets.build(['entry-A.js']);
    await assets.build(['entry-B.js']);
    await assets.build(['entry-B.js']);
    expect(assets.files()).toContain('entry-A.js');
  });
});
