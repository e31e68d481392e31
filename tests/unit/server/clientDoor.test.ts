/**
 * The server enters the client through one door: the routes array (client/routes.tsx) and the
 * root document (client/root.tsx). A page component, a stylesheet or a data helper imported
 * from anywhere else in client/ would tie the server to the client's inside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const DOORS = new Set(['client/routes', 'client/root']);
/** `from '…'` of imports and re-exports, and `import('…')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** What `file` imports from client/, as repository paths without their extension. */
export function clientImportsOf(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1]!)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier)).replace(/\.(tsx?|js)$/, ''))
    .filter((target) => target === 'client' || target.startsWith('client/'));
}

describe('the server’s way into the client', () => {
  it('is the routes array and the root document, and nothing else of client/', () => {
    const strays = sourceFiles('server').flatMap((file) =>
      clientImportsOf(file, readFileSync(path.join(root, file), 'utf8'))
        .filter((target) => !DOORS.has(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(strays).toEqual([]);
  });

  it('notices a page component imported past the door', () => {
    expect(clientImportsOf('server/render/x.ts', "import { DocList } from '../../client/pages/docCenter/DocList';")).toEqual([
      'client/pages/docCenter/DocList',
    ]);
    expect(clientImportsOf('server/search/x.ts', "const m = await import('../../client/globalCss');")).toEqual(['client/globalCss']);
    expect(clientImportsOf('server/render/x.ts', "import { routes } from '../../client/routes';")).toEqual(['client/routes']);
  });
});
