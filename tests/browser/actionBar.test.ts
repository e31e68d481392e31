/**
 * Issue 27, the phone's bottom action bar and the WeChat codes a phone can use: 在线咨询
 * opens the chat as a full-screen sheet, 电话咨询 calls the service line, the codes open
 * large with 长按识别二维码 (and 保存二维码 outside WeChat), the bar is there without
 * JavaScript and gone from 768 px, where the floating widget folds to one button.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../shared/site';
import { sharedSite, skipBrowser, waitForHydration } from './harness';

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
/** WeChat's in-app browser on an iPhone. */
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323a) NetType/WIFI Language/zh_CN';
const MIN_TARGET_PX = 44;
const MIN_BAR_PX = 56;
const MIN_QR_SHEET_PX = 200;

describe.skipIf(skipBrowser)("the phone's action bar and QR sheets (issue 27)", () => {
  const site = sharedSite();
  let context: BrowserContext;

  async function open(path: string, options: BrowserContextOptions = PHONE): Promise<Page> {
    context = await site.browser.newContext(options);
    const page = await context.newPage();
    await page.goto(site.server.url + path);
    if (options.javaScriptEnabled !== false) await waitForHydration(page);
    return page;
  }

  const bar = (page: Page) => page.getByRole('navigation', { name: '快捷服务' });

  it('holds 在线咨询, 电话咨询 and 免费试用 at the bottom edge, 56 px high, each target at least 44 × 44', async () => {
    const page = await open('/product/ASR.html');
    const box = (await bar(page).boundingBox())!;
    expect(box.y + box.height).toBe(812);
    expect(box.width).toBe(375);
    expect(box.height).toBeGreaterThanOrEqual(MIN_BAR_PX);
    const targets = bar(page).locator('a, button');
    expect(await targets.allTextContents()).toEqual(['在线咨询', '电话咨询', '免费试用']);
    for (const target of await targets.all()) {
      const { width, height } = (await target.boundingBox())!;
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    }
    // The header's own action, told to come back to this page, which the phone's header leaves to the bar.
    const headerAction = page.locator('header a', { hasText: '免费试用' });
    expect(await bar(page).getByRole('link', { name: '免费试用' }).getAttribute('href')).toBe(await headerAction.getAttribute('href'));
    expect(await headerAction.isVisible()).toBe(false);
  });

  it('opens the chat from 在线咨询 as a sheet over the whole screen, and gives the focus back on closing it', async () => {
    const page = await open('/product/ASR.html');
    await bar(page).getByRole('button', { name: '在线咨询' }).click();
    const chat = page.getByRole('dialog', { name: '星海智能客服' });
    await page.getByPlaceholder('问我关于公司产品的问题吧~').waitFor();
    expect(await chat.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    await chat.getByRole('button', { name: '关闭对话' }).click();
    await chat.waitFor({ state: 'hidden' });
    expect(
      await bar(page)
        .getByRole('button', { name: '在线咨询' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
  });

  it('calls the service line the footer shows from 电话咨询', async () => {
    const page = await open('/');
    expect(await bar(page).getByRole('link', { name: '电话咨询' }).getAttribute('href')).toBe(`tel:${DEFAULT_SITE_SETTINGS.servicePhone}`);
    await page.locator('footer').getByText(`客服热线：${DEFAULT_SITE_SETTINGS.servicePhone}`).waitFor({ state: 'attached' });
  });

  it('adds 回到顶部 to the end of the bar past 600 px', async () => {
    const page = await open('/');
    const top = bar(page).getByRole('button', { name: '回到顶部' });
    expect(await top.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await top.waitFor();
    const [barBox, topBox] = [(await bar(page).boundingBox())!, (await top.boundingBox())!];
    expect(topBox.x + topBox.width).toBeLessThanOrEqual(barBox.x + barBox.width);
    expect(topBox.y).toBeGreaterThanOrEqual(barBox.y);
    await top.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('hides while the on-screen keyboard is up, that is while a text field has the focus', async () => {
    const page = await open('/cooperation.html');
    const form = page.locator('form[method="post"]');
    await form.getByLabel('姓名').focus();
    await bar(page).waitFor({ state: 'hidden' });
    await form.getByLabel('我已阅读并同意').focus();
    await bar(page).waitFor({ state: 'visible' });
  });

  it('opens a footer code as a sheet at least 200 px wide, with 长按识别二维码 and a 保存二维码 that downloads the bitmap', async () => {
    const page = await open('/about.html');
    await page.locator('footer').getByRole('link', { name: 'AI小程序' }).click();
    const sheet = page.getByRole('dialog', { name: 'AI小程序' });
    const code = sheet.getByRole('img', { name: 'AI小程序二维码' });
    await code.waitFor();
    expect((await code.boundingBox())!.width).toBeGreaterThanOrEqual(MIN_QR_SHEET_PX);
    // The bitmap loads after the sheet opens: its width once it has (on a busy machine, a moment later).
    const loadedWidth = (img: HTMLImageElement) =>
      img.complete ? img.naturalWidth : new Promise<number>((resolve) => img.addEventListener('load', () => resolve(img.naturalWidth), { once: true }));
    expect(await code.evaluate(loadedWidth)).toBeGreaterThan(0);
    await sheet.getByText('长按识别二维码').waitFor();
    const save = sheet.getByRole('link', { name: '保存二维码' });
    expect(await save.getAttribute('href')).toBe('/qr/miniprogram.png');
    expect(await save.getAttribute('download')).toBe('AI小程序二维码.png');
    const bitmap = await page.request.get(site.server.url + '/qr/miniprogram.png');
    expect(bitmap.headers()['content-type']).toBe('image/png');
    expect((await bitmap.body()).subarray(1, 4).toString()).toBe('PNG');
  });

  it('leaves 保存二维码 out inside WeChat, which saves a long-pressed code itself', async () => {
    const page = await open('/about.html', { ...PHONE, userAgent: WECHAT_UA });
    await page.locator('footer').getByRole('link', { name: '公众号' }).click();
    const sheet = page.getByRole('dialog', { name: '公众号' });
    await sheet.getByText('长按识别二维码').waitFor();
    expect(await sheet.getByRole('link', { name: '保存二维码' }).count()).toBe(0);
  });

  it('is there without JavaScript, 在线咨询 a link to the WeChat QR and the service line, 电话咨询 a tel: link', async () => {
    const page = await open('/gov.html', { ...PHONE, javaScriptEnabled: false });
    expect(await bar(page).isVisible()).toBe(true);
    expect(await bar(page).getByRole('link', { name: '在线咨询' }).getAttribute('href')).toBe('/cooperation.html#contact');
    expect(await bar(page).getByRole('link', { name: '电话咨询' }).getAttribute('href')).toMatch(/^tel:/);
    expect(await page.locator('footer').getByRole('link', { name: '专属微信客服' }).getAttribute('href')).toBe('/qr/wechat.png');
  });

  it('is absent at 1440 px, where the column of four stands beside the content', async () => {
    const page = await open('/', { viewport: { width: 1440, height: 900 } });
    const shown = page.getByRole('navigation', { name: '快捷服务' });
    expect(await shown.count()).toBe(1);
    expect(await shown.getByRole('button').allTextContents()).toEqual(['联系咨询', 'AI小程序', '公众号']);
    expect(await page.getByRole('link', { name: '电话咨询' }).count()).toBe(0);
  });

  it('folds the column to one 联系咨询 button from 768 to 1439 px, 回到顶部 above it past 600 px', async () => {
    const page = await open('/', { viewport: { width: 1024, height: 768 } });
    const rail = page.getByRole('navigation', { name: '快捷服务' });
    expect(await rail.getByRole('button').allTextContents()).toEqual(['联系咨询']);
    await page.evaluate(() => window.scrollTo(0, 700));
    const top = rail.getByRole('button', { name: '回到顶部' });
    await top.waitFor();
    const toggle = rail.getByRole('button', { name: '联系咨询' });
    expect((await top.boundingBox())!.y).toBeLessThan((await toggle.boundingBox())!.y);
    await toggle.click();
    await page.getByPlaceholder('问我关于公司产品的问题吧~').waitFor();
  });
});
