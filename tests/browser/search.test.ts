/**
 * Issue 21, site search in Chromium: the header's search form submits with Enter without
 * JavaScript; with JavaScript, `/` focuses it and typing shows up to five suggestions in a
 * listbox the arrow keys move through, Enter opening the chosen page.
 */
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical findings on the page as it is now. */
async function severeViolations(page: Page): Promise<unknown[]> {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: Array<{ target: unknown }> };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target) }));
  });
}

describe.skipIf(skipBrowser)('site search in Chromium', () => {
  const running = sharedSite();
  let context: BrowserContext | undefined;

  async function open(path: string, { javaScriptEnabled = true, width = 1440 } = {}): Promise<Page> {
    context = await running.browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(running.server.url + path);
    return page;
  }

  const box = (page: Page) => page.locator('header form[role="search"] input[type="search"]');
  const firstLinkInMain = (page: Page) => page.locator('main a').first();
  const boxFocused = (page: Page) => box(page).evaluate((input) => input === document.activeElement);

  /** Presses `/` until the box has the focus: its key handler loads once the browser is idle after hydration. */
  async function pressSlash(page: Page): Promise<void> {
    await waitForHydration(page);
    for (let tries = 0; tries < 100 && !(await boxFocused(page)); tries++) {
      await page.keyboard.press('/');
      if (!(await boxFocused(page))) await page.waitForTimeout(100);
    }
  }

  it('searches from the header with Enter, without JavaScript', async () => {
    const page = await open('/about.html', { javaScriptEnabled: false });
    await page.getByLabel('搜索全站').click();
    await page.getByLabel('搜索全站').fill('语音合成');
    await page.getByLabel('搜索全站').press('Enter');
    await page.waitForURL(/\/search\.html\?q=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe('?q=语音合成');
    expect(await page.title()).toBe('“语音合成”的搜索结果 - 智媒开放平台');
    expect(await firstLinkInMain(page).getAttribute('href')).toBe('/product/TTS.html');
    expect(await page.locator('main mark').first().textContent()).toBe('语音合成');
  });

  it('folds the header box to its icon on a phone and opens it on a tap, without JavaScript', async () => {
    const page = await open('/', { javaScriptEnabled: false, width: 375 });
    const folded = await box(page).boundingBox();
    expect(folded?.width).toBeLessThanOrEqual(44);
    await box(page).click();
    const opened = await box(page).boundingBox();
    expect(opened!.width).toBeGreaterThan(250);
    expect(opened!.x).toBeGreaterThanOrEqual(0);
    expect(opened!.x + opened!.width).toBeLessThanOrEqual(375);
  });

  it('focuses the header box with the / key, and types / in a field', async () => {
    const page = await open('/about.html');
    await pressSlash(page);
    expect(await boxFocused(page)).toBe(true);
    expect(await box(page).inputValue()).toBe('');
    await page.keyboard.type('/');
    expect(await box(page).inputValue()).toBe('/');
  });

  it('suggests up to five pages in a listbox that the arrow keys move through, and Enter opens one', async () => {
    const page = await open('/about.html');
    const errors = collectErrors(page);
    await pressSlash(page);
    await page.keyboard.type('语音');
    const listbox = page.getByRole('listbox', { name: '搜索建议' });
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(5);
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const first = options.first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/about.html');
    expect(new URL(page.url()).pathname).not.toBe('/search.html');
    expect(await listbox.isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('submits to the results page with Enter when no suggestion is chosen', async () => {
    const page = await open('/');
    await waitForHydration(page);
    await box(page).click();
    await box(page).fill('TTS');
    await box(page).press('Enter');
    await page.waitForURL(/\/search\.html\?q=TTS/);
    expect(await firstLinkInMain(page).getAttribute('href')).toBe('/product/TTS.html');
  });

  it.each([
    ['/search.html?q=%E8%AF%AD%E9%9F%B3%E5%90%88%E6%88%90', 1440],
    ['/search.html?q=%E8%AF%AD%E9%9F%B3%E5%90%88%E6%88%90', 375],
    ['/search.html?q=zzqqxxyy', 375],
  ])('%s at %i px has no serious or critical accessibility violation, the suggestions open too', async (path, width) => {
    context = await running.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(running.server.url + path);
    await waitForHydration(page);
    expect(await severeViolations(page)).toEqual([]);
    await box(page).click();
    await page.keyboard.type('数字人');
    await page.getByRole('listbox', { name: '搜索建议' }).waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await severeViolations(page)).toEqual([]);
  });
});
