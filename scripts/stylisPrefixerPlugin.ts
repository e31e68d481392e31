/**
 * esbuild plugin: leaves stylis' vendor prefixer (3 KB, 1 KB gzip) out of the client bundle.
 * styled-components 6 prefixes only under `<StyleSheetManager enableVendorPrefixes>`, which
 * this site never sets (the floor, package.json's browserslist, needs no prefix it writes),
 * yet its stylis instance imports the prefixer all the same. Should anything turn prefixes on,
 * the stub throws at the first style instead of leaving the client's CSS unlike the server's.
 */
import type { Plugin } from 'esbuild';

const STUB = `export function prefix() {
  throw new Error('stylis vendor prefixes are left out of the client bundle (scripts/stylisPrefixerPlugin.ts)');
}
`;

export function stylisPrefixerPlugin(): Plugin {
  return {
    name: 'stylis-prefixer',
    setup(build) {
      build.onLoad({ filter: /[\\/]stylis[\\/]src[\\/]Prefixer\.js$/ }, () => ({ contents: STUB, loader: 'js' }));
    },
  };
}
