/**
 * Browser tests run the built server (dist/) as a child process and drive Debian's
 * Chromium through playwright-core. Without Chromium the suite fails loudly, unless
 * SKIP_BROWSER=1 says to skip it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_FLAGS } from '../../bench/lib/chromium';
import { startServer, type RunningServer } from '../serverProcess';

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
