/**
 * 投诉举报 in a browser: the page opened from an AI answer's link (shared/complaintLink.ts)
 * carries the answer's content id into the form, and a complaint sent reaches the upstream
 * with it; at 375 and 1440 px. Screenshots go to /tmp for a person to look at.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SIGNING_KEY } from '../../mock-upstream/devKey';
import { contentIds } from '../../server/compliance/contentId';
import { COMPLAINT_MESSAGES, COMPLAINT_RECEIVED } from '../../shared/complaint';
import { complaintHref } from '../../shared/complaintLink';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

describe.skipIf(skipBrowser)('the 投诉举报 page', () => {
  const site = sharedSite();

  async function open(path: string, options: BrowserContextOptions): Promise<{ page: Page; errors: string[] }> {
    site.context = await site.browser.newContext(options);
    const page = await site.context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.server.url + path);
    if (options.javaScriptEnabled !== false) await waitForHydration(page);
    return { page, errors };
  }

  async function complaintsHeld(): Promise<Array<Record<string, unknown>>> {
    const res = await fetch(`${site.mock.url}/complaints`);
    return ((await res.json()) as { data: { list: Array<Record<string, unknown>> } }).data.list;
  }

  it.each([
    ['375', PHONE],
    ['1440', DESKTOP],
  ])('at %s px fills in the answer’s content id, and a complaint sent reaches the upstream with it and says so in Chinese', async (width, options) => {
    // An id the server's own key made, as the chat's closing event carries it.
    const contentId = contentIds(DEVELOPMENT_SIGNING_KEY).issue();
    const { page, errors } = await open(complaintHref(contentId), options);
    const idField = page.getByLabel('内容编号');
    await expect.poll(() => idField.inputValue()).toBe(contentId);
    await page.screenshot({ path: `/tmp/report-${width}.png`, fullPage: true });

    await page.getByLabel('AI生成内容问题').check();
    await page.getByLabel('问题描述').fill('AI助手的回答把产品价格说错了，与官网公布的报价不一致。');
    await page.getByLabel('联系方式').fill('reader@example.com');
    await page.getByRole('button', { name: '提交举报' }).click();
    const received = page.getByRole('status').filter({ hasText: COMPLAINT_RECEIVED });
    await received.waitFor();
    // Where the visitor is: the long form gave way to a short panel, which must not be above the window.
    const box = (await received.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(options.viewport!.height);
    await page.screenshot({ path: `/tmp/report-${width}-sent.png`, fullPage: false });

    const held = (await complaintsHeld()).find((complaint) => complaint.contentId === contentId);
    expect(held).toMatchObject({ category: 'aiContent', contentId, contact: 'reader@example.com', contentIssuedAt: expect.any(String) });
    expect(errors).toEqual([]);
  });

  it('says beside the field, in Chinese, that an id this server never issued is unknown, keeping what was typed', async () => {
    const forged = contentIds('someone-else').issue();
    const { page } = await open(complaintHref(forged), DESKTOP);
    await expect.poll(() => page.getByLabel('内容编号').inputValue()).toBe(forged);
    await page.getByLabel('侵权').check();
    const description = '该回答大段引用了我社记者的原创报道，没有注明出处。';
    await page.getByLabel('问题描述').fill(description);
    await page.getByRole('button', { name: '提交举报' }).click();
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContain(COMPLAINT_MESSAGES.contentIdUnknown);
    expect(await page.getByLabel('问题描述').inputValue()).toBe(description);
    expect((await complaintsHeld()).some((complaint) => complaint.contentId === forged)).toBe(false);
  });

  it('without JavaScript posts the form to the page: each message beside its field and every field kept, then the thank-you page', async () => {
    const { page } = await open('/report.html', { ...PHONE, javaScriptEnabled: false });
    await page.getByLabel('内容编号').fill('0123');
    await page.getByLabel('问题描述').fill('太短');
    await page.getByLabel('联系方式').fill('not a contact');
    await page.getByRole('button', { name: '提交举报' }).click();
    await page.waitForLoadState();
    expect(await page.getByLabel('问题描述').inputValue()).toBe('太短');
    expect(await page.getByLabel('联系方式').inputValue()).toBe('not a contact');
    const messages = await page.getByRole('alert').allTextContents();
    for (const message of [COMPLAINT_MESSAGES.category, COMPLAINT_MESSAGES.contentId, COMPLAINT_MESSAGES.descriptionTooShort, COMPLAINT_MESSAGES.contact]) {
      expect(messages).toContain(message);
    }
    await page.screenshot({ path: '/tmp/report-375-nojs-errors.png', fullPage: true });

    await page.getByLabel('个人信息问题').check();
    await page.getByLabel('内容编号').fill('');
    await page.getByLabel('问题描述').fill('页面上公开了我的手机号码，请尽快删除。');
    await page.getByLabel('联系方式').fill('13912345678');
    await page.getByRole('button', { name: '提交举报' }).click();
    await page.waitForURL('**/report.html?submitted=1');
    expect(await page.getByRole('status').textContent()).toContain(COMPLAINT_RECEIVED);
    expect((await complaintsHeld()).some((complaint) => complaint.contact === '13912345678' && complaint.category === 'privacy')).toBe(true);
  });

  it('is linked from the footer as 投诉举报', async () => {
    const { page } = await open('/', DESKTOP);
    const link = page.locator('footer').getByRole('link', { name: '投诉举报' });
    expect(await link.getAttribute('href')).toBe('/report.html');
  });
});
