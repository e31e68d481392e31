/**
 * Styled components' ids (scripts/styledComponentsPlugin.ts): short, one per component, the
 * same for the same file in the server's build and the client's, and a clash stops the build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../../../shared/manifest';
import { shortIds } from '../../../../scripts/styledComponentsPlugin';

const dist = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as BuildManifest;
const idsIn = (code: string) => [...code.matchAll(/componentId: ?"([^"]+)"/g)].map((m) => m[1]!);

describe('the ids of styled components', () => {
  it('are s + four characters of the file + the place in it, one per component of the first load', () => {
    const code = [manifest.entry.file, ...manifest.entry.imports].map((url) => readFileSync(path.join(dist, 'client', url), 'utf8')).join('\n');
    const ids = idsIn(code);
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(id).toMatch(/^s[a-z0-9]{4}\d+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are the same in the server bundle as in the browser', () => {
    const client = readFileSync(path.join(dist, 'client', manifest.entry.imports[0]!), 'utf8');
    const server = readFileSync(path.join(dist, 'server', 'index.js'), 'utf8');
    const serverIds = new Set(idsIn(server));
    expect(idsIn(client).filter((id) => !serverIds.has(id))).toEqual([]);
  });

  it('shorten what babel-plugin-styled-components wrote, and stop at two files that would share a prefix', () => {
    const owners = new Map<string, string>();
    expect(shortIds('a.withConfig({ componentId: "sc-15euer9-0" }); b.withConfig({ componentId: "sc-15euer9-12" })', 'client/a.tsx', owners)).toBe(
      'a.withConfig({ componentId: "s15eu0" }); b.withConfig({ componentId: "s15eu12" })',
    );
    expect(shortIds('x.withConfig({ componentId: "sc-a-0" })', 'client/b.tsx', owners)).toBe('x.withConfig({ componentId: "s000a0" })');
    expect(() => shortIds('y.withConfig({ componentId: "sc-15euzzz-0" })', 'client/c.tsx', owners)).toThrow(/client\/c\.tsx and client\/a\.tsx/);
  });
});
