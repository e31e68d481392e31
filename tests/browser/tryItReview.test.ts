/**
 * 智能审校's try-it panel in a browser (client/demos/ReviewPanel.tsx, on AI文档's page), at 375
 * and 1440 px: the sample text comes back with each finding marked by its kind's name, and
 * 一键采纳 writes a suggestion into the text; a text over the limit is refused; without
 * JavaScript the sample and 一键采纳 post to the page and come back as text.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_MESSAGES, DEMO_PAGES, REVIEW_KINDS, REVIEW_LIMITS, REVIEW_SAMPLE } from '../../shared/demos';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

describe.skipIf(skipBrowser)('智能审校 on AI文档’s page', () => {
  const site = sharedSite();

  async function open(options: BrowserContextOptions): Promise<{ page: Page; errors: string[] }> {
    site.context = await site.browser.newContext(options);
    const page = await site.context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.server.url + DEMO_PAGES.review.path);
    if (options.javaScriptEnabled !== false) {
      await waitForHydration(page);
      await page.locator('#try').scrollIntoViewIfNeeded();
      await page.locator('#try [data-hydrated]').waitFor();
    }
    return { page, errors };
  }

  const findings = (page: Page) => page.locator('#try ol > li');

  it.each([
    ['375', PHONE],
    ['1440', DESKTOP],
  ])('at %s px marks each finding of the sample text by its kind, and 一键采纳 writes its suggestion into the text', async (width, options) => {
    const { page, errors } = await open(options);
    await page.getByRole('button', { name: '示例文本' }).click();
    const box = page.getByLabel('待审校文本');
    expect(await box.inputValue()).toBe(REVIEW_SAMPLE);
    await page.getByRole('button', { name: '开始审校' }).click();
    await findings(page).first().waitFor();
    const count = await findings(page).count();
    expect(count).toBeGreaterThan(2);
    // Each mark in the text names its kind: colour is never the only sign.
    const marks = await page.locator('#try mark sup').allTextContents();
    expect(marks).toHaveLength(count);
    for (const mark of marks)
      expect(
        Object.values(REVIEW_KINDS).some((kind) => mark.includes(kind)),
        mark,
      ).toBe(true);
    expect(marks.some((mark) => mark.includes(REVIEW_KINDS.typo))).toBe(true);
    expect(marks.some((mark) => mark.includes(REVIEW_KINDS.adLaw))).toBe(true);
    await page.locator('#try').screenshot({ path: `/tmp/tryIt-review-${width}.png` });

    const typo = findings(page).filter({ hasText: REVIEW_KINDS.typo }).first();
    const [original, suggestion] = [await typo.locator('del').textContent(), await typo.locator('ins').textContent()];
    await typo.getByRole('button', { name: /一键采纳/ }).click();
    await expect.poll(() => findings(page).count()).toBe(count - 1);
    const adopted = await box.inputValue();
    expect(adopted).not.toBe(REVIEW_SAMPLE);
    expect(adopted.split(original!).length).toBe(REVIEW_SAMPLE.split(original!).length - 1);
    expect(adopted).toContain(suggestion!);
    await expect.poll(() => page.locator('#try [role="status"]').textContent()).toContain('已采纳 1 处');
    expect(errors).toEqual([]);
  });

  it('refuses a text over the limit before sending it, keeping the text', async () => {
    const { page } = await open(DESKTOP);
    const text = '审'.repeat(REVIEW_LIMITS.maxChars + 1);
    await page.getByLabel('待审校文本').fill(text);
    await page.getByRole('button', { name: '开始审校' }).click();
    await expect.poll(() => page.locator('#try').getByRole('alert').textContent()).toBe(DEMO_MESSAGES.reviewTooLong);
    expect(await page.getByLabel('待审校文本').inputValue()).toBe(text);
  });

  it('without JavaScript posts the sample to the page, shows its findings as text, and 一键采纳 posts the corrected text', async () => {
    const { page } = await open({ ...PHONE, javaScriptEnabled: false });
    await page.getByRole('button', { name: '示例文本' }).click();
    await findings(page).first().waitFor();
    const count = await findings(page).count();
    expect(count).toBeGreaterThan(2);
    expect(await page.getByLabel('待审校文本').inputValue()).toBe(REVIEW_SAMPLE);
    await page.locator('#try').screenshot({ path: '/tmp/tryIt-review-nojs.png' });

    await findings(page)
      .first()
      .getByRole('button', { name: /一键采纳/ })
      .click();
    await expect.poll(() => findings(page).count()).toBe(count - 1);
    expect(await page.getByLabel('待审校文本').inputValue()).not.toBe(REVIEW_SAMPLE);
  });
});
