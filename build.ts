/**
 * Builds the client (ESM, code-split per page kind, minified, content-hashed, with a
 * manifest the server reads) and the server bundle.
 *   tsx build.ts             build everything
 *   tsx build.ts --if-stale  only when a source file is newer than the last build
 */
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { generateArt } from './scripts/art/generate';
import { keepOneGenerationBack } from './scripts/assetGenerations';
import { writeIconSprite } from './scripts/iconSprite';
import { precompress } from './scripts/precompress';
import { productChunksPlugin } from './scripts/productChunksPlugin';
import { sharedChunkPlugin } from './scripts/sharedChunkPlugin';
import { styledComponentsPlugin } from './scripts/styledComponentsPlugin';
import { theme } from './client/theme';
import { ICONS } from './shared/icons';
import { pageEntries as tablePages } from './shared/routeViews';
import type { BuildManifest, ChunkSet } from './shared/manifest';

const root = path.dirname(new URL(import.meta.url).pathname);
const dist = path.join(root, 'dist');
const clientOut = path.join(dist, 'client');
const assetsOut = path.join(clientOut, 'assets');
/** Which files in assetsOut are this build's and the last one's (scripts/assetGenerations.ts). */
const GENERATIONS_FILE = path.join(dist, 'generations.json');
export const MANIFEST_FILE = path.join(dist, 'manifest.json');
export const META_FILE = path.join(dist, 'meta.json');
const ASSET_PREFIX = '/assets/';
const SOURCE_DIRS = ['client', 'shared', 'server', 'mock-upstream', 'scripts'];
/** The browsers the site supports are written once, as package.json's `browserslist`. */
export const CLIENT_TARGET = browserslistToEsbuild(undefined, { path: root });
/**
 * Syntax esbuild would refuse for the floor although the floor runs it. Destructuring: esbuild
 * cannot lower it and marks Safari below 14.1 unsafe for a WebKit bug with array rest
 * elements (`[a, ...rest]` over holes, seen in Safari 9 to 13.1); no client code destructures
 * such arrays, so Safari 14.0 gets it as written.
 */
export const CLIENT_SUPPORTED = { destructuring: true };

async function newestSourceMtime(): Promise<number> {
  let newest = (await stat(path.join(root, 'build.ts'))).mtimeMs;
  for (const dir of SOURCE_DIRS) {
    for (const entry of await readdir(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
    }
  }
  return newest;
}

async function isStale(): Promise<boolean> {
  try {
    return (await stat(MANIFEST_FILE)).mtimeMs < (await newestSourceMtime());
  } catch {
    return true;
  }
}

/** Every chunk an output needs before it runs: itself and its static imports, transitively. */
function staticClosure(meta: Metafile, outfile: string, seen = new Set<string>()): string[] {
  if (seen.has(outfile)) return [];
  seen.add(outfile);
  const imports = meta.outputs[outfile]?.imports ?? [];
  return [outfile, ...imports.filter((i) => i.kind === 'import-statement').flatMap((i) => staticClosure(meta, i.path, seen))];
}

function toUrl(outfile: string): string {
  return ASSET_PREFIX + path.basename(outfile);
}

function chunkSet(meta: Metafile, outfile: string): ChunkSet {
  const [file = outfile, ...imports] = staticClosure(meta, outfile);
  return { file: toUrl(file), imports: imports.map(toUrl) };
}

function manifestFrom(meta: Metafile): Omit<BuildManifest, 'icons'> {
  const manifest: Omit<BuildManifest, 'icons'> = { entry: { file: '', imports: [] }, pages: {} };
  for (const [outfile, output] of Object.entries(meta.outputs)) {
    if (!output.entryPoint || !outfile.endsWith('.js')) continue;
    if (output.entryPoint === 'client/entry.tsx') manifest.entry = chunkSet(meta, outfile);
    const page = /^client\/pages\/(\w+)Page\.tsx$/.exec(output.entryPoint);
    if (page?.[1]) {
      const kind = page[1].charAt(0).toLowerCase() + page[1].slice(1);
      manifest.pages[kind] = chunkSet(meta, outfile);
    }
  }
  if (!manifest.entry.file) throw new Error('build: client/entry.tsx produced no output');
  // A kind without its chunk would render with no page script preloaded and nothing else amiss.
  const kinds = new Set<string>(tablePages.map((page) => page.kind));
  const missing = [...kinds].filter((kind: string) => !manifest.pages[kind]);
  if (missing.length > 0) throw new Error(`build: no page chunk for ${missing.join(', ')}: each kind's page is client/pages/<Kind>Page.tsx`);
  return manifest;
}

/** Page chunks (client/pages/*Page.tsx) are entries too, so they keep readable names. */
async function pageEntries(): Promise<string[]> {
  const files = await readdir(path.join(root, 'client', 'pages'));
  return files.filter((f) => /^\w+Page\.tsx$/.test(f)).map((f) => `client/pages/${f}`);
}

/**
 * BUILD_LABEL (the Dockerfile's build argument): a release's name, written as a comment at
 * the top of every client script. Unset (the default), the bundles are the code alone. Set,
 * every script's bytes and so its hashed name differ from another label's build of the same
 * code: `npm run test:containers` deploys such a build over the first to prove that pages of
 * the old release keep their scripts (docs/operations.md#deploys-and-open-tabs).
 */
export function labelBanner(raw: string | undefined = process.env.BUILD_LABEL): { js: string } | undefined {
  const label = raw?.trim();
  if (!label) return undefined;
  if (!/^[\w.:+-]{1,64}$/.test(label)) throw new Error(`BUILD_LABEL must be 1 to 64 letters, digits or . _ : + -, got "${label}"`);
  return { js: `/*! ${label} */` };
}

/**
 * How the client is bundled: the libraries' own builds as their packages export them, and
 * plugins for this repository's code only (tests/integration/server/site/buildPlugins.test.ts holds them to that).
 */
export async function clientBuildOptions(): Promise<BuildOptions> {
  // The entry and the home page share one chunk with everything else (see the plugin).
  const sharedChunk = sharedChunkPlugin({ entry: 'client/entry.tsx', landingPage: 'client/pages/HomePage.tsx' });
  return {
    absWorkingDir: root,
    entryPoints: ['client/entry.tsx', ...(await pageEntries())],
    outdir: assetsOut,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: CLIENT_TARGET,
    supported: CLIENT_SUPPORTED,
    minify: true,
    // Maps without a sourceMappingURL comment: the server points at them by a SourceMap
    // header only where it serves them (server/site/static.ts), so production scripts name no 404.
    sourcemap: 'external',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    metafile: true,
    legalComments: 'none',
    // The Chinese text as UTF-8, not \uXXXX escapes: 3 bytes a character instead of 6, and
    // gzip does better with it. Module scripts are always decoded as UTF-8.
    charset: 'utf8',
    // ZHIMEI_BUNDLE: which side a module is bundled for (client/ui/Link.tsx).
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.ZHIMEI_BUNDLE': '"browser"' },
    banner: labelBanner(),
    plugins: [
      sharedChunk.plugin,
      // Before styled-components' loader, which would load shared/products/chunks as written.
      productChunksPlugin(),
      styledComponentsPlugin({ production: true, append: sharedChunk.appendTo, theme }),
    ],
    logLevel: 'warning',
  };
}

async function buildClient(): Promise<BuildManifest> {
  const result = await build({ ...(await clientBuildOptions()), metafile: true });
  // The last build's files stay (not wiped first): tabs opened before a deploy still load their chunks.
  const sprite = await writeIconSprite(root, ICONS, assetsOut);
  const built = [...Object.keys(result.metafile.outputs).map((outfile) => path.basename(outfile)), sprite];
  await precompress(assetsOut, built);
  await keepOneGenerationBack(assetsOut, built, GENERATIONS_FILE);
  // For `npm run bench`: which modules make up the JavaScript sent (esbuild's metafile).
  await writeFile(META_FILE, JSON.stringify(result.metafile));
  return { ...manifestFrom(result.metafile), icons: toUrl(sprite) };
}

/**
 * How server-side programs are bundled: the server, and the bench's ceiling server and React
 * render loop (bench/lib/bundle.ts), which must run the very code the server runs.
 */
export function serverBundleOptions(): BuildOptions {
  return {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    // ESM builds first: styled-components' CJS default export is not `styled` under Node's interop.
    mainFields: ['module', 'main'],
    target: 'node20',
    sourcemap: 'linked',
    jsx: 'automatic',
    // React and styled-components are bundled so the production builds are baked in by
    // `define`; these stay in node_modules (better-sqlite3 loads its compiled binding from there,
    // espeak-ng its .wasm from beside its script).
    external: ['express', 'compression', 'helmet', 'cookie-parser', 'undici', 'isbot', 'better-sqlite3', 'espeak-ng', 'busboy'],
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.ZHIMEI_BUNDLE': '"server"' },
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [styledComponentsPlugin({ production: true, theme })],
    logLevel: 'warning',
  };
}

async function buildServer(): Promise<void> {
  await build({
    ...serverBundleOptions(),
    entryPoints: { index: 'server/index.ts', 'mock-upstream': 'mock-upstream/index.ts' },
    outdir: path.join(dist, 'server'),
  });
}

export async function buildAll(): Promise<BuildManifest> {
  await mkdir(dist, { recursive: true });
  // The drawings (shared/art.ts), SVG written from code and the content data, served at /art/.
  await generateArt(path.join(clientOut, 'art'));
  const manifest = await buildClient();
  await buildServer();
  await writeFile(MANIFEST_FILE, JSON.stringify(manifest, null, 2));
  return manifest;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'build.ts');
if (invokedDirectly) {
  const onlyIfStale = process.argv.includes('--if-stale');
  if (onlyIfStale && !(await isStale())) {
    console.log('build: up to date');
  } else {
    const started = Date.now();
    const manifest = await buildAll();
    console.log(`build: ${Object.keys(manifest.pages).length} page chunks in ${Date.now() - started} ms`);
  }
}
