/**
 * A comment that names a file sends its reader there: the file must exist. Checked in every
 * comment of the sources (server/, client/, shared/, mock-upstream/, scripts/, bench/ and
 * build.ts), read with Babel's parser so strings and regular expressions are never taken for
 * comments (docs/testing.md: The documentation checks).
 *
 * What counts as a path in a comment: a token (split at white space, quotes, backticks,
 * parentheses, brackets and commas) that
 * - starts with a top-level folder of the repository and '/' (`server/leads/outbox.ts`,
 *   `client/pages/`, `docs/product.md#cooperation-form`), read from the repository's root, or
 * - starts with './' or '../' and ends in a file extension (`./sibling.ts`), read from the
 *   commented file's folder.
 * Tokens with a placeholder or a glob (`<Kind>`, `*`, `{a,b}`, `…`) are patterns, not paths,
 * and are skipped. A `#fragment` on a Markdown file must name one of its headings.
 * Separately, no comment may cite the documents that live outside the repository.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { ROOT, anchorsOf } from './markdown';

const SOURCE_FOLDERS = ['server', 'client', 'shared', 'mock-upstream', 'scripts', 'bench'];
const SOURCE_FILES = ['build.ts'];
/** The repository's top-level folders: a comment's token starting with one of these is a path. */
const TOP_FOLDERS = ['server', 'client', 'shared', 'mock-upstream', 'public', 'docs', 'tests', 'bench', 'scripts', 'deploy', 'types', '.ci'];
/** Specification documents that were never part of the repository: the reason belongs in docs/. */
const OUTSIDE_DOCUMENTS = /\b(?:SPEC|TRAPS|DESIGN|UI-STRINGS|STYLE)\.md\b/;

const TOP_PATH = new RegExp(`^(?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/`);
const RELATIVE_PATH = /^\.\.?\/.*\.[a-z]{1,8}$/i;
const PATTERN = /[<>*{}$…]/;

function sourceFiles(): string[] {
  const inFolders = SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(?:ts|tsx|sh)$/.test(name) && !name.includes('node_modules'))
      .map((name) => path.join(folder, name)),
  );
  return [...inFolders, ...SOURCE_FILES].sort();
}

/** The text of every comment in a file. */
function commentsOf(file: string, text: string): string[] {
  if (file.endsWith('.sh')) return text.split('\n').flatMap((line) => /(?:^|\s)#(?!!)(.*)$/.exec(line)?.[1] ?? []);
  const plugins: ('typescript' | 'jsx')[] = file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
  const ast = parseSync(text, { filename: file, configFile: false, babelrc: false, parserOpts: { plugins } });
  return (ast?.comments ?? []).map((comment) => comment.value);
}

/** Paths a comment names, as written. */
function pathsNamedIn(comment: string): string[] {
  return comment
    .split(/[\s`'"()[\],;]+/)
    .map((token) => token.replace(/[.:;!?]+$/, ''))
    .filter((token) => !PATTERN.test(token) && (TOP_PATH.test(token) || RELATIVE_PATH.test(token.split('#')[0]!)));
}

/** Why a named path is wrong, or undefined when it exists. */
function problemWith(file: string, named: string): string | undefined {
  const [pathPart = '', fragment] = named.split('#', 2);
  const resolved = /^\.\.?\//.test(pathPart) ? path.resolve(ROOT, path.dirname(file), pathPart) : path.resolve(ROOT, pathPart);
  if (!existsSync(resolved)) return `${file}: ${named} (no such file or folder)`;
  if (fragment === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return undefined;
  return anchorsOf(readFileSync(resolved, 'utf8')).has(fragment) ? undefined : `${file}: ${named} (no such heading)`;
}

const files = sourceFiles();
const comments = files.map((file) => ({ file, comments: commentsOf(file, readFileSync(path.join(ROOT, file), 'utf8')) }));

describe('the paths named in comments', () => {
  it('are read as the header says: top-level folders from the root, ./ and ../ from the file, patterns skipped', () => {
    expect(pathsNamedIn(' See server/leads/outbox.ts, `client/pages/` and docs/product.md#cooperation-form.')).toEqual([
      'server/leads/outbox.ts',
      'client/pages/',
      'docs/product.md#cooperation-form',
    ]);
    expect(pathsNamedIn(' ./sibling.ts (../up/one.tsx) and ./notAPath')).toEqual(['./sibling.ts', '../up/one.tsx']);
    expect(pathsNamedIn(' client/pages/<Kind>Page.tsx, server/compliance/complaint*.ts, /api/search, dist/client/assets')).toEqual([]);
    expect(problemWith('server/render/cooperationForm.ts', './proxy.ts')).toMatch(/no such file/);
    expect(problemWith('server/render/cooperationForm.ts', '../errors.ts')).toBeUndefined();
    expect(problemWith('server/app.ts', 'docs/product.md#no-such-heading')).toMatch(/no such heading/);
  });

  it('finds the comments of TypeScript, TSX and shell files, not strings or regular expressions', () => {
    expect(commentsOf('a.ts', "// one\nconst url = 'http://x/server/y.ts'; /* two */ const re = /\\/\\//;")).toEqual([' one', ' two ']);
    expect(commentsOf('a.tsx', 'const e = <p>{/* three */}</p>;')).toEqual([' three ']);
    expect(commentsOf('a.sh', '#!/bin/bash\n# four\necho "#no" # five')).toEqual([' four', ' five']);
  });

  it('in the sources each name a file or folder that exists', () => {
    expect(files.length).toBeGreaterThan(300);
    const problems = comments
      .flatMap(({ file, comments }) => comments.flatMap((c) => pathsNamedIn(c).map((named) => problemWith(file, named))))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  it('never cite a document that is not in the repository', () => {
    const citing = comments.flatMap(({ file, comments }) => comments.filter((c) => OUTSIDE_DOCUMENTS.test(c)).map((c) => `${file}: ${c.trim().slice(0, 100)}`));
    expect(citing).toEqual([]);
  });
});
