/**
 * esbuild plugin: lets the client bundle leave out the parts of react-router this site
 * does not use (data routers, forms, fetchers, framework mode, error boundaries: about
 * 4 KB gzip). react-router ships its production build as one large module whose top level
 * does things a bundler must assume have side effects, each keeping what it refers to:
 * - creates contexts, components, sets, maps and URLs without a pure annotation;
 * - computes a few constants by calling methods (`React[name]`, `Object.getOwnPropertyNames`);
 * - assigns private-field WeakMaps to variables declared earlier, and a class's
 *   `contextType` after the class;
 * - assigns components' displayName.
 * This marks the constructions and computations pure, makes the WeakMap assignments
 * declarations, moves `contextType` into its class as a static field (the same value at
 * the same moment), and drops the displayName assignments (only React DevTools reads
 * them). Should a new release be laid out differently, nothing matches and the bundle is
 * merely larger (tests/server/site/bundleBudget.test.ts notices).
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const PURE = '/* @__PURE__ */ ';
/** `var Link = React10.forwardRef(`, `var s = new Set(` and the like, at the start of a line (top level). */
const IMPURE_CONSTRUCTION = /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\(|new (?:Set|Map|WeakMap|URL)\()/gm;
/** `var impl = React3[USE_OPTIMISTIC];`, `var names = Object.getOwnPropertyNames(Object.prototype).sort().join("\0");` */
const IMPURE_COMPUTATION = /^(var \w+ = )(React\d*\[\w+\]|Object\.getOwnPropertyNames\(Object\.prototype\)[^;\n]*);$/gm;
/** `_routes = new WeakMap();` after `var _routes, _branches;` (private class fields). */
const WEAK_MAP_ASSIGNMENT = /^(_\w+) = new WeakMap\(\);$/gm;
/** `RenderErrorBoundary.contextType = RSCRouterContext;` on a line of its own. */
const CONTEXT_TYPE = /^(\w+)\.contextType = (\w+);\n/gm;
/** `Link.displayName = "Link";` on a line of its own. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

/** Moves `C.contextType = X;` into `var C = class extends … {` as `static contextType = X;`. */
function contextTypesIntoClasses(source: string): string {
  for (const [assignment, name, context] of [...source.matchAll(CONTEXT_TYPE)]) {
    const declaration = new RegExp(`^var ${name} = class extends [\\w.]+ \\{$`, 'm');
    if (!declaration.test(source)) continue;
    source = source.replace(assignment, '').replace(declaration, (line) => `${line}\n  static contextType = ${context};`);
  }
  return source;
}

export function reactRouterTreeShakingPlugin(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    setup(build) {
      build.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ }, async (args) => {
        const source = (await readFile(args.path, 'utf8'))
          .replace(IMPURE_CONSTRUCTION, `$1${PURE}$2`)
          .replace(IMPURE_COMPUTATION, `$1${PURE}(() => $2)();`)
          .replace(WEAK_MAP_ASSIGNMENT, `var $1 = ${PURE}new WeakMap();`)
          .replace(DISPLAY_NAME, '');
        return { contents: contextTypesIntoClasses(source), loader: 'js' };
      });
    },
  };
}
