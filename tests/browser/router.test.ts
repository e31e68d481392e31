/**
 * The data router in Chromium (client/routes.tsx): Back returns to where the visitor was on
 * the page, and a visitor who leaves a page still loading stops its upstream reads.
 */
import { describe, expect, it } from 'vitest';
import { API } from '../../shared/api';
import { collectErrors, ownSite, skipBrowser, waitForHydration } from './harness';

/** Headless Chromium names itself a bot, and crawlers wait for all the data: a visitor's page is what is tested here. */
const VISITOR = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Longer than the test: the read is still waiting when the visitor leaves. */
const SLOW_MS = 60_000;

interface Calls {
  inFlight: Record<string, number>;
  abandoned: Record<string, number>;
}

describe.skipIf(skipBrowser)('client navigation on the data router', () => {
  // Its own: the page whose upstream read it watches must not come from the page cache.
  const site = ownSite();
  const calls = async (): Promise<Calls> => ((await (await fetch(`${site.mock.url}/__mock/calls`)).json()) as { data: Calls }).data;
  const until = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`never: ${what}`);
  };

  it('brings the visitor back to where they were on a page with Back, after a client navigation to another', async () => {
    site.context = await site.browser.newContext({ userAgent: VISITOR, viewport: { width: 1440, height: 900 } });
    const page = await site.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1800));
    await page.waitForFunction(() => window.scrollY === 1800);
    // A link in the footer, clicked as a visitor does: the router moves to the page on the client.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/about.html"]')!.click());
    await page.waitForURL(`${site.server.url}/about.html`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${site.server.url}/`);
    await page.waitForFunction(() => window.scrollY === 1800, undefined, { timeout: 5000 });
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('stops the page’s upstream read when the visitor leaves before it has come', async () => {
    await site.faults({ latencyMs: SLOW_MS });
    site.context = await site.browser.newContext({ userAgent: VISITOR });
    const page = await site.context.newPage();
    const before = (await calls()).abandoned[API.courseList.path] ?? 0;
    // The shell streams at once; the course list waits on the slow upstream.
    await page.goto(`${site.server.url}/college.html`, { waitUntil: 'commit' });
    await until(async () => ((await calls()).inFlight[API.courseList.path] ?? 0) > 0, 'the course list was asked for');
    await page.close();
    // Every read of it, the visitor's and the page cache's, each closed in its turn: the slow
    // upstream would hold one that was not for a minute, far past this wait.
    const gaveUp = async () => {
      const { abandoned, inFlight } = await calls();
      return (abandoned[API.courseList.path] ?? 0) > before && (inFlight[API.courseList.path] ?? 0) === 0;
    };
    await until(gaveUp, 'the course list reads were given up');
    expect((await calls()).inFlight[API.courseList.path] ?? 0).toBe(0);
  });
});
