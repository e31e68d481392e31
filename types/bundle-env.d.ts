/**
 * The one variable of `process.env` client code reads: build.ts's `define` writes it into each
 * bundle (client/ui/Link.tsx). The browser's project has no Node types, so it declares just this.
 */
declare const process: { readonly env: { readonly ZHIMEI_BUNDLE?: 'browser' | 'server' } };
