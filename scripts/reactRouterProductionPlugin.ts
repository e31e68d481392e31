/**
 * esbuild plugin: react-router's package exports point at its development build for every
 * condition; this resolves it (and react-router/dom) to the production build it also ships.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';

const FILES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

export function reactRouterProductionPlugin(root: string): Plugin {
  const dir = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
  return {
    name: 'react-router-production',
    setup(build) {
      build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({ path: path.join(dir, FILES[args.path]!) }));
    },
  };
}
