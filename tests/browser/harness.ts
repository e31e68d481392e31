/**
 * Browser tests run the built server (dist/) as a child process and drive Debian's
 * Chromium through playwright-core. Without Chromium the suite fails loudly, unless
 * SKIP_BROWSER=1 says to skip it.
 *
 * The browser project runs its files in a few workers, one file after another in each, with
 * no isolation between the files of a worker (vitest.config.ts): this module, and so what it
 * starts, lives as long as the worker. A worker starts one Chromium and one site (a mock
 * upstream and the built server in front of it) for its first file that asks, and its later
 * files use them. Each test's pages live in browser contexts of their own, every one closed
 * after the test, and the mock's fault knobs are put back after each test; what stays from
 * one file to the next is what the site keeps (its page cache, the leads and records
 * upstream), which the tests find by their own names. A file that needs the site's state
 * cold, or a site with other settings, starts its own (ownSite) beside the
 * worker's Chromium. The worker stops its Chromium and servers when vitest ends it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEVELOPMENT_SIGNING_KEY } from '../../mock-upstream/devKey';
import { CHROMIUM_FLAGS } from '../../bench/lib/chromium';
import { freePort, startMockUpstream, startServer, type RunningServer } from '../serverProcess';

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

/** The test and production host names, both this machine's loopback (tests/browser/pages.test.ts opens the site at each). */
const HOST_RULES = '--host-resolver-rules=MAP test.zhimei.example 127.0.0.1, MAP www.zhimei.example 127.0.0.1';
/** Past this, the worker's Chromium is killed rather than closed: vitest kills a worker 500 ms after asking it to stop. */
const BROWSER_CLOSE_MS = 300;

/**
 * A UTF-8 locale for Chromium when the shell gave none (`env -i`): in the C locale it names a
 * download with a Chinese file name `download`, and an upload from a path outside ASCII fails.
 */
const CHROMIUM_ENV = { ...process.env, LANG: process.env.LANG || 'C.UTF-8' };

function launchBrowser(): Promise<Browser> {
  // The worker stops it itself on SIGTERM (stopWorker), before exiting.
  return chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS, HOST_RULES], handleSIGTERM: false, env: CHROMIUM_ENV });
}

interface Started {
  mock: RunningServer;
  server: RunningServer;
}

/** What the worker started for its files, stopped when the worker ends. */
let browser: Promise<Browser> | undefined;
let site: Promise<Started> | undefined;
const servers = new Set<RunningServer>();

/** The worker's Chromium, launched for its first file that asks. */
function workerBrowser(): Promise<Browser> {
  stopWithWorker();
  // A failed launch is tried again by the next file, which then says why too.
  browser ??= launchBrowser().catch((error: unknown) => {
    browser = undefined;
    throw error;
  });
  return browser;
}

function workerSite(): Promise<Started> {
  stopWithWorker();
  site ??= startSite().catch((error: unknown) => {
    site = undefined;
    throw error;
  });
  return site;
}

interface SiteSettings {
  /** The mock's environment, besides the signing key, the site's address and the answers' pace. */
  mock?: Record<string, string>;
  /** The server's, besides its port, the upstream and the signing key. */
  server?: Record<string, string>;
}

/** A mock upstream and the built server in front of it. */
async function startSite(settings: SiteSettings = {}): Promise<Started> {
  // The mock's console sends a visitor back to the site, so it knows the site's port before the server starts.
  const port = await freePort();
  const mock = await startMockUpstream({
    AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY,
    SITE_URL: `http://localhost:${port}`,
    // The chat's answers come quickly; a test that watches one grow slows it with the fault knobs.
    MOCK_TOKEN_DELAY_MS: '5',
    ...settings.mock,
  });
  servers.add(mock);
  const server = await startServer({
    PORT: String(port),
    UPSTREAM_URL: mock.url,
    AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY,
    // A queued lead is retried within a second here, not the production 30 s.
    LEADS_RETRY_MAX_MS: '1000',
    // Every page each file of the worker loads sends its analytics records from this one
    // loopback address, more in a minute than the 120 a visitor may: past them the server drops
    // records quietly (204), and a test counting its own found one missing. A file that tests
    // the limit starts a site of its own (ownSite) with the setting it needs.
    RATE_LIMIT_LOG_PER_MIN: '100000',
    ...settings.server,
  });
  servers.add(server);
  return { mock, server };
}

let stopping = false;

/** Ends the worker's servers and Chromium when vitest stops the worker (SIGTERM), or it exits. */
function stopWithWorker(): void {
  if (stopping) return;
  stopping = true;
  const killServers = () => {
    for (const { process: child } of servers) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killServers);
  process.once('SIGTERM', () => {
    killServers();
    const closed = browser?.then((launched) => launched.close()).catch(() => undefined);
    // Exiting kills a Chromium still open: playwright kills the browsers it launched on exit.
    void Promise.race([closed, new Promise((resolve) => setTimeout(resolve, BROWSER_CLOSE_MS))]).then(() => process.exit(0));
  });
}

export interface Site {
  /** The built server. */
  server: RunningServer;
  /** The mock upstream behind it: its knobs, and what it received. */
  mock: RunningServer;
  browser: Browser;
  /** A context the test keeps here; like every context of the test, it is closed after it. */
  context?: BrowserContext;
  /** Sets the mock's fault knobs (mock-upstream/faults.ts); null puts them back, as after each test. */
  faults(settings: object | null): Promise<Response>;
}

/**
 * The hooks of a describe block that uses a site: `start` before its tests, the fault knobs
 * put back and every browser context closed after each test, `stop` after them all. Read
 * the fields inside the tests, once they are set.
 */
function siteHooks(start: () => Promise<Started>, stop: (site: Site) => Promise<void>): Site {
  const site = {
    faults: (settings: object | null) =>
      fetch(`${site.mock.url}/__mock/faults`, {
        method: settings ? 'POST' : 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: settings ? JSON.stringify(settings) : undefined,
      }),
  } as Site;
  beforeAll(async () => {
    [{ mock: site.mock, server: site.server }, site.browser] = await Promise.all([start(), workerBrowser()]);
  });
  afterEach(async () => {
    site.context = undefined;
    await Promise.all([site.faults(null), closeContexts(site.browser)]);
  });
  afterAll(() => site.mock && stop(site));
  return site;
}

/**
 * Every context of the browser, and so every page: the next test starts with none. A route
 * handler still fetching when its test ends (a slow machine) would otherwise reject with
 * "Request context disposed" outside any test, which fails the whole run: its routes are
 * removed first, their errors ignored.
 */
async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(
    (browser?.contexts() ?? []).map(async (context) => {
      await Promise.all([context.unrouteAll({ behavior: 'ignoreErrors' }), ...context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' }))]);
      await context.close();
    }),
  );
}

/** The worker's site and Chromium, shared with the other files of the worker. */
export function sharedSite(): Site {
  return siteHooks(workerSite, async () => undefined);
}

/**
 * A site of this file's own, in the worker's Chromium: for a file that needs what the site
 * keeps cold (its page cache), or other settings.
 */
export function ownSite(settings: SiteSettings = {}): Site {
  return siteHooks(
    () => startSite(settings),
    async ({ mock, server }) => {
      await server?.stop();
      await mock.stop();
      servers.delete(server);
      servers.delete(mock);
    },
  );
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
