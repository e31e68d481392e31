import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shanghaiYear } from '../../server/render/shanghaiYear';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

/** The about page's chunk, as a deploy leaves it for a tab opened before: gone. */
const ABOUT_CHUNK = /\/assets\/AboutPage-[\w-]+\.js$/;

describe.skipIf(skipBrowser)('a tab in Chromium', () => {
  const site = sharedSite();

  /** Counts the about chunk's requests and the tab's page loads of /about.html from now on. */
  async function withoutAboutChunk(page: Page) {
    const counts = { chunkRequests: 0, aboutLoads: 0 };
    await page.route(ABOUT_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    page.on('request', (request: Request) => {
      if (ABOUT_CHUNK.test(request.url())) counts.chunkRequests += 1;
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === '/about.html') {
        counts.aboutLoads += 1;
      }
    });
    return counts;
  }

  async function clickAboutLink(page: Page) {
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    // The footer's link is a client navigation (react-router), not a page load.
    await page.getByRole('navigation', { name: '联系' }).getByRole('link', { name: '关于我们' }).click();
  }

  /** A new tab goes from / to the about page once its chunk is gone, and is loaded in full. */
  async function reachAboutWithoutChunk() {
    const page = await site.browser.newPage();
    const counts = await withoutAboutChunk(page);
    await clickAboutLink(page);
    await page.getByRole('heading', { level: 2, name: '集团简介' }).waitFor();
    return { page, counts };
  }

  it('loads a page whose chunk is gone after a deploy once in full, asking for the chunk at most 3 times', async () => {
    const { page, counts } = await reachAboutWithoutChunk();
    // A looping tab asked for the chunk hundreds of times a second: give a loop time to show.
    await page.waitForTimeout(1500);
    expect(counts.aboutLoads).toBe(1);
    expect(counts.chunkRequests).toBeGreaterThanOrEqual(1);
    expect(counts.chunkRequests).toBeLessThanOrEqual(3);
    expect(new URL(page.url()).pathname).toBe('/about.html');
    await page.close();
  });

  it('offers 重新加载 instead of loading again when the same page fails again in that tab', async () => {
    const { page, counts } = await reachAboutWithoutChunk();
    // Back to a page that hydrates, in the same tab (the same session storage), and again.
    await clickAboutLink(page);
    const reload = page.getByRole('main').getByRole('link', { name: '重新加载' });
    await reload.waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('页面加载失败');
    expect(await reload.getAttribute('href')).toBe('/about.html');
    expect(counts.aboutLoads).toBe(1);
    await page.close();
  });

  it("hydrates the footer without a mismatch when the browser's year is not the server's", async () => {
    // 02:00 on New Year's Day 2027 in Beijing is still 2026 in Los Angeles: whichever of the
    // two the server's year is not, the browser's clock and zone then disagree with it.
    const serverYear = shanghaiYear();
    const timezoneId = serverYear === 2027 ? 'America/Los_Angeles' : 'Asia/Shanghai';
    const context = await site.browser.newContext({ timezoneId });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2027-01-01T02:00:00+08:00'));
    const errors = collectErrors(page);
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    expect(await page.evaluate(() => new Date().getFullYear())).not.toBe(serverYear);
    expect(errors.filter((e) => /#418|Hydration failed|hydrat/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.locator('footer').getByText(/^©/).textContent()).toContain(`© ${serverYear} `);
    await context.close();
  });
});
