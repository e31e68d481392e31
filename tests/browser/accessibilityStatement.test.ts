/**
 * 无障碍声明 once JavaScript runs: 提交无障碍反馈 opens the cooperation modal with 使用场景
 * prefilled as 无障碍反馈, staying on the page, and what is sent reaches the upstream through
 * the lead outbox; on a 375 px phone the page does not scroll sideways.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

describe.skipIf(skipBrowser)('无障碍声明 (/accessibility.html) in the browser', () => {
  const site = sharedSite();
  let context: BrowserContext;

  async function open(width: number): Promise<{ page: Page; errors: string[] }> {
    context = await site.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.server.url + '/accessibility.html');
    await waitForHydration(page);
    return { page, errors };
  }

  it('sends a 无障碍反馈 from the modal, staying on the page; the lead reaches the upstream with its 使用场景', async () => {
    const { page, errors } = await open(1440);
    await page.getByRole('link', { name: '提交无障碍反馈' }).first().click();
    const dialog = page.getByRole('dialog', { name: '合作咨询' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('使用场景').inputValue()).toBe('无障碍反馈');
    expect(new URL(page.url()).pathname).toBe('/accessibility.html');
    const scene = '无障碍反馈：产品页的标签页在读屏软件里没有读出选中状态';
    await dialog.getByLabel('手机号码').fill('13912345678');
    await dialog.getByLabel('姓名').fill('读屏用户赵先生');
    await dialog.getByLabel('企业名称').fill('个人');
    await dialog.getByLabel('使用场景').fill(scene);
    await dialog.getByRole('button', { name: '提交' }).click();
    await dialog.getByText('申请已提交，我们会尽快与您联系').waitFor();
    const intents = (await (await fetch(`${site.mock.url}/intents`)).json()) as { data: { list: Array<Record<string, unknown>> } };
    expect(intents.data.list.find((intent) => intent.intentionName === '读屏用户赵先生')).toMatchObject({
      intentionMobile: '13912345678',
      intentionCompany: '个人',
      intentionScene: scene,
    });
    expect(errors).toEqual([]);
  });

  it('fits a 375 px phone without scrolling sideways, its two 提交无障碍反馈 buttons alike', async () => {
    const { page, errors } = await open(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    // The one in 反馈与联系 once took that section's link colour: blue text on the blue button.
    const colours = await page.getByRole('link', { name: '提交无障碍反馈' }).evaluateAll((links) => links.map((a) => getComputedStyle(a).color));
    expect(colours).toHaveLength(2);
    expect(colours[1]).toBe(colours[0]);
    expect(errors).toEqual([]);
  });
});
