/**
 * 关怀模式 (client/a11y/, shared/readingClasses.ts): one switch in the 无障碍 toolbar gives
 * larger text, high contrast, targets of 48 × 48 px or more, no motion, nothing floating but
 * the action bar, and the chat as a page of its own; a system that asks for more contrast or
 * less motion gets them with no switch. axe finds no serious or critical violation in it.
 */
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SETTINGS_KEY = 'zm-a11y';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };
const FIVE_PAGES = ['/', '/about.html', '/product/TTS.html', '/trust.html', '/report.html'];
/** The 适老化 rules' smallest target. */
const TARGET_PX = 48;

async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

/** A context whose pages start in 关怀模式, as after the switch on an earlier page. */
async function inCareMode(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript((key) => localStorage.setItem(key, 'zm-care'), SETTINGS_KEY);
  return context;
}

/** Controls drawn as boxes (links inside running text are exempt: WCAG 2.5.5) smaller than the target, on screen; a checkbox or radio by its label. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input:not([type="hidden"]), select, textarea')];
    return controls.flatMap((el) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (style.display === 'inline' || rect.width === 0 || rect.right <= 0 || style.visibility === 'hidden') return [];
      // A checkbox's or a radio's target is its label too: the label's box must be large enough.
      const input = el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type) ? el : undefined;
      const label = input?.labels?.[0];
      if (input && label) {
        const box = label.getBoundingClientRect();
        return box.width + 0.5 < least || box.height + 0.5 < least ? [`label of ${input.type} ${Math.round(box.width)}×${Math.round(box.height)}`] : [];
      }
      return rect.width + 0.5 < least || rect.height + 0.5 < least
        ? [
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 12)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          ]
        : [];
    });
  }, TARGET_PX);
}

/** What stands fixed over the page and is seen, by its accessible name or that of the landmark it holds. */
function floating(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        return getComputedStyle(el).position === 'fixed' && rect.width * rect.height > 0 && el.checkVisibility();
      })
      .map((el) => el.getAttribute('aria-label') ?? el.querySelector('[aria-label]')?.getAttribute('aria-label') ?? el.tagName.toLowerCase()),
  );
}

const bodyColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);

describe.skipIf(skipBrowser)('关怀模式', () => {
  const site = sharedSite();

  it('is one switch: larger text, black body text, 48 px targets, no motion, the action bar the one floating thing, kept on the next page', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    const page = await openPage(context, site.server.url + '/');
    const errors = collectErrors(page);
    const before = await page
      .locator('main p')
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(await floating(page)).toContain('快捷服务');
    await page.getByRole('button', { name: '无障碍', exact: true }).click();
    const care = page.getByRole('region', { name: '无障碍工具' }).getByRole('button', { name: '关怀模式' });
    await care.click();
    expect(await care.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');

    expect(
      await page
        .locator('main p')
        .first()
        .evaluate((p) => parseFloat(getComputedStyle(p).fontSize)),
    ).toBeCloseTo(before * 1.25, 0);
    expect(await bodyColour(page)).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(await smallTargets(page)).toEqual([]);
    expect(
      await page
        .locator('header a')
        .last()
        .evaluate((a) => getComputedStyle(a).transitionDuration),
    ).toBe('0s');
    // The widget's column is gone; the action bar stands at the bottom, at this width too.
    expect(await floating(page)).toEqual(['快捷服务']);

    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('zm-care');
    expect(await floating(page)).toEqual(['快捷服务']);
    expect(errors).toEqual([]);
  });

  it('opens the chat as a page of its own, its panel the width of the column', async () => {
    const context = await inCareMode(await site.browser.newContext({ viewport: DESKTOP }));
    const page = await openPage(context, site.server.url + '/product/TTS.html');
    await page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '在线咨询' }).click();
    await page.waitForURL('**/aiCs.html');
    await waitForHydration(page);
    const frame = await page.locator('main iframe').boundingBox();
    expect(frame!.width).toBeGreaterThan(1000);
    expect(frame!.height).toBeGreaterThan(600);
  });

  it('keeps a phone page as narrow as the screen, its targets 48 px and its action bar in place', async () => {
    const context = await inCareMode(await site.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true }));
    for (const path of FIVE_PAGES) {
      const page = await openPage(context, site.server.url + path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), path).toBe(true);
      expect(await smallTargets(page), path).toEqual([]);
      expect(await floating(page), path).toEqual(['快捷服务']);
      await page.close();
    }
  });

  it('honours a system that asks for more contrast and less motion, with no switch', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    const plain = await openPage(context, site.server.url + '/about.html');
    expect(await bodyColour(plain)).toBe('rgb(29, 33, 41)');
    const page = await context.newPage();
    await page.emulateMedia({ contrast: 'more', reducedMotion: 'reduce' });
    await page.goto(site.server.url + '/about.html');
    await waitForHydration(page);
    expect(await bodyColour(page)).toBe('rgb(0, 0, 0)');
    expect(
      await page
        .locator('header a')
        .last()
        .evaluate((a) => parseFloat(getComputedStyle(a).transitionDuration)),
    ).toBeLessThan(0.001);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('');
  });

  it.each(FIVE_PAGES.flatMap((path) => [DESKTOP.width, PHONE.width].map((width) => [path, width] as const)))(
    'leaves %s at %i px with no serious or critical axe violation',
    async (path, width) => {
      const context = await inCareMode(await site.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true }));
      const page = await openPage(context, site.server.url + path);
      await page.addScriptTag({ path: axeScript });
      const severe = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                context: Document,
                options: object,
              ) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }>;
            };
          }
        ).axe;
        const { violations } = await axe.run(document, { resultTypes: ['violations'] });
        return violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target) }));
      });
      expect(severe, JSON.stringify(severe)).toEqual([]);
    },
  );
});
