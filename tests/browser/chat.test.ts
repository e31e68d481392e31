import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SIGNING_KEY } from '../../mock-upstream/devKey';
import { HUMAN_SERVICE_TRIGGERS } from '../../shared/constants';
import { startMockUpstream } from '../serverProcess';
import { collectErrors, launchBrowser, skipBrowser, startServer, waitForHydration, type RunningServer } from './harness';

const PLACEHOLDER = '问我关于公司产品的问题吧~';

describe.skipIf(skipBrowser)('the chat widget in Chromium', () => {
  let mock: RunningServer;
  let server: RunningServer;
  let browser: Browser;

  const faults = (settings: object | null) =>
    fetch(`${mock.url}/__mock/faults`, {
      method: settings ? 'POST' : 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: settings ? JSON.stringify(settings) : undefined,
    });

  beforeAll(async () => {
    mock = await startMockUpstream({ AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY, MOCK_TOKEN_DELAY_MS: '5' });
    [server, browser] = await Promise.all([startServer({ UPSTREAM_URL: mock.url, AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY }), launchBrowser()]);
  });
  afterEach(() => faults(null));
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mock?.stop();
  });

  async function openChat(path = '/product/TTS.html', viewport = { width: 1440, height: 900 }): Promise<Page> {
    const page = await browser.newPage({ viewport });
    await page.goto(server.url + path);
    await waitForHydration(page);
    await page.getByRole('button', { name: '联系咨询' }).click();
    await page.getByPlaceholder(PLACEHOLDER).waitFor();
    return page;
  }

  const answers = (page: Page) => page.getByTestId('chat-answer');
  const input = (page: Page) => page.getByPlaceholder(PLACEHOLDER);

  async function askAndWait(page: Page, text: string) {
    const before = await answers(page).count();
    await input(page).fill(text);
    await input(page).press('Enter');
    await expect.poll(() => answers(page).count()).toBe(before + 1);
    await page.locator('[data-testid="chat-messages"][aria-busy="false"]').waitFor();
    return answers(page).nth(before);
  }

  it('streams an answer that visibly grows, about the product asked for, with no console error', async () => {
    await faults({ tokenDelayMs: 40 });
    const page = await openChat();
    const errors = collectErrors(page);
    await input(page).fill('语音合成支持哪些音色？');
    await input(page).press('Enter');
    const answer = answers(page).first();
    const lengths = new Set<number>();
    for (let i = 0; i < 12; i++) {
      lengths.add(((await answer.textContent()) ?? '').length);
      await page.waitForTimeout(100);
    }
    expect(lengths.size).toBeGreaterThanOrEqual(4);
    await expect.poll(() => answer.locator('a[href="/product/TTS.html"]').count(), { timeout: 15_000 }).toBe(1);
    expect(await answer.textContent()).toContain('语音合成');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('warns instead of sending when Enter is pressed while an answer streams', async () => {
    await faults({ tokenDelayMs: 60 });
    const page = await openChat();
    await input(page).fill('介绍一下数据大屏');
    await input(page).press('Enter');
    await answers(page).first().waitFor();
    await input(page).fill('再问一个问题');
    await input(page).press('Enter');
    await page.getByText('智能客服正在回答中~').waitFor();
    expect(await page.getByTestId('chat-turn').count()).toBe(1);
    expect(await input(page).inputValue()).toBe('再问一个问题');
    // Clicking the warning is not a click outside the chat: the chat stays open.
    await page.getByText('智能客服正在回答中~').click();
    expect(await input(page).isVisible()).toBe(true);
    await page.close();
  });

  it('lets the next question through once an answer has finished', async () => {
    const page = await openChat();
    await askAndWait(page, '介绍一下语音识别');
    await askAndWait(page, '数据大屏能做什么？');
    expect(await page.getByTestId('chat-turn').count()).toBe(2);
    await page.close();
  });

  it('adds a line with Alt+Enter, grows to 8 rows at most, and never sends an empty input', async () => {
    const page = await openChat();
    await input(page).fill('第一行');
    await input(page).press('Alt+Enter');
    await input(page).type('第二行');
    expect(await input(page).inputValue()).toBe('第一行\n第二行');
    expect(await input(page).getAttribute('rows')).toBe('2');
    await input(page).fill(Array.from({ length: 12 }, (_, i) => `第${i + 1}行`).join('\n'));
    expect(await input(page).getAttribute('rows')).toBe('8');
    await input(page).fill('   ');
    await input(page).press('Enter');
    expect(await page.getByTestId('chat-turn').count()).toBe(0);
    await page.close();
  });

  it('shows the visitor text without its HTML tags', async () => {
    const page = await openChat();
    await askAndWait(page, '<b>你好</b><img src=x onerror="window.hacked=1">');
    expect(await page.getByTestId('chat-turn').first().textContent()).toContain('你好');
    expect(await page.locator('[data-testid="chat-turn"] img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await page.close();
  });

  it('answers each human-service phrase and the 人工服务 button with the WeChat QR', async () => {
    const page = await openChat();
    for (const phrase of HUMAN_SERVICE_TRIGGERS) {
      const answer = await askAndWait(page, phrase);
      expect(await answer.locator('img[alt="专属微信客服二维码"]').count(), phrase).toBe(1);
    }
    const before = await answers(page).count();
    await page.getByRole('button', { name: '人工服务' }).click();
    await expect.poll(() => answers(page).count()).toBe(before + 1);
    await answers(page).nth(before).locator('img[alt="专属微信客服二维码"]').waitFor();
    await answers(page).nth(before).getByRole('button', { name: '放大专属微信客服二维码' }).click();
    const dialog = page.getByRole('dialog', { name: '专属微信客服' });
    await dialog.getByText('扫码咨询').waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('loads new suggested questions with 换一换, and sends one when clicked', async () => {
    const page = await openChat();
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/prompt/listIcs') && asked.push(r.url()));
    const list = page.getByRole('list', { name: '推荐问题' });
    const suggestions = list.getByRole('button');
    await suggestions.first().waitFor();
    const firstSet = await list.textContent();
    await page.getByRole('button', { name: '换一换' }).click();
    await expect.poll(() => asked.length).toBe(1);
    await expect.poll(() => list.textContent()).not.toBe(firstSet);
    const question = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    await expect.poll(() => page.getByTestId('chat-turn').first().textContent()).toContain(question);
    await page.close();
  });

  it('shows 可能出了点问题~ when the AI service fails', async () => {
    await faults({ fault: 'fail' });
    const page = await openChat();
    await input(page).fill('你好');
    await input(page).press('Enter');
    await answers(page).first().getByText('可能出了点问题~').waitFor();
    await page.close();
  });

  it('ends with 可能出了点问题~ when the answer breaks off mid-stream', async () => {
    await faults({ fault: 'drop' });
    const page = await openChat();
    await input(page).fill('介绍一下语音合成');
    await input(page).press('Enter');
    await answers(page).first().getByText('可能出了点问题~').waitFor({ timeout: 10_000 });
    await page.close();
  });

  it('keeps the scroll position while the visitor has scrolled up', async () => {
    await faults({ tokenDelayMs: 50 });
    const page = await openChat('/product/TTS.html', { width: 1440, height: 700 });
    await askAndWait(page, '人工');
    await input(page).fill('介绍一下AI一体机');
    await input(page).press('Enter');
    const list = page.getByTestId('chat-messages');
    await page.waitForTimeout(400);
    await list.hover();
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(200);
    const held = await list.evaluate((el) => el.scrollTop);
    const grownFrom = await list.evaluate((el) => el.scrollHeight);
    await page.waitForTimeout(1200);
    expect(await list.evaluate((el) => el.scrollHeight)).toBeGreaterThan(grownFrom);
    expect(await list.evaluate((el) => el.scrollTop)).toBe(held);
    await page.close();
  });

  it('closes the chat box on a click outside it', async () => {
    const page = await openChat();
    await page.mouse.click(200, 500);
    await input(page).waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: '联系咨询' }).getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('shows 回到顶部 only past 600 px and scrolls smoothly back to the top', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 800 } });
    await page.goto(server.url + '/');
    await waitForHydration(page);
    const top = page.getByRole('button', { name: '回到顶部' });
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForTimeout(100);
    expect(await top.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await top.waitFor();
    await top.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });

  it('shows the AI小程序 and 公众号 QR codes on hover', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 800 } });
    await page.goto(server.url + '/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'AI小程序' }).hover();
    await page.getByAltText('AI小程序二维码').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: '公众号' }).focus();
    await page.getByAltText('公众号二维码').waitFor({ state: 'visible' });
    const qr = await page.request.get(server.url + '/qr/official-account.svg');
    expect(qr.headers()['content-type']).toContain('image/svg+xml');
    expect(await qr.text()).toContain('width="320" height="320"');
    await page.close();
  });

  it('embeds the chromeless chat panel in /aiCs.html as a 580×439 frame', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(server.url + '/aiCs.html');
    const frame = page.locator('iframe[title="星海智能客服对话窗口"]');
    const box = await frame.boundingBox();
    expect([box?.width, box?.height]).toEqual([580, 439]);
    expect(await frame.getAttribute('src')).toBe('/aiCs.html?embed=1&icsId=ics-prod-0001');
    const inner = page.frameLocator('iframe[title="星海智能客服对话窗口"]');
    await inner.getByPlaceholder(PLACEHOLDER).waitFor();
    expect(await inner.locator('header').count()).toBe(0);
    await page.close();
  });
});
