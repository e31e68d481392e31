/**
 * Browser tests run the built server (dist/) as a child process and drive Debian's
 * Chromium through playwright-core. Without Chromium the suite fails loudly, unless
 * SKIP_BROWSER=1 says to skip it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEVELOPMENT_SIGNING_KEY } from '../../mock-upstream/devKey';
import { CHROMIUM_FLAGS } from '../../bench/lib/chromium';
import { startMockUpstream, startServer, type RunningServer } from '../serverProcess';

export { startServer, type RunningServer };

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const skipBrowser = process.env.SKIP_BROWSER === '1';

if (!existsSync(chromiumPath) && !skipBrowser) {
  throw new Error(
    `\n\n  *** No Chromium at ${chromiumPath}: the browser tests cannot run. ***\n` +
      '  Install it (apt-get install -y chromium), point CHROME_PATH at it,\n' +
      '  or set SKIP_BROWSER=1 to skip the browser tests knowingly.\n',
  );
}

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/**
 * The built server and a Chromium for the tests of a describe block: started before them,
 * stopped after. Read `server` and `browser` inside the tests, once they are set.
 */
export function serverAndBrowser(): { server: RunningServer; browser: Browser } {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    running.server = await startServer();
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

export interface MockedSite {
  mock: RunningServer;
  server: RunningServer;
  browser: Browser;
  /** The test's browser context, closed after each test. */
  context?: BrowserContext;
  /** Sets the mock's fault knobs (mock-upstream/faults.ts); null puts them back, as after each test. */
  faults(settings: object | null): Promise<Response>;
}

/**
 * A mock upstream of the describe block's own, the built server in front of it and a
 * Chromium, for tests that turn the mock's knobs: the knobs and the test's context are reset
 * after each test. Read the fields inside the tests, once they are set.
 */
export function mockedSite(): MockedSite {
  const site = {
    faults: (settings: object | null) =>
      fetch(`${site.mock.url}/__mock/faults`, {
        method: settings ? 'POST' : 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: settings ? JSON.stringify(settings) : undefined,
      }),
  } as MockedSite;
  beforeAll(async () => {
    site.mock = await startMockUpstream({ AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY });
    [site.server, site.browser] = await Promise.all([startServer({ UPSTREAM_URL: site.mock.url, AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY }), launchBrowser()]);
  });
  afterEach(async () => {
    await site.faults(null);
    await site.context?.close();
    site.context = undefined;
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
    await site.mock?.stop();
  });
  return site;
}

/** Everything the page reports as an error: console errors and uncaught exceptions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The navigation menus flag themselves once React has hydrated them. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('nav[aria-label="主导航"] li[data-hydrated]', { state: 'attached' });
}
