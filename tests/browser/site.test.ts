import type { BrowserContext } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentTitle, findPageRoute } from '../../shared/navigation';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

describe.skipIf(skipBrowser)('the site in Chromium', () => {
  const site = sharedSite();
  let desktop: BrowserContext;

  beforeEach(async () => {
    desktop = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
  });

  it('renders in standards mode and hydrates with no console error or warning', async () => {
    const page = await desktop.newPage();
    const errors = collectErrors(page);
    for (const path of ['/', '/product/TTS.html', '/aiStudio/AI-Video-Studio.html', '/docCenter.html']) {
      await page.goto(site.server.url + path);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the footer's filing line and the home page's partners and cases as the server sent them, then hydrates them from chunks of their own", async () => {
    const page = await desktop.newPage();
    const errors = collectErrors(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    // Any node React takes out of the server's HTML: a hydration that failed would render these parts again.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedText: removed });
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) removed.push(node.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    const loaded = async (code: RegExp) => (await Promise.all(scripts)).some((text) => code.test(text));
    // Each part's chunk, by what only it holds: the 12377 link, the partners' list name, the cases' sector icons.
    for (const part of [/中央网信办举报中心/, /合作伙伴与客户/, /媒体:"newspaper"/]) {
      await expect.poll(() => loaded(part), { timeout: 10_000 }).toBe(true);
    }
    await expect(page.getByRole('link', { name: /中央网信办举报中心 12377/ }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('list', { name: '合作伙伴与客户' }).isVisible()).resolves.toBe(true);
    const removed = await page.evaluate(() => (window as unknown as { removedText: string[] }).removedText);
    expect(removed.filter((text) => /12377|合作伙伴|客户案例/.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates a page served from the page cache under its hash-based policy, and styles what loads later', async () => {
    const page = await desktop.newPage();
    const errors = collectErrors(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    let cache = '';
    for (let attempt = 0; attempt < 20 && cache !== 'hit'; attempt += 1) {
      const response = await page.goto(site.server.url + '/product/ASR.html');
      cache = (await response?.headerValue('x-page-cache')) ?? '';
    }
    expect(cache).toBe('hit');
    await waitForHydration(page);
    // The chat box is a lazy chunk: its styles are added by styled-components at run time.
    await page.getByRole('button', { name: '联系咨询' }).click();
    const panel = page.getByRole('dialog', { name: /智能客服/ });
    await panel.waitFor({ state: 'visible' });
    expect(await panel.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(await panel.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the hover menus with the mouse and with the keyboard', async () => {
    const page = await desktop.newPage();
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    const nav = page.locator('nav[aria-label="主导航"]');
    const tts = nav.getByRole('link', { name: '语音合成' });
    await expect(tts.isVisible()).resolves.toBe(false);
    await nav.getByRole('button', { name: '产品矩阵' }).hover();
    await tts.waitFor({ state: 'visible' });

    await page.mouse.move(5, 600);
    await tts.waitFor({ state: 'hidden' });
    const studio = nav.getByRole('button', { name: 'AI工作室' });
    await studio.focus();
    await page.keyboard.press('Enter');
    expect(await studio.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: /AI视频工作室/ }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    expect(await studio.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('AI工作室');
    await page.close();
  });

  it('navigates on the client without reloading, updating the title, description and active item', async () => {
    const page = await desktop.newPage();
    const errors = collectErrors(page);
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const nav = page.locator('nav[aria-label="主导航"]');
    await nav.getByRole('button', { name: '产品矩阵' }).hover();
    await nav.getByRole('link', { name: '语音合成' }).click();
    await page.waitForURL('**/product/TTS.html');
    const route = findPageRoute('/product/TTS.html')!;
    await page.waitForFunction((title) => document.title === title, documentTitle(route));
    expect(await page.locator('h1').textContent()).toBe(route.heading);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(route.description);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await nav.getByRole('button', { name: '产品矩阵' }).evaluate((b) => getComputedStyle(b).color)).toBe('rgb(26, 92, 255)');

    await nav.getByRole('link', { name: '关于我们' }).click();
    await page.waitForURL('**/about.html');
    // A new page kind waits for its chunk inside a transition, keeping the old page meanwhile.
    await page.locator('h1', { hasText: findPageRoute('/about.html')!.heading }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes anchor items to the home page first, then scrolls to their section', async () => {
    const page = await desktop.newPage();
    await page.goto(site.server.url + '/about.html');
    await waitForHydration(page);
    await page.locator('nav[aria-label="主导航"]').getByRole('link', { name: '客户案例' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#cases');
    await page.waitForFunction(() => {
      const top = document.getElementById('cases')?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 300 && top >= 0 && top < 120;
    });
    await page.close();
  });

  it('shows the full layout and content with JavaScript disabled', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.server.url + '/product/ASR.html');
    const route = findPageRoute('/product/ASR.html')!;
    expect(await page.locator('h1').textContent()).toBe(route.heading);
    expect(await page.locator('main').textContent()).toContain(route.intro);
    expect(await page.locator('header').evaluate((h) => getComputedStyle(h).position)).toBe('sticky');
    await expect(page.locator('footer').textContent()).resolves.toContain('版权所有');
    // The hover menu still opens through CSS alone.
    const nav = page.locator('nav[aria-label="主导航"]');
    await nav.getByRole('button', { name: '产品矩阵' }).hover();
    await nav.getByRole('link', { name: '数据大屏' }).waitFor({ state: 'visible' });
    await context.close();
  });

  it("sends one page-view record on load, with the browser's time zone (read in a worker)", async () => {
    const context = await site.browser.newContext({ timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/log');
    await page.goto(site.server.url + '/');
    const record = JSON.parse((await sent).postData() ?? '{}');
    expect(record.locationInfo.timezone).toBe('Asia/Shanghai');
    expect(record.pageInfo.pageSubType).toBe('home_page');
    // The first Intl.DateTimeFormat is a long task on a phone: it runs off the main thread.
    expect(paths).toContain('/time-zone-worker.js');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown address with a 404 page', async () => {
    const page = await desktop.newPage();
    const response = await page.goto(site.server.url + '/no/such/page.html');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('页面未找到');
    await page.close();
  });

  it('breaks a hero heading on a phone between the name and its phrase, never inside the phrase', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(site.server.url + '/product/TTS.html');
    // The <h1>'s text line by line: its characters grouped by the top of their boxes.
    const lines = await page.locator('h1').evaluate((h1) => {
      const text = h1.firstChild as Text;
      const range = document.createRange();
      const byTop = new Map<number, string>();
      [...text.data].forEach((char, i) => {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        byTop.set(top, (byTop.get(top) ?? '') + char);
      });
      return [...byTop.values()].map((line) => line.trim());
    });
    expect(lines).toEqual(['语音合成 ·', '让文字开口说话']);
    await context.close();
  });

  it('fits a 375 px phone and opens the phone menu', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByLabel('菜单').click();
    const phoneNav = page.locator('nav[aria-label="移动端导航"]');
    await phoneNav.getByRole('link', { name: '政务服务' }).click();
    await page.waitForURL('**/gov.html');
    expect(await phoneNav.isVisible()).toBe(false);
    await context.close();
  });
});
