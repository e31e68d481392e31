/**
 * Pages published as files for the edge (server/edge/publishedPages.ts): what nginx finds in
 * the directory after each thing the page cache does, and what it must never find there.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { publishedFileOf, PublishedPages, type HeaderPair } from '../../../../server/edge/publishedPages';
import type { CachedPage } from '../../../../server/render/pageCache';
import { createLogger } from '../../../../server/ops/logger';

const TTL = 60_000;
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
const HELMET: HeaderPair[] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
];
const CSP = "default-src 'self'; style-src 'self' 'sha256-abc='";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The route table of the build under test: every path the tests publish but one. */
const LEFT_THE_TABLE = '/gone-from-the-table.html';

function setUp(options: { dir?: string; pages?: (urlPath: string) => boolean } = {}) {
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 'zhimei-published-test-'));
  dirs.push(dir);
  const clock = { now: 1_800_000_000_000 };
  const pages = new PublishedPages({
    dir,
    isPage: options.pages ?? ((urlPath) => urlPath !== LEFT_THE_TABLE),
    ttlMs: TTL,
    cacheControl: CACHE_CONTROL,
    logger: createLogger('silent'),
    now: () => clock.now,
  });
  pages.start();
  pages.stop();
  const read = (relative: string) => readFileSync(path.join(dir, relative), 'utf8');
  const exists = (relative: string) => existsSync(path.join(dir, relative));
  const lines = (kind: 'pages' | 'csp') =>
    readdirSync(path.join(dir, 'nginx', kind))
      .map((name) => read(`nginx/${kind}/${name}`))
      .join('');
  return { dir, clock, pages, read, exists, lines };
}

function page(html: string, storedAt: number, csp = CSP): CachedPage {
  const identity = Buffer.from(html);
  const gzip = gzipSync(identity);
  return { bodies: { identity, gzip, br: Buffer.alloc(0) }, etag: '"x"', csp, storedAt, bytes: identity.length + gzip.length, tier: 'first' };
}

describe('pages published as files for the edge', () => {
  it('writes a stored page as its file and its gzip, dated when the page was stored, with the lines that map the request to it and it to its policy', () => {
    const { dir, clock, pages, read, lines } = setUp();
    pages.track('key-about', 'www.example.com', '/about.html', HELMET);
    pages.stored('key-about', page('<p>about</p>', clock.now - 1000));

    const file = publishedFileOf('www.example.com', '/about.html', CSP);
    expect(file).toMatch(/^\/www\.example\.com\/about\.html@[A-Za-z0-9_-]{16}$/);
    expect(read(`files${file}`)).toBe('<p>about</p>');
    expect(readFileSync(path.join(dir, `files${file}.gz`))).toEqual(gzipSync('<p>about</p>'));
    expect(statSync(path.join(dir, `files${file}`)).mtimeMs).toBe(clock.now - 1000);
    expect(lines('pages')).toContain(`"1 www.example.com/about.html" "${file}";`);
    expect(lines('csp')).toContain(`"${file}" "${CSP}";`);
    expect(read('nginx/headers.conf')).toBe(
      [
        'add_header x-content-type-options "nosniff" always;',
        'add_header referrer-policy "strict-origin-when-cross-origin" always;',
        `add_header Cache-Control "${CACHE_CONTROL}" always;`,
        '',
      ].join('\n'),
    );
    expect(read('nginx/generation')).not.toBe('');
    // Nothing half-written is left beside the files.
    expect(readdirSync(path.join(dir, 'files', 'www.example.com'))).toEqual(expect.not.arrayContaining([expect.stringMatching(/\.tmp$/)]));
  });

  it('publishes the home page as `<host>/@<variant>`', () => {
    const { clock, pages, lines } = setUp();
    pages.track('key-home', 'localhost', '/', HELMET);
    pages.stored('key-home', page('<p>home</p>', clock.now));
    expect(lines('pages')).toContain(`"1 localhost/" "/localhost/@`);
  });

  it('publishes nothing the page handler did not announce', () => {
    const { dir, clock, pages } = setUp();
    pages.stored('unknown-key', page('<p>x</p>', clock.now));
    expect(readdirSync(path.join(dir, 'files'))).toEqual([]);
    expect(readdirSync(path.join(dir, 'nginx', 'pages'))).toEqual([]);
  });

  it.each([
    ['a host in capitals (nginx compares it in lower case)', 'WWW.example.com', '/about.html'],
    ['an address in brackets', '[::1]', '/about.html'],
    ['a path with an escape', 'localhost', '/about%2ehtml'],
    ['a path with a dot segment', 'localhost', '/../etc/passwd'],
    ['a path with a query', 'localhost', '/about.html?x=1'],
    ['a path with the file separator', 'localhost', '/about.html@x'],
    ['a path with a quote', 'localhost', '/a".html'],
  ])('never publishes %s', (_, host, urlPath) => {
    const { dir, clock, pages } = setUp();
    pages.track('key', host, urlPath, HELMET);
    pages.stored('key', page('<p>x</p>', clock.now));
    expect(readdirSync(path.join(dir, 'files'))).toEqual([]);
  });

  it.each([
    ['a policy nginx would read a variable in', "default-src 'self' $host"],
    ['a policy with a double quote', 'default-src "self"'],
    ['a policy with a line break', "default-src 'self'\nadd_header X 1"],
  ])('never publishes a page with %s', (_, csp) => {
    const { dir, clock, pages } = setUp();
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>x</p>', clock.now, csp));
    expect(readdirSync(path.join(dir, 'files'))).toEqual([]);
  });

  it('never publishes a page whose policy nginx could not read (over 4 KB stops every reload)', () => {
    const { dir, clock, pages } = setUp();
    const long = `default-src 'self'; style-src ${Array.from({ length: 70 }, (_, i) => `'sha256-${String(i).padStart(43, 'A')}='`).join(' ')}`;
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>x</p>', clock.now, long));
    expect(readdirSync(path.join(dir, 'files'))).toEqual([]);
  });

  it('publishes for the first eight host names only: a host a client chooses cannot grow the directory without end', () => {
    const { dir, clock, pages } = setUp();
    for (let i = 0; i < 12; i++) {
      pages.track(`key-${i}`, `h${i}.example.com`, '/about.html', HELMET);
      pages.stored(`key-${i}`, page('<p>x</p>', clock.now));
    }
    expect(readdirSync(path.join(dir, 'files')).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `h${i}.example.com`).sort());
  });

  it('never writes back as fresh a page already past its time (a stale page recompressed)', () => {
    const { dir, clock, pages } = setUp();
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>x</p>', clock.now - TTL));
    expect(readdirSync(path.join(dir, 'files'))).toEqual([]);
  });

  it('gives two files whose names differ only in case one line: nginx would refuse two keys that its maps compare alike', () => {
    const { clock, pages, lines } = setUp();
    pages.track('a', 'localhost', '/About.html', HELMET);
    pages.track('b', 'localhost', '/about.html', HELMET);
    pages.stored('a', page('<p>a</p>', clock.now));
    pages.stored('b', page('<p>b</p>', clock.now));
    expect(lines('pages').split('\n').filter(Boolean)).toEqual([`"1 localhost/about.html" "${publishedFileOf('localhost', '/about.html', CSP)}";`]);
  });

  it('deletes what a replica that died mid-write left behind', () => {
    const { dir, clock, pages } = setUp();
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>x</p>', clock.now));
    const left = path.join(dir, 'files', 'localhost', 'about.html@0123456789abcdef.1a2b3c.tmp');
    writeFileSync(left, 'half a page');
    utimesSync(left, new Date(clock.now - 61_000), new Date(clock.now - 61_000));
    pages.sweep();
    expect(existsSync(left)).toBe(false);
  });

  it('publishes no page whose headers differ from those of the first page, which nginx sends for all', () => {
    const { dir, clock, pages } = setUp();
    pages.track('a', 'localhost', '/a.html', HELMET);
    pages.track('b', 'localhost', '/b.html', [...HELMET, ['x-extra', '1']]);
    pages.stored('b', page('<p>b</p>', clock.now));
    pages.stored('a', page('<p>a</p>', clock.now));
    expect(readdirSync(path.join(dir, 'files', 'localhost'))).toEqual(expect.arrayContaining([expect.stringMatching(/^a\.html@/)]));
    expect(readdirSync(path.join(dir, 'files', 'localhost')).some((name) => name.startsWith('b.html'))).toBe(false);
  });

  it('replaces a refreshed page’s file in place when its policy is the same, and tells nginx nothing new', () => {
    const { clock, pages, read } = setUp();
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>old</p>', clock.now));
    const generation = read('nginx/generation');
    clock.now += 30_000;
    pages.stored('key', page('<p>new</p>', clock.now));
    expect(read(`files${publishedFileOf('localhost', '/about.html', CSP)}`)).toBe('<p>new</p>');
    expect(read('nginx/generation')).toBe(generation);
  });

  it('writes a page whose policy changed as a new file, keeps the old one while nginx may still map it, and tells nginx', () => {
    const { dir, clock, pages, read, lines } = setUp();
    const other = "default-src 'self'; style-src 'self' 'sha256-def='";
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>old</p>', clock.now));
    const generation = read('nginx/generation');
    clock.now += 1000;
    pages.stored('key', page('<p>new</p>', clock.now, other));
    const [before, after] = [publishedFileOf('localhost', '/about.html', CSP), publishedFileOf('localhost', '/about.html', other)];
    expect(read(`files${after}`)).toBe('<p>new</p>');
    expect(read(`files${before}`)).toBe('<p>old</p>');
    expect(lines('pages')).toContain(`"${after}"`);
    expect(lines('csp')).toContain(`"${after}" "${other}";`);
    expect(read('nginx/generation')).not.toBe(generation);
    // Old and unmapped: gone once nginx has long reloaded.
    clock.now += TTL + 61_000;
    utimesSync(path.join(dir, `files${after}`), new Date(clock.now), new Date(clock.now));
    pages.sweep();
    expect(existsSync(path.join(dir, `files${before}`))).toBe(false);
    expect(existsSync(path.join(dir, `files${after}`))).toBe(true);
  });

  it('moves a file and its gzip to stale/ once its page is as old as the page cache’s TTL, and keeps it until then', () => {
    const { clock, pages, exists } = setUp();
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>x</p>', clock.now));
    const file = publishedFileOf('localhost', '/about.html', CSP);
    clock.now += TTL - 1;
    pages.sweep();
    expect(exists(`files${file}`) && exists(`files${file}.gz`)).toBe(true);
    clock.now += 1;
    pages.sweep();
    expect(exists(`files${file}`) || exists(`files${file}.gz`)).toBe(false);
    expect(exists(`stale${file}`) && exists(`stale${file}.gz`)).toBe(true);
  });

  it('keeps a stale file a day for an outage, then deletes it', () => {
    const { clock, pages, exists } = setUp();
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>x</p>', clock.now));
    const file = publishedFileOf('localhost', '/about.html', CSP);
    clock.now += TTL;
    pages.sweep();
    clock.now += 24 * 60 * 60 * 1000 - 1;
    pages.sweep();
    expect(exists(`stale${file}`)).toBe(true);
    clock.now += 1;
    pages.sweep();
    expect(exists(`stale${file}`) || exists(`stale${file}.gz`)).toBe(false);
  });

  it('publishes a refreshed page afresh while its stale copy waits beside it', () => {
    const { clock, pages, read } = setUp();
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>old</p>', clock.now));
    clock.now += TTL;
    pages.sweep();
    pages.stored('key', page('<p>new</p>', clock.now));
    const file = publishedFileOf('localhost', '/about.html', CSP);
    expect(read(`files${file}`)).toBe('<p>new</p>');
    expect(read(`stale${file}`)).toBe('<p>old</p>');
  });

  it('removes, when it starts, the lines of a path its route table no longer has, and tells nginx', () => {
    const first = setUp({ pages: () => true });
    first.pages.track('gone', 'localhost', LEFT_THE_TABLE, HELMET);
    first.pages.track('kept', 'localhost', '/about.html', HELMET);
    first.pages.stored('gone', page('<p>left the table</p>', first.clock.now));
    first.pages.stored('kept', page('<p>about</p>', first.clock.now));
    const generation = first.read('nginx/generation');
    const second = setUp({ dir: first.dir });
    expect(second.lines('pages')).not.toContain(LEFT_THE_TABLE);
    expect(second.lines('pages')).toContain('"1 localhost/about.html"');
    expect(second.lines('csp').split('\n').filter(Boolean)).toHaveLength(1);
    expect(second.read('nginx/generation')).not.toBe(generation);
  });

  it('changes no line when a new build publishes a page with the same policy: nginx need not reload during a deploy', () => {
    const first = setUp();
    first.pages.track('key', 'localhost', '/about.html', HELMET);
    first.pages.stored('key', page('<p>old build</p>', first.clock.now));
    const generation = first.read('nginx/generation');
    const second = setUp({ dir: first.dir });
    second.pages.track('key', 'localhost', '/about.html', HELMET);
    second.pages.stored('key', page('<p>new build</p>', second.clock.now));
    expect(second.read(`files${publishedFileOf('localhost', '/about.html', CSP)}`)).toBe('<p>new build</p>');
    expect(second.read('nginx/generation')).toBe(generation);
  });

  it('forgets a page that is gone (a deleted document): its lines and its files, the stale copy too', () => {
    const { dir, clock, pages, lines } = setUp();
    pages.track('key', 'localhost', '/about.html', HELMET);
    pages.stored('key', page('<p>x</p>', clock.now));
    clock.now += TTL;
    pages.sweep();
    pages.stored('key', page('<p>y</p>', clock.now));
    pages.gone('key');
    expect(lines('pages')).toBe('');
    expect(lines('csp')).toBe('');
    expect(readdirSync(path.join(dir, 'files', 'localhost'))).toEqual([]);
    expect(readdirSync(path.join(dir, 'stale', 'localhost'))).toEqual([]);
  });

  it('keeps serving when the directory cannot be written: the page stays the origin’s alone', () => {
    const { dir, clock, pages } = setUp();
    writeFileSync(path.join(dir, 'files', 'localhost'), 'a file where a directory should be');
    pages.track('key', 'localhost', '/about.html', HELMET);
    expect(() => pages.stored('key', page('<p>x</p>', clock.now))).not.toThrow();
  });
});
