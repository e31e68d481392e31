/**
 * A document of the documentation centre as a developer reads it in Chromium: the table of
 * contents follows the reading, a link to a heading lands on it, 复制代码 copies a sample,
 * 本文是否有帮助？ sends its record, and on a phone the columns fold into menus.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

/** Headless Chromium names itself a bot, and crawlers wait for all the data: a visitor's page is what is tested here. */
const VISITOR = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };
/** 语音合成接口 (mock-upstream/data/docCatalog.ts): parameters, request samples in two languages, answers. */
const API_DOC = '/docCenter.html?doc=302';
/** Where a heading rests once scrolled to: under the 64 px header, 16 px below it. */
const RESTING_TOP = 80;

describe.skipIf(skipBrowser)('a document of the documentation centre in Chromium', () => {
  const site = sharedSite();
  const faults = (settings: object | null) => site.faults(settings);

  async function open(path: string, { viewport = DESKTOP, permissions = [] as string[] } = {}): Promise<Page> {
    site.context = await site.browser.newContext({ viewport, userAgent: VISITOR, permissions });
    const page = await site.context.newPage();
    await page.goto(site.server.url + path);
    await waitForHydration(page);
    return page;
  }

  /** The heading's distance from the window's top, in whole pixels. */
  const topOf = (page: Page, id: string) => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);
  const markedInToc = (page: Page) => page.getByRole('navigation', { name: '本页目录' }).locator('a[aria-current]').allTextContents();

  it('marks the heading being read in 本页目录 as the page scrolls, both ways', async () => {
    const page = await open(API_DOC);
    const errors = collectErrors(page);
    await expect.poll(() => markedInToc(page)).toEqual(['接口概述']);
    for (const [id, label] of [
      ['返回结果', '返回结果'],
      ['nodejs', 'Node.js'],
      ['请求参数', '请求参数'],
    ] as const) {
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await expect.poll(() => markedInToc(page)).toEqual([label]);
    }
    // Scrolling by hand back to the top marks the first heading again.
    await page.mouse.move(720, 450);
    await page.mouse.wheel(0, -5000);
    await expect.poll(() => markedInToc(page)).toEqual(['接口概述']);
    expect(errors).toEqual([]);
  });

  it('takes 本页目录’s link to its heading, which rests under the header', async () => {
    const page = await open(API_DOC);
    await page.getByRole('navigation', { name: '本页目录' }).getByRole('link', { name: '调用建议' }).click();
    await expect.poll(() => topOf(page, '调用建议')).toBe(RESTING_TOP);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#调用建议');
    await expect.poll(() => markedInToc(page)).toEqual(['调用建议']);
  });

  it('scrolls a link to a heading to it once the page has hydrated, also when the document streams in after the shell', async () => {
    for (const latencyMs of [0, 800]) {
      await faults({ latencyMs });
      site.context = await site.browser.newContext({ viewport: DESKTOP, userAgent: VISITOR });
      const page = await site.context.newPage();
      await page.goto(`${site.server.url}${API_DOC}#${encodeURIComponent('返回结果')}`, { waitUntil: 'commit' });
      await waitForHydration(page);
      await page.locator('article h2', { hasText: '返回结果' }).waitFor();
      await expect.poll(() => topOf(page, '返回结果'), { timeout: 10_000 }).toBe(RESTING_TOP);
      await site.context.close();
      site.context = undefined;
    }
  });

  it('copies a code sample with 复制代码, which reads 已复制 for a moment', async () => {
    const page = await open(API_DOC, { permissions: ['clipboard-read', 'clipboard-write'] });
    const sample = page.locator('article figure').first();
    await sample.getByRole('button', { name: '复制代码' }).click();
    await sample.getByRole('button', { name: '已复制' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await sample.locator('code').innerText());
    expect(copied).toMatch(/^curl -X POST https:\/\/open\.example\.com\/open\/v1\/tts\/synthesize/);
    // Back to 复制代码 after two seconds; ten allowed for a loaded machine.
    await sample.getByRole('button', { name: '复制代码' }).waitFor({ timeout: 20_000 });
  });

  it('copies by selecting the code where there is no Clipboard API (an insecure origin, an old WebView)', async () => {
    site.context = await site.browser.newContext({ viewport: DESKTOP, userAgent: VISITOR });
    await site.context.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    const page = await site.context.newPage();
    await page.goto(site.server.url + API_DOC);
    await waitForHydration(page);
    const sample = page.locator('article figure').nth(1);
    await sample.getByRole('button', { name: '复制代码' }).click();
    await sample.getByRole('button', { name: '已复制' }).waitFor();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(await sample.locator('code').innerText());
  });

  it('shows code coloured by the server’s classes, and loads no highlighter', async () => {
    site.context = await site.browser.newContext({ viewport: DESKTOP, userAgent: VISITOR });
    const page = await site.context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(site.server.url + API_DOC);
    await waitForHydration(page);
    const keyword = page.locator('article code .hljs-keyword').first();
    expect(await keyword.evaluate((span) => getComputedStyle(span).color)).not.toBe(
      await page
        .locator('article code')
        .first()
        .evaluate((code) => getComputedStyle(code).color),
    );
    const bundles = await Promise.all([...scripts].map(async (url) => (await fetch(url)).text()));
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) expect(bundle).not.toMatch(/registerLanguage|highlightAuto|highlightElement/);
  });

  it('sends one doc_feedback record for 有帮助, and takes no second answer', async () => {
    const page = await open('/docCenter.html?doc=101');
    const records = feedbackRecords(page);
    await page.getByRole('button', { name: '有帮助' }).click();
    await page.getByText('感谢您的反馈！').waitFor();
    await expect.poll(() => records.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(records[0]!).actionInfo).toEqual({ type: 'doc_feedback', value: 'up', docId: '101' });
    expect(await page.getByRole('button', { name: '没帮助' }).count()).toBe(0);
  });

  it('sends 没帮助 at once, then the optional comment of at most 200 characters the same way', async () => {
    const page = await open(API_DOC);
    const records = feedbackRecords(page);
    await page.getByRole('button', { name: '没帮助' }).click();
    await expect.poll(() => records.length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(records[0]!).actionInfo).toEqual({ type: 'doc_feedback', value: 'down', docId: '302' });
    const comment = page.getByLabel('哪些地方没有帮到您？（选填）');
    await comment.fill('示例缺少Python版本。'.repeat(30));
    expect((await comment.inputValue()).length).toBe(200);
    await page.getByRole('button', { name: '提交反馈' }).click();
    await page.getByText('感谢您的反馈，我们会尽快改进这篇文档。').waitFor();
    await expect.poll(() => records.length, { timeout: 10_000 }).toBe(2);
    const { actionInfo, pageInfo } = JSON.parse(records[1]!) as { actionInfo: { comment: string }; pageInfo: { path: string } };
    expect(actionInfo).toEqual({ type: 'doc_feedback', value: 'down', docId: '302', comment: '示例缺少Python版本。'.repeat(30).slice(0, 200) });
    expect(pageInfo.path).toBe('/docCenter.html');
  });

  it('folds the documents and the table of contents into menus on a phone, each closed until opened', async () => {
    const page = await open(API_DOC, { viewport: PHONE });
    const documents = page.locator('summary', { hasText: '文档目录' });
    const contents = page.locator('summary', { hasText: '本页目录' });
    await documents.waitFor();
    // Closed: none of their links shows, and the article starts within the first screen.
    expect(await page.getByRole('navigation', { name: '文档目录' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: '本页目录' }).count()).toBe(0);
    expect(await page.locator('article h1').evaluate((h1) => h1.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);
    await documents.click();
    await page.getByRole('navigation', { name: '文档目录' }).getByRole('link', { name: '语音合成接口' }).waitFor();
    await contents.click();
    await page.getByRole('navigation', { name: '本页目录' }).getByRole('link', { name: '返回结果' }).click();
    // The menu closes on the choice, so the heading is not behind it.
    expect(await page.getByRole('navigation', { name: '本页目录' }).count()).toBe(0);
    await expect.poll(() => topOf(page, '返回结果')).toBe(RESTING_TOP);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

/** The bodies of the doc_feedback records the page posts to /log, as they are sent. */
function feedbackRecords(page: Page): string[] {
  const records: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/log' && (request.postData() ?? '').includes('doc_feedback')) records.push(request.postData()!);
  });
  return records;
}
