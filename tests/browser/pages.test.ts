import { describe, expect, it } from 'vitest';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

describe.skipIf(skipBrowser)('the pages in Chromium', () => {
  const site = sharedSite();

  it('switches the home product tabs by click and by arrow key', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    const tabs = page.getByRole('tablist', { name: '产品矩阵分组' });
    const panel = page.getByRole('tabpanel');
    await expect(panel.textContent()).resolves.toContain('全网热搜');
    await tabs.getByRole('tab', { name: '智能工具' }).click();
    expect(await tabs.getByRole('tab', { name: '智能工具' }).getAttribute('aria-selected')).toBe('true');
    await expect(panel.textContent()).resolves.toContain('语音合成');
    await page.keyboard.press('ArrowRight');
    expect(await tabs.getByRole('tab', { name: '智能生态' }).getAttribute('aria-selected')).toBe('true');
    await expect(panel.textContent()).resolves.toContain('数据大屏');
    await page.close();
  });

  it('plays the brand video in its dialog and stops it on close (button and Escape)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /观看品牌视频/ }).click();
    const video = page.locator('dialog video, [role="dialog"] video');
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[role="dialog"] video');
      return v !== null && v.currentTime > 0.2 && !v.paused;
    });
    expect(await video.getAttribute('controls')).not.toBeNull();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    expect(await video.count()).toBe(0);
    await page.getByRole('button', { name: /观看品牌视频/ }).click();
    await video.waitFor();
    await page.keyboard.press('Escape');
    await video.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pages the documentation list and opens a document at its own URL', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(site.server.url + '/docCenter.html');
    await waitForHydration(page);
    const list = page.getByTestId('doc-list');
    const firstPage = await list.textContent();
    await page.getByRole('navigation', { name: '文档分页' }).getByRole('link', { name: '第2页' }).click();
    await page.waitForURL((url) => url.search === '?page=2');
    await expect.poll(() => list.textContent()).not.toBe(firstPage);
    await page
      .getByRole('navigation', { name: '文档分类' })
      .getByRole('link', { name: /API接口/ })
      .click();
    await page.waitForURL((url) => url.search === '?category=3');
    // The old list stays up until the new one has arrived (a transition): wait for it.
    // 'API接口' once every document shown is of that category; until then what the list shows, so a
    // failure says whether the list was stale, empty or an error. Each document's category is its
    // meta line (a span beside the title; the icon's badge is a span too, with no text). An empty
    // list is not the new one: the check passed on the loading state, and failed whenever the
    // new list was already there at the first look.
    await expect
      .poll(async () => {
        const categories = await list.locator('a div > span').allTextContents();
        return categories.length > 0 && categories.every((m) => m.startsWith('API接口')) ? 'API接口' : ((await list.textContent()) ?? '').slice(0, 200);
      })
      .toBe('API接口');
    const title = (await list.locator('h2').first().textContent())!;
    await list.locator('a').first().click();
    await page.waitForURL(/docCenter\.html\?doc=\d+$/);
    await page.locator('article h1', { hasText: title }).waitFor();
    // The detail is linkable: a fresh load renders it on the server.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(title);
    await page.close();
  });

  it.each([
    ['test.zhimei.example', 'ics-test-0001'],
    ['www.zhimei.example', 'ics-prod-0001'],
  ])('embeds the chat frame at 580×439 with the icsId for %s', async (host, icsId) => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://${host}:${new URL(site.server.url).port}/aiCs.html`);
    const frame = page.locator('iframe[title="星海智能客服对话窗口"]');
    const box = await frame.boundingBox();
    expect([box?.width, box?.height]).toEqual([580, 439]);
    expect(new URL((await frame.getAttribute('src')) ?? '', 'http://x').searchParams.get('icsId')).toBe(icsId);
    await page.close();
  });
});
