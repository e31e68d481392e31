/**
 * Issue 26, "Without JavaScript": a visitor whose JavaScript is blocked (an office proxy) or
 * too old still reaches the cooperation form through every 合作咨询 control, and the form
 * works as plain HTML. Current Chromium with JavaScript disabled stands in for both.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UPSTREAM_REFUSAL_DESC } from '../../mock-upstream/middleware';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

/** The thank-you state after a post, carrying the lead's one-time withdrawal token. */
const SUBMITTED = /\/cooperation\.html\?submitted=[\w-]{43}$/;

describe.skipIf(skipBrowser)('the site without JavaScript, in Chromium', () => {
  const site = sharedSite();
  let context: BrowserContext;

  async function open(path: string, javaScriptEnabled = false): Promise<Page> {
    context = await site.browser.newContext({ javaScriptEnabled, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.server.url + path);
    return page;
  }

  async function intents(): Promise<Array<Record<string, unknown>>> {
    const answer = (await (await fetch(`${site.mock.url}/intents`)).json()) as { data: { list: Array<Record<string, unknown>> } };
    return answer.data.list;
  }

  const form = (page: Page) => page.locator('form[method="post"]');

  it("follows a product page's 合作咨询 to the cooperation page, whose plain form files a lead with every field", async () => {
    const page = await open('/product/TTS.html');
    await page.getByRole('link', { name: '合作咨询' }).click();
    await page.waitForURL(`${site.server.url}/cooperation.html?product=TTS`);
    expect(await form(page).getByLabel('使用场景').inputValue()).toBe('咨询产品：语音合成');
    await form(page).getByLabel('手机号码').fill('13912345678');
    await form(page).getByLabel('姓名').fill('无脚本的周主任');
    await form(page).getByLabel('企业名称').fill('临江县融媒体中心');
    await form(page).getByRole('button', { name: '提交' }).click();
    await page.waitForURL(SUBMITTED);
    await page.getByText('申请已提交，我们会尽快与您联系').waitFor();
    expect((await intents()).find((intent) => intent.intentionName === '无脚本的周主任')).toMatchObject({
      intentionMobile: '13912345678',
      intentionCompany: '临江县融媒体中心',
      intentionScene: '咨询产品：语音合成',
      intentionType: 3,
      intentionSource: 10033,
      version: 'web-1.0',
    });
  });

  it('answers an invalid submission with the three field messages and what was typed', async () => {
    const page = await open('/cooperation.html');
    await form(page).getByLabel('手机号码').fill('1391234');
    await form(page).getByLabel('使用场景').fill('<b>区县融媒体</b> 内容审核');
    await form(page).getByRole('button', { name: '提交' }).click();
    await page.waitForLoadState();
    for (const message of ['请填写手机号码', '未填写姓名', '未填写企业名称']) await form(page).getByText(message).waitFor();
    expect(await form(page).getByLabel('手机号码').inputValue()).toBe('1391234');
    expect(await form(page).getByLabel('使用场景').inputValue()).toBe('<b>区县融媒体</b> 内容审核');
    expect(await form(page).getByLabel('手机号码').getAttribute('aria-invalid')).toBe('true');
    expect(await form(page).getByLabel('我已阅读并同意').isChecked()).toBe(true);
  });

  it("refuses a post from another site's page, files nothing, and says why in Chinese", async () => {
    context = await site.browser.newContext({ javaScriptEnabled: false });
    await context.route('http://elsewhere.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<form method="post" action="${site.server.url}/cooperation.html"><input name="mobile" value="13700000000"><input name="name" value="别的网站填的"><input name="company" value="某公司"><input name="agreed" value="on"><button>提交</button></form>`,
      }),
    );
    const page = await context.newPage();
    await page.goto('http://elsewhere.example/');
    const [answer] = await Promise.all([page.waitForResponse(`${site.server.url}/cooperation.html`), page.getByRole('button', { name: '提交' }).click()]);
    expect(answer.status()).toBe(403);
    await page.getByText('请求来源不受信任，请从本站页面提交').waitFor();
    expect((await intents()).some((intent) => intent.intentionName === '别的网站填的')).toBe(false);
  });

  it("leads the widget's 联系咨询 to the WeChat QR code and the service line", async () => {
    const page = await open('/about.html');
    await page.getByRole('link', { name: '联系咨询' }).click();
    await page.waitForURL(`${site.server.url}/cooperation.html#contact`);
    const contact = page.locator('#contact');
    await contact.getByRole('img', { name: '专属微信客服二维码' }).waitFor();
    expect(await contact.getByRole('img', { name: '专属微信客服二维码' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await contact.getByText('扫码咨询', { exact: true }).waitFor();
    await contact.getByText('客服热线', { exact: true }).waitFor();
    expect(await contact.getByRole('link', { name: /^400-/ }).getAttribute('href')).toMatch(/^tel:/);
  });

  it('with JavaScript, 合作咨询 still opens the modal in place, about what the page offers', async () => {
    const page = await open('/gov.html', true);
    await waitForHydration(page);
    await page.getByRole('link', { name: '合作咨询' }).click();
    const dialog = page.getByRole('dialog', { name: '合作咨询' });
    await dialog.waitFor();
    expect(page.url()).toBe(`${site.server.url}/gov.html`);
    expect(await dialog.getByLabel('使用场景').inputValue()).toBe('政务服务方案咨询');
    // And the widget's 联系咨询 is the chat's button again.
    expect(await page.getByRole('button', { name: '联系咨询' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('with JavaScript, the cooperation page hydrates cleanly, checks the form in place, and posts a valid one', async () => {
    const page = await open('/cooperation.html?scene=training', true);
    const errors = collectErrors(page);
    await waitForHydration(page);
    let posts = 0;
    page.on('request', (request) => void (request.method() === 'POST' && request.url().endsWith('/cooperation.html?scene=training') && (posts += 1)));
    await form(page).getByRole('button', { name: '提交' }).click();
    for (const message of ['请填写手机号码', '未填写姓名', '未填写企业名称']) await form(page).getByText(message).waitFor();
    expect(posts).toBe(0);
    expect(
      await form(page)
        .getByLabel('手机号码')
        .evaluate((input) => input === document.activeElement),
    ).toBe(true);
    await form(page).getByLabel('手机号码').fill('13912345678');
    await form(page).getByLabel('姓名').fill('有脚本的孙老师');
    await form(page).getByLabel('企业名称').fill('星海传媒学院');
    await form(page).getByRole('button', { name: '提交' }).click();
    await page.waitForURL(SUBMITTED);
    await page.getByText('申请已提交，我们会尽快与您联系').waitFor();
    expect((await intents()).find((intent) => intent.intentionName === '有脚本的孙老师')).toMatchObject({ intentionScene: '定制团队培训' });
    expect(errors).toEqual([]);
  });

  it('with JavaScript, a page the server answered to a post hydrates with what was sent and the reason', async () => {
    // The upstream refuses the lead itself: the outbox hands its reason to the visitor and keeps nothing.
    await site.faults({ fault: 'refuse' });
    try {
      const page = await open('/cooperation.html', true);
      const errors = collectErrors(page);
      await waitForHydration(page);
      await form(page).getByLabel('手机号码').fill('13912345678');
      await form(page).getByLabel('姓名').fill('被拒的钱主任');
      await form(page).getByLabel('企业名称').fill('北岸区融媒体中心');
      const [answer] = await Promise.all([
        page.waitForResponse(`${site.server.url}/cooperation.html`),
        form(page).getByRole('button', { name: '提交' }).click(),
      ]);
      expect(answer.status()).toBe(400);
      await waitForHydration(page);
      await form(page).getByRole('alert').filter({ hasText: UPSTREAM_REFUSAL_DESC }).waitFor();
      expect(await form(page).getByLabel('姓名').inputValue()).toBe('被拒的钱主任');
      // Hydrated, the form is React's: typing clears nothing the visitor did not touch.
      await form(page).getByLabel('企业名称').fill('北岸区融媒体中心（新）');
      expect(await form(page).getByLabel('手机号码').inputValue()).toBe('13912345678');
      // Chromium reports the document's own 400; nothing else may go wrong, hydration least of all.
      expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    } finally {
      await site.faults(null);
    }
  });

  it('without JavaScript, keeps a lead sent while the upstream fails and thanks the visitor, who never has to send it again', async () => {
    await site.faults({ fault: 'fail' });
    try {
      const page = await open('/cooperation.html');
      await form(page).getByLabel('手机号码').fill('13912345678');
      await form(page).getByLabel('姓名').fill('赶上故障的钱主任');
      await form(page).getByLabel('企业名称').fill('北岸区融媒体中心');
      await form(page).getByRole('button', { name: '提交' }).click();
      await page.waitForURL(SUBMITTED);
      await page.getByText('申请已提交，我们会尽快与您联系').waitFor();
    } finally {
      await site.faults(null);
    }
    // The outbox delivers it once the upstream is back: within a second here (LEADS_RETRY_MAX_MS), waited for twenty.
    const deadline = Date.now() + 20_000;
    while (!(await intents()).some((intent) => intent.intentionName === '赶上故障的钱主任') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await intents()).filter((intent) => intent.intentionName === '赶上故障的钱主任')).toHaveLength(1);
  });
});
