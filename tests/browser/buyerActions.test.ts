/**
 * Issue 19, what a buyer clicks on a product page and in the 应用中心 once JavaScript runs:
 * 在线咨询 opens the chat with a question about the product first, and the /_app filter
 * narrows the list as the buyer types, without a page load.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

const DESKTOP = { viewport: { width: 1440, height: 900 } };

describe.skipIf(skipBrowser)("a buyer's actions on the product pages and the 应用中心 (issue 19)", () => {
  const running = sharedSite();
  let context: BrowserContext;

  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    context = await running.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(running.server.url + path);
    await waitForHydration(page);
    return { page, errors };
  }

  it("opens the chat from a product page's 在线咨询 with a question about that product first, staying on the page", async () => {
    const { page, errors } = await open('/product/TTS.html');
    const name = await page.locator('main h1').innerText();
    await page.locator('main').getByRole('link', { name: '在线咨询' }).first().click();
    const chat = page.getByRole('dialog', { name: '星海智能客服' });
    await chat.waitFor();
    expect(new URL(page.url()).pathname).toBe('/product/TTS.html');
    const first = chat.getByRole('button').filter({ hasText: '介绍一下' }).first();
    await expect(first.innerText()).resolves.toContain('的功能和适用场景');
    expect(name.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('narrows the 应用中心 to the apps whose name holds what the buyer types, and says how many, without loading a page', async () => {
    const { page, errors } = await open('/_app');
    const apps = page.locator('main li a');
    const all = await apps.count();
    let navigated = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigated = true;
    });
    await page.getByRole('searchbox', { name: '名称' }).fill('H5');
    await page.getByText(/^共 \d+ 个应用$/).waitFor();
    const names = await page.locator('main li a strong').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(all);
    for (const name of names) expect(name.toUpperCase()).toContain('H5');
    expect(await page.getByText(/^共 \d+ 个应用$/).innerText()).toBe(`共 ${names.length} 个应用`);

    await page.getByRole('searchbox', { name: '名称' }).fill('不存在的应用');
    await page.getByText('没有名称包含“不存在的应用”的应用').waitFor();
    expect(navigated).toBe(false);
    expect(errors).toEqual([]);
  });
});
