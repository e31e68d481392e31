/**
 * How this project runs Debian's Chromium, headless and quiet (no network of its own, no
 * updates, no sync): Lighthouse here and the browser tests (tests/browser/harness.ts) alike.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
