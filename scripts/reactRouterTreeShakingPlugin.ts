/**
 * esbuild plugin: lets the client bundle leave out the parts of react-router this site
 * does not use (data routers, forms, fetchers, framework mode: about 3 KB gzip).
 * react-router ships its production build as one large module whose top level creates
 * contexts and components without a pure annotation and then assigns their displayName,
 * so to a bundler each is a side effect that keeps the component and all it calls. This
 * marks those calls pure and drops the displayName assignments (only React DevTools reads
 * them). Should a new release be laid out differently, nothing matches and the bundle
 * is merely larger (tests/server/bundleBudget.test.ts notices).
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/** `var Link = React10.forwardRef(` and the like, at the start of a line (top level). */
const IMPURE_CALL = /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
/** `Link.displayName = "Link";` on a line of its own. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

export function reactRouterTreeShakingPlugin(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    setup(build) {
      build.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        return { contents: source.replace(IMPURE_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''), loader: 'js' };
      });
    },
  };
}
