import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY } from '../../client/visitor/deviceId';
import { UPSTREAM_REFUSAL_DESC } from '../../mock-upstream/middleware';
import { LOGIN_SEAL_COOKIE } from '../../server/security/loginSeal';
import { collectErrors, ownSite, skipBrowser, waitForHydration } from './harness';

describe.skipIf(skipBrowser)('visitor state in Chromium', () => {
  // Its own: on the worker's shared site, late in a whole run, the record of the middle one of
  // three quick navigations twice never reached the log host (not the per-IP limit, which the
  // harness lifts; not found why yet: docs/testing.md says where to look).
  const site = ownSite();
  let context: BrowserContext;

  async function open(path: string): Promise<Page> {
    context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.server.url + path);
    await waitForHydration(page);
    return page;
  }

  async function openForm(page: Page) {
    await page.getByRole('link', { name: '联系我们' }).click();
    const dialog = page.getByRole('dialog', { name: '合作咨询' });
    await dialog.waitFor();
    return dialog;
  }

  describe('the cooperation form', () => {
    it('shows every message of SPEC.md on an empty submit', async () => {
      const page = await open('/gov.html');
      const dialog = await openForm(page);
      expect(await dialog.getByLabel('我已阅读并同意').isChecked()).toBe(true);
      await dialog.getByRole('button', { name: '提交' }).click();
      for (const message of ['请填写手机号码', '未填写姓名', '未填写企业名称']) await dialog.getByText(message).waitFor();
      await dialog.getByLabel('手机号码').fill('11800138000');
      await dialog.getByLabel('我已阅读并同意').uncheck();
      await dialog.getByRole('button', { name: '提交' }).click();
      await dialog.getByText('请同意协议').waitFor();
      await dialog.getByText('请填写手机号码').waitFor();
      for (const link of ['《用户协议》', '《隐私政策》', '《产品服务协议》']) {
        // 《隐私政策》 is linked from the notice beside the submit button too.
        expect(await dialog.getByRole('link', { name: link }).first().getAttribute('target')).toBe('_blank');
      }
    });

    it('stays open on Escape and on a click on the mask, closes on 取消 and gives focus back', async () => {
      const page = await open('/gov.html');
      const dialog = await openForm(page);
      await page.keyboard.press('Escape');
      await page.mouse.click(10, 10);
      expect(await dialog.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await dialog.getByRole('button', { name: '取消' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('联系我们');
    });

    it('submits a valid form, confirms it with the withdrawal link and closes on 完成; the intent reaches the upstream', async () => {
      const page = await open('/');
      const dialog = await openForm(page);
      await dialog.getByLabel('手机号码').fill('13912345678');
      await dialog.getByLabel('姓名').fill('李主任');
      await dialog.getByLabel('企业名称').fill('滨江区融媒体中心');
      await dialog.getByLabel('使用场景').fill('区级融媒体内容审核');
      await dialog.getByRole('button', { name: '提交' }).click();
      await dialog.getByText('申请已提交，我们会尽快与您联系').waitFor();
      expect(await dialog.getByRole('link', { name: '撤回同意并删除' }).getAttribute('href')).toMatch(/^\/cooperation\.html\?withdraw=[\w-]{43}$/);
      await dialog.getByRole('button', { name: '完成' }).click();
      await dialog.waitFor({ state: 'detached' });
      const intents = (await (await fetch(`${site.mock.url}/intents`)).json()) as { data: { list: Array<Record<string, unknown>> } };
      expect(intents.data.list[0]).toMatchObject({
        intentionMobile: '13912345678',
        intentionName: '李主任',
        intentionCompany: '滨江区融媒体中心',
        intentionScene: '区级融媒体内容审核',
        intentionType: 3,
        intentionSource: 10033,
      });
    });

    it('thanks the visitor when the upstream is failing: the outbox keeps the lead to deliver it later', async () => {
      await site.faults({ fault: 'fail' });
      const page = await open('/');
      const dialog = await openForm(page);
      await dialog.getByLabel('手机号码').fill('13912345678');
      await dialog.getByLabel('姓名').fill('赶上故障的李主任');
      await dialog.getByLabel('企业名称').fill('滨江区融媒体中心');
      await dialog.getByRole('button', { name: '提交' }).click();
      await page.getByText('申请已提交，我们会尽快与您联系').waitFor();
      // Back up, the upstream gets it from the outbox once (retried within a second, waited for twenty).
      await site.faults(null);
      const delivered = async () => {
        const answer = (await (await fetch(`${site.mock.url}/intents`)).json()) as { data: { list: Array<Record<string, unknown>> } };
        return answer.data.list.filter((intent) => intent.intentionName === '赶上故障的李主任').length;
      };
      const deadline = Date.now() + 20_000;
      while ((await delivered()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await delivered()).toBe(1);
    });

    it('keeps what the visitor typed when the upstream refuses the lead, and shows its reason', async () => {
      await site.faults({ fault: 'refuse' });
      const page = await open('/');
      const dialog = await openForm(page);
      await dialog.getByLabel('手机号码').fill('13912345678');
      await dialog.getByLabel('姓名').fill('李主任');
      await dialog.getByLabel('企业名称').fill('滨江区融媒体中心');
      await dialog.getByRole('button', { name: '提交' }).click();
      await page.getByText(UPSTREAM_REFUSAL_DESC).waitFor();
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByLabel('姓名').inputValue()).toBe('李主任');
      expect(await dialog.getByLabel('手机号码').inputValue()).toBe('13912345678');
    });
  });

  /** Logs in through the mock console as its first tenant, back on /gov.html; the tenant's name. */
  async function logIn(page: Page): Promise<string> {
    await page.getByRole('link', { name: '登录' }).click();
    await page.waitForURL((url) => url.pathname === '/console');
    await page.getByRole('radio').first().check();
    const tenant = (await page.getByRole('radio').first().getAttribute('value'))!;
    await page.getByRole('button', { name: /登录/ }).click();
    await page.waitForURL(`${site.server.url}/gov.html`);
    return tenant;
  }

  it('logs in through the console, shows the tenant, and falls back to 登录 when the session expires', async () => {
    const page = await open('/gov.html');
    const tenant = await logIn(page);
    const header = page.locator('header').first();
    await header.getByText(tenant).waitFor();
    await header.getByRole('link', { name: '进入控制台' }).waitFor();
    expect(await header.getByRole('link', { name: '登录' }).count()).toBe(0);
    // Server-rendered too: a reload paints the tenant name before any script runs.
    const html = await (await page.request.get(site.server.url + '/about.html')).text();
    expect(html).toContain(tenant);

    await context.clearCookies({ name: 'zm_session' });
    await page.locator('nav[aria-label="主导航"]').getByRole('link', { name: '关于我们' }).click();
    await header.getByRole('link', { name: '登录' }).waitFor();
    await header.getByRole('link', { name: '免费试用' }).waitFor();
    const flag = (await context.cookies()).find((c) => c.name === 'open_user_logined');
    expect(flag?.value).toBe('0');
  });

  it('serves a logged-in page again from its template, which hydrates with no error and shows the tenant', async () => {
    const page = await open('/gov.html');
    const tenant = await logIn(page);
    const errors = collectErrors(page);
    // The page is the tenant's once the browser's session check has brought the seal; its
    // template is built in the background after that first logged-in visit.
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === LOGIN_SEAL_COOKIE), { timeout: 10_000 }).toBe(true);
    let from: string | undefined;
    for (let tries = 0; tries < 20 && from !== 'template'; tries += 1) from = (await page.reload())?.headers()['x-page-cache'];
    expect(from).toBe('template');
    await waitForHydration(page);
    const header = page.locator('header').first();
    await header.getByText(tenant).waitFor();
    await header.getByRole('link', { name: '进入控制台' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends one analytics record per navigation with the page sub type', async () => {
    const page = await open('/');
    const nav = page.locator('nav[aria-label="主导航"]');
    await nav.getByRole('link', { name: '关于我们' }).click();
    await page.waitForURL('**/about.html');
    await nav.getByRole('link', { name: '政务服务' }).click();
    await page.waitForURL('**/gov.html');
    // Only this visit's records: an earlier test's page may still be sending its own.
    // The device id is written with the first record, which waits for an idle moment.
    const readDeviceId = () => page.evaluate((key) => localStorage.getItem(key), DEVICE_ID_KEY);
    await expect.poll(readDeviceId, { timeout: 10_000 }).toBeTruthy();
    const deviceId = await readDeviceId();
    type Entry = { record: { pageInfo: { pageSubType: string; path: string }; userInfo: { deviceId: string } } };
    const mine = async () =>
      ((await (await fetch(`${site.mock.url}/log?limit=500`)).json()) as { data: { list: Entry[] } }).data.list
        .map((e) => e.record)
        .filter((r) => r.userInfo.deviceId === deviceId)
        .reverse();
    // Each is sent when the browser is idle: on a loaded machine two may arrive out of order.
    await expect
      .poll(async () => (await mine()).map((r) => r.pageInfo.pageSubType).sort(), { timeout: 10_000 })
      .toEqual(['home_page', '关于我们', '政务服务'].sort());
    // And no fourth record follows once the visit has settled.
    await page.waitForLoadState('networkidle');
    expect((await mine()).length).toBe(3);
  });

  it('prefetches a page chunk when its link nears the viewport, before any click', async () => {
    // A short window, so the footer's product links start well outside the 200 px margin.
    context = await site.browser.newContext({ viewport: { width: 1440, height: 400 } });
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.goto(site.server.url + '/about.html');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(chunks.some((c) => c.startsWith('/assets/ProductPage-'))).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => chunks.some((c) => c.startsWith('/assets/ProductPage-'))).toBe(true);
  });
});
