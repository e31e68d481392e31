/**
 * Consent-grade leads in Chromium: the modal and the plain form show the notice and the two
 * optional boxes unticked, refuse an unticked agreement, send a consent record the mock
 * keeps, and the confirmation's 撤回同意并删除 link deletes the lead upstream.
 */
import fs from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '../../server/compliance/policyVersion';
import { CONSENT_FORM_VERSION } from '../../shared/consent';
import { sharedSite, skipBrowser, waitForHydration } from './harness';

/** Outside the repository: looked at by a person, never committed. */
const SHOTS = '/tmp/consent-shots';
const PARTNERS = '同意将我的联系方式提供给星海传媒集团的区域合作伙伴，以便就近服务（选填）';
const FOLLOW_UP = '同意接收产品与活动的电话或短信回访（选填）';
const NOTICE = '您填写的信息由星海传媒集团接收，仅用于答复本次合作咨询';

describe.skipIf(skipBrowser)('consent-grade leads in Chromium', () => {
  const site = sharedSite();
  let context: BrowserContext;

  beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

  async function open(path: string, width: number, javaScriptEnabled = true): Promise<Page> {
    context = await site.browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.server.url + path);
    if (javaScriptEnabled) await waitForHydration(page);
    return page;
  }

  const list = async <T = Record<string, unknown>>(path: string): Promise<T[]> =>
    ((await (await fetch(`${site.mock.url}${path}`)).json()) as { data: { list: T[] } }).data.list;
  const intentOf = async (name: string) => (await list('/intents')).find((intent) => intent.intentionName === name);

  async function expectConsentControls(scope: Locator) {
    await scope.getByText(NOTICE).waitFor();
    expect(await scope.getByRole('link', { name: '《隐私政策》' }).last().getAttribute('href')).toBe('/agreement/privacy.html');
    expect(await scope.getByLabel('我已阅读并同意').isChecked()).toBe(true);
    expect(await scope.getByLabel(PARTNERS).isChecked()).toBe(false);
    expect(await scope.getByLabel(FOLLOW_UP).isChecked()).toBe(false);
  }

  async function fill(scope: Locator, name: string) {
    await scope.getByLabel('手机号码').fill('13912345678');
    await scope.getByLabel('姓名').fill(name);
    await scope.getByLabel('企业名称').fill('滨江区融媒体中心');
  }

  /** The withdrawal state the link leads to: its button deletes the lead, here and upstream. */
  async function withdraw(page: Page, href: string, name: string) {
    await page.goto(site.server.url + href);
    await page.getByRole('button', { name: '确认撤回并删除' }).click();
    await page.getByText('已撤回同意并删除您的信息').waitFor();
    expect(await intentOf(name)).toBeUndefined();
    expect((await list<{ deleted: number }>('/intents/withdrawals'))[0]).toMatchObject({ deleted: 1 });
  }

  it.each([375, 1440])(
    'the modal at %i px: notice and separate unticked boxes, 请同意协议 when unticked, a consent record upstream, a withdrawal that deletes it',
    async (width) => {
      const name = `宽${width}的李主任`;
      const page = await open('/gov.html', width);
      await page.getByRole('link', { name: '联系我们' }).click();
      const dialog = page.getByRole('dialog', { name: '合作咨询' });
      await expectConsentControls(dialog);

      await fill(dialog, name);
      await dialog.getByLabel('我已阅读并同意').uncheck();
      await dialog.getByRole('button', { name: '提交' }).click();
      await dialog.getByText('请同意协议').waitFor();
      expect(await intentOf(name)).toBeUndefined();

      await dialog.getByLabel('我已阅读并同意').check();
      await dialog.getByLabel(FOLLOW_UP).check();
      // Nothing clipped, and the buttons apart, with the notice and boxes in the modal.
      expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
      const cancel = (await dialog.getByRole('button', { name: '取消' }).boundingBox())!;
      const submit = (await dialog.getByRole('button', { name: '提交' }).boundingBox())!;
      expect(submit.x - (cancel.x + cancel.width)).toBeGreaterThanOrEqual(4);
      await page.screenshot({ path: `${SHOTS}/modal-${width}.png`, fullPage: false });

      await dialog.getByRole('button', { name: '提交' }).click();
      await dialog.getByText('申请已提交，我们会尽快与您联系').waitFor();
      // The submit button that had the focus is gone: the focus moves to 完成.
      await page.waitForFunction(() => document.activeElement?.textContent === '完成', undefined, { timeout: 5_000 });
      await page.screenshot({ path: `${SHOTS}/modal-done-${width}.png` });
      expect((await intentOf(name))!.consent).toEqual({
        at: expect.any(String),
        policyVersion: PRIVACY_POLICY_VERSION,
        formVersion: CONSENT_FORM_VERSION,
        boxes: { agreed: true, partners: false, followUp: true },
        network: '127.0.0.0/24',
      });
      const href = (await dialog.getByRole('link', { name: '撤回同意并删除' }).getAttribute('href'))!;
      await withdraw(page, href, name);
    },
  );

  it('the plain form without JavaScript: the same notice and boxes, 请同意协议 with every field kept, a consent record, a withdrawal that deletes it', async () => {
    const name = '没有脚本的王老师';
    const page = await open('/cooperation.html', 375, false);
    const form = page.locator('form[method="post"]');
    await expectConsentControls(form);
    await fill(form, name);
    await form.getByLabel(PARTNERS).check();
    await form.getByLabel('我已阅读并同意').uncheck();
    await form.getByRole('button', { name: '提交' }).click();
    await page.getByText('请同意协议').waitFor();
    expect(await form.getByLabel('姓名').inputValue()).toBe(name);
    expect(await form.getByLabel(PARTNERS).isChecked()).toBe(true);
    expect(await intentOf(name)).toBeUndefined();

    await form.getByLabel('我已阅读并同意').check();
    await form.getByRole('button', { name: '提交' }).click();
    await page.getByText('申请已提交，我们会尽快与您联系').waitFor();
    await page.screenshot({ path: `${SHOTS}/plain-done-375.png`, fullPage: true });
    expect((await intentOf(name))!.consent).toMatchObject({ policyVersion: PRIVACY_POLICY_VERSION, boxes: { agreed: true, partners: true, followUp: false } });
    const href = (await page.getByRole('link', { name: '撤回同意并删除' }).getAttribute('href'))!;
    await withdraw(page, href, name);
    await page.screenshot({ path: `${SHOTS}/plain-withdrawn-375.png`, fullPage: true });
  });
});
