/**
 * The built client stays inside the floor package.json's browserslist names (Chromium 80,
 * Safari 14, Firefox 78): esbuild lowers the syntax, eslint.config.js keeps our own code off
 * newer methods, and this reads what was actually built, dependencies included.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CLIENT_SUPPORTED, CLIENT_TARGET } from '../../../build';
import type { BuildManifest } from '../../../shared/manifest';

// Reads the built bundle (dist/): built first unless this run already has (tests/built.ts).
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as BuildManifest;
const scripts = [...new Set([manifest.entry, ...Object.values(manifest.pages)].flatMap((set) => [set.file, ...set.imports]))];
const sourceOf = (url: string) => readFileSync(path.join(dist, 'client', url), 'utf8');

/** Calls the floor lacks, as minified code spells them. */
const ABOVE_THE_FLOOR: Record<string, RegExp> = {
  'Array.prototype.at / String.prototype.at (Chromium 92)': /\.at\(/,
  'Object.hasOwn (Chromium 93)': /\bhasOwn\(/,
  'structuredClone (Chromium 98)': /\bstructuredClone\b/,
  'Array.prototype.findLast (Chromium 97)': /\.findLast(?:Index)?\(/,
  'Promise.any (Chromium 85)': /\bPromise\.any\(/,
  'Array.prototype.toSorted and kin (Chromium 110)': /\.(?:toSorted|toReversed|toSpliced)\(/,
  'Object.groupBy (Chromium 117)': /\b(?:Object|Map)\.groupBy\(/,
};
/** Called by a dependency and added by client/polyfills where missing: found with its polyfill. */
const POLYFILLED: Record<string, { call: RegExp; polyfill: string }> = {
  'String.prototype.replaceAll (Chromium 85)': { call: /\.replaceAll\(/, polyfill: 'replaceAll must be called with a global RegExp' },
};

describe('the client build and the browser floor', () => {
  it('targets the engines package.json lists, Chromium 80 first among them', () => {
    const browserslist = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { browserslist: string[] }).browserslist;
    expect(browserslist).toContain('Chrome >= 80');
    expect(CLIENT_TARGET).toEqual(expect.arrayContaining(['chrome80', 'edge80', 'firefox78', 'safari14', 'ios14']));
  });

  it.each(scripts)('leaves nothing in %s that the floor cannot parse, top-level await included', async (url) => {
    // esbuild refuses, for the same targets, what it cannot lower: top-level await above all.
    await expect(transform(sourceOf(url), { loader: 'js', format: 'esm', target: CLIENT_TARGET, supported: CLIENT_SUPPORTED })).resolves.toBeTruthy();
  });

  it('calls no method above the floor in any script it sends', () => {
    const found = scripts.flatMap((url) =>
      Object.entries(ABOVE_THE_FLOOR)
        .filter(([, call]) => call.test(sourceOf(url)))
        .map(([name]) => `${name} in ${url}`),
    );
    expect(found).toEqual([]);
  });

  it('sends the polyfill with every method a dependency needs above the floor', () => {
    const all = scripts.map(sourceOf).join('\n');
    for (const [name, { call, polyfill }] of Object.entries(POLYFILLED)) {
      if (call.test(all)) expect(all, name).toContain(polyfill);
    }
  });
});
