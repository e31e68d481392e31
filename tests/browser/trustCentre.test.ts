/**
 * 信任中心 once JavaScript runs: 申请资质材料包 opens the cooperation modal with its 使用场景
 * filled in, staying on the page; on a phone the 信创 matrix scrolls sideways inside its own
 * box, the page does not, and the product column stays in view.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

describe.skipIf(skipBrowser)('信任中心 (/trust.html) in the browser', () => {
  const running = sharedSite();
  let context: BrowserContext;

  async function open(width: number): Promise<{ page: Page; errors: string[] }> {
    context = await running.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(running.server.url + '/trust.html');
    await waitForHydration(page);
    return { page, errors };
  }

  it('opens the cooperation modal from 申请资质材料包 with 使用场景 filled in, staying on the page', async () => {
    const { page, errors } = await open(1440);
    await page.getByRole('link', { name: '申请资质材料包' }).first().click();
    const dialog = page.getByRole('dialog', { name: '合作咨询' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('使用场景').inputValue()).toBe('申请资质材料包');
    expect(new URL(page.url()).pathname).toBe('/trust.html');
    expect(errors).toEqual([]);
  });

  it('scrolls the 信创 matrix inside its box on a 375 px phone, keeping the product column in view', async () => {
    const { page, errors } = await open(375);
    const box = page.getByRole('region', { name: '信创适配清单' });
    const product = box.getByRole('rowheader').first();
    const before = await product.boundingBox();
    const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBe(375);
    await box.evaluate((el) => el.scrollBy(400, 0));
    await expect(box.evaluate((el) => el.scrollLeft)).resolves.toBeGreaterThan(0);
    // Held at the box's left edge (within the collapsed border's half pixel), not scrolled away with the cells.
    expect(Math.abs((await product.boundingBox())!.x - before!.x)).toBeLessThan(1);
    await expect(page.getByText('左右滑动表格查看全部列').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});
