/**
 * The README and docs/ link to each other and to the code: a link that points nowhere is a
 * newcomer's dead end. Every relative link must name a file or folder of the repository and,
 * with a #fragment, a heading of that file (docs/testing.md: The documentation checks).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, anchorsOf, documentationFiles, linkTargetsOf, slugOf } from './markdown';

/** Links that leave the repository: not ours to check offline. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function brokenLinksOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const broken: string[] = [];
  for (const target of linkTargetsOf(text)) {
    if (EXTERNAL.test(target)) continue;
    const [rawPath = '', fragment] = target.split('#', 2);
    const linked = rawPath === '' ? path.join(ROOT, file) : path.resolve(ROOT, path.dirname(file), decodeURIComponent(rawPath));
    if (!linked.startsWith(ROOT + path.sep) || !existsSync(linked)) {
      broken.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (fragment === undefined) continue;
    if (statSync(linked).isDirectory() || !linked.endsWith('.md')) {
      broken.push(`${file}: ${target} (a #fragment on something that is not a Markdown file)`);
    } else if (!anchorsOf(readFileSync(linked, 'utf8')).has(decodeURIComponent(fragment))) {
      broken.push(`${file}: ${target} (no heading with that anchor)`);
    }
  }
  return broken;
}

/**
 * A repository file named in code (`tests/unit/shared/products.test.ts`), read from the root:
 * a top-level folder, then a name with an extension. Placeholders (`<slug>`) and globs are no
 * file, and are left alone.
 */
const NAMED_FILE = /`((?:bench|client|deploy|docs|mock-upstream|public|scripts|server|shared|tests)\/[\w./-]+\.[a-z]+)`/g;

function missingNamedFilesOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(NAMED_FILE)]
    .map((m) => m[1]!)
    .filter((named) => !existsSync(path.join(ROOT, named)))
    .map((named) => `${file}: ${named}`);
}

describe('the documentation links', () => {
  it('make anchors as GitHub does: lower case, spaces to -, punctuation dropped, CJK kept', () => {
    expect(slugOf('A restart loop (`ZhimeiRestarting`, `ZhimeiDown`)')).toBe('a-restart-loop-zhimeirestarting-zhimeidown');
    expect(slugOf("Node's memory options")).toBe('nodes-memory-options');
    expect(slugOf('Backup and restore of `DATA_DIR`')).toBe('backup-and-restore-of-data_dir');
    expect(slugOf('投诉举报 (complaints)')).toBe('投诉举报-complaints');
    expect([...anchorsOf('# Notes\n## Notes\n```\n# not a heading\n```\n')]).toEqual(['notes', 'notes-1']);
  });

  it('cover README.md and every file of docs/', () => {
    expect(documentationFiles()).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/testing.md']));
  });

  it.each(documentationFiles())('in %s each point at a file that exists and, with a #fragment, at one of its headings', (file) => {
    expect(brokenLinksOf(file)).toEqual([]);
  });

  it.each(documentationFiles())('in %s name in code only repository files that exist (a test moved to another layer, a file renamed)', (file) => {
    expect(missingNamedFilesOf(file)).toEqual([]);
  });
});
