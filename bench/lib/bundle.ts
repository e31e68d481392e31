/**
 * Builds the bench's own server-side programs (the ceiling server of figure 1, the React
 * render loop of figure 2, figure 7's probe inside the server) with the options build.ts
 * gives the server bundle: the same production React, styled-components plugin, inlined
 * theme and react-router build, so they run the very code the server runs, compiled the
 * same way. Running them through tsx instead would compare the server against React's
 * development build.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../build';

const root = path.resolve(import.meta.dirname, '..', '..');
/** Inside node_modules so the externals (express, undici...) resolve as for dist/server. */
export const BENCH_BUNDLE_DIR = path.join(root, 'node_modules', '.cache', 'zhimei-bench');

export const BUNDLES = {
  ceiling: 'bench/ceiling/server.ts',
  nodeStatic: 'bench/ceiling/nodeStatic.ts',
  reactLoop: 'bench/render/reactLoop.tsx',
  searchIndexMemory: 'bench/search/indexMemory.ts',
  settleProbe: 'bench/lib/settleProbe.ts',
} as const;

export type BundleName = keyof typeof BUNDLES;

export function bundlePath(name: BundleName): string {
  return path.join(BENCH_BUNDLE_DIR, `${name}.js`);
}

/** With the server bundle's own options (build.ts), so nothing can drift between them. */
export async function buildBenchBundles(): Promise<void> {
  await build({ ...serverBundleOptions(), entryPoints: BUNDLES, outdir: BENCH_BUNDLE_DIR, sourcemap: false });
}
