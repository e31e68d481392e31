import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, ownSite, skipBrowser, waitForHydration } from './harness';

/** Headless Chromium names itself a bot, and crawlers wait for all the data: a visitor's page is what is tested here. */
const VISITOR = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Each upstream answer takes a second here. */
const POLL = { timeout: 5000 };

function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    noindex: document.querySelectorAll('meta[name="robots"]').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
  }));
}

describe.skipIf(skipBrowser)('a document’s head in Chromium', () => {
  // Its own, with every upstream answer slower than the server's hold, and than hydration: the
  // document streams in after a shell that asks not to be indexed, into a page already hydrated.
  const site = ownSite({ mock: { MOCK_LATENCY_MS: '1000' } });

  it('becomes the document’s own once a slow document has streamed in, with no noindex left behind', async () => {
    const page = await site.browser.newPage({ userAgent: VISITOR });
    const errors = collectErrors(page);
    const served = await (await page.request.get(`${site.server.url}/docCenter.html?doc=102`, { headers: { 'user-agent': VISITOR } })).text();
    expect(served.slice(0, served.indexOf('</head>'))).toContain('<meta name="robots" content="noindex"/>');
    // Not waiting for the load event, which comes once the whole document has streamed.
    await page.goto(`${site.server.url}/docCenter.html?doc=102`, { waitUntil: 'commit' });
    await waitForHydration(page);
    await page.locator('article h1', { hasText: '五分钟完成首次接口调用' }).waitFor();
    await expect
      .poll(() => headOf(page), POLL)
      .toEqual({
        title: '五分钟完成首次接口调用 - 智媒开放平台',
        titles: 1,
        canonical: [`${site.server.url}/docCenter.html?doc=102`],
        noindex: 0,
        descriptions: 1,
      });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says 文档不存在 in the title once a slow answer says the document does not exist', async () => {
    const page = await site.browser.newPage({ userAgent: VISITOR });
    await page.goto(`${site.server.url}/docCenter.html?doc=999999`, { waitUntil: 'commit' });
    await waitForHydration(page);
    await page.locator('main').getByText('文档不存在').waitFor();
    await expect.poll(() => page.title(), POLL).toBe('文档不存在 - 智媒开放平台');
    expect((await headOf(page)).noindex).toBe(1);
    await page.close();
  });

  it('follows a click from the list to a document and back', async () => {
    const page = await site.browser.newPage({ userAgent: VISITOR });
    await page.goto(`${site.server.url}/docCenter.html?category=1`);
    await waitForHydration(page);
    const link = page.getByTestId('doc-list').locator('a').nth(2);
    const title = (await link.locator('h2').textContent())!;
    await link.click();
    await page.waitForURL(/\?doc=\d+$/);
    await expect.poll(() => page.title(), POLL).toBe(`${title} - 智媒开放平台`);
    expect((await headOf(page)).canonical).toEqual([page.url()]);
    await page.goBack();
    await expect.poll(async () => (await headOf(page)).canonical, POLL).toEqual([`${site.server.url}/docCenter.html?category=1`]);
    expect(await page.title()).toBe('文档中心_产品文档与API接入指南 - 智媒开放平台');
    await page.close();
  });
});
