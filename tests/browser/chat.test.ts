import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HUMAN_SERVICE_TRIGGERS } from '../../shared/constants';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

const PLACEHOLDER = '问我关于公司产品的问题吧~';

describe.skipIf(skipBrowser)('the chat widget in Chromium', () => {
  const site = sharedSite();
  const faults = (settings: object | null) => site.faults(settings);

  async function openChat(path = '/product/TTS.html', viewport = { width: 1440, height: 900 }, context?: BrowserContext): Promise<Page> {
    const page = context ? await context.newPage() : await site.browser.newPage({ viewport });
    await page.goto(site.server.url + path);
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
    // Read every 100 ms until the answer stops streaming (data-end), however long a
    // loaded machine takes to stream it, rather than for a fixed second.
    do {
      lengths.add(((await answer.textContent()) ?? '').length);
      await page.waitForTimeout(100);
    } while ((await answer.getAttribute('data-end')) === 'streaming');
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

  it('keeps the partial answer with 可能出了点问题~ and 重新生成 when the answer breaks off mid-stream', async () => {
    await faults({ fault: 'drop' });
    const page = await openChat();
    await input(page).fill('介绍一下语音合成');
    await input(page).press('Enter');
    const answer = answers(page).first();
    await answer.getByText('可能出了点问题~').waitFor({ timeout: 10_000 });
    // The three events that came before the drop stay above the error line.
    expect(((await answer.textContent()) ?? '').replace('可能出了点问题~', '').length).toBeGreaterThan(0);
    await faults(null);
    await page.getByTestId('chat-turn').first().getByRole('button', { name: '重新生成' }).click();
    await expect.poll(() => answer.getAttribute('data-end'), { timeout: 15_000 }).toBe('done');
    expect(await answer.textContent()).not.toContain('可能出了点问题~');
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
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 800 } });
    await page.goto(site.server.url + '/');
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
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 800 } });
    await page.goto(site.server.url + '/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'AI小程序' }).hover();
    await page.getByAltText('AI小程序二维码').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: '公众号' }).focus();
    await page.getByAltText('公众号二维码').waitFor({ state: 'visible' });
    const qr = await page.request.get(site.server.url + '/qr/official-account.svg');
    expect(qr.headers()['content-type']).toContain('image/svg+xml');
    expect(await qr.text()).toContain('width="320" height="320"');
    await page.close();
  });

  it('embeds the chromeless chat panel in /aiCs.html as a 580×439 frame', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(site.server.url + '/aiCs.html');
    const frame = page.locator('iframe[title="星海智能客服对话窗口"]');
    const box = await frame.boundingBox();
    expect([box?.width, box?.height]).toEqual([580, 439]);
    expect(await frame.getAttribute('src')).toBe('/aiCs.html?embed=1&icsId=ics-prod-0001');
    const inner = page.frameLocator('iframe[title="星海智能客服对话窗口"]');
    await inner.getByPlaceholder(PLACEHOLDER).waitFor();
    expect(await inner.locator('header').count()).toBe(0);
    await page.close();
  });

  /** The site's open AI streams, from its metrics listener. */
  async function streamsOnSite(): Promise<number> {
    const text = await (await fetch(site.server.metricsUrl!)).text();
    return Number(/^ai_streams_active (\d+)$/m.exec(text)?.[1] ?? NaN);
  }

  /** The AI answers the mock upstream is writing now. */
  async function streamsUpstream(): Promise<number> {
    return ((await (await fetch(`${site.mock.url}/__mock/streams`)).json()) as { data: { active: number } }).data.active;
  }

  const toggle = (page: Page) => page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '联系咨询' });

  describe('kept across a reload', () => {
    it('shows the question and its answer again after a reload, and 新对话 clears both for good', async () => {
      const page = await openChat();
      await askAndWait(page, '介绍一下语音识别');
      await page.reload();
      await waitForHydration(page);
      await toggle(page).click();
      await expect.poll(() => page.getByTestId('chat-turn').first().textContent()).toContain('介绍一下语音识别');
      expect(await answers(page).first().getAttribute('data-end')).toBe('done');
      await page.getByRole('button', { name: '新对话' }).click();
      expect(await page.getByTestId('chat-turn').count()).toBe(0);
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('zm-chat')))).toEqual([]);
      await page.reload();
      await waitForHydration(page);
      await toggle(page).click();
      await input(page).waitFor();
      expect(await page.getByTestId('chat-turn').count()).toBe(0);
      await page.close();
    });

    it('shows an answer that was streaming at the reload as 回答已中断, with 重新生成', async () => {
      await faults({ tokenDelayMs: 200 });
      const page = await openChat();
      await input(page).fill('介绍一下数据大屏');
      await input(page).press('Enter');
      await expect.poll(async () => ((await answers(page).first().textContent()) ?? '').length, { timeout: 10_000 }).toBeGreaterThan(0);
      await page.reload();
      await waitForHydration(page);
      await toggle(page).click();
      const answer = answers(page).first();
      await answer.getByText('回答已中断').waitFor();
      await faults({ tokenDelayMs: 5 });
      await page.getByTestId('chat-turn').first().getByRole('button', { name: '重新生成' }).click();
      await expect.poll(() => answer.getAttribute('data-end'), { timeout: 15_000 }).toBe('done');
      expect(await answer.textContent()).toContain('数据大屏');
      await page.close();
    });
  });

  describe('停止生成', () => {
    it('stops the text at once, marks it 已停止, closes the stream and takes the next question at once', async () => {
      const TOKEN_DELAY_MS = 100;
      await faults({ tokenDelayMs: TOKEN_DELAY_MS });
      const page = await openChat();
      await input(page).fill('介绍一下语音合成');
      await input(page).press('Enter');
      const answer = answers(page).first();
      await expect.poll(async () => ((await answer.textContent()) ?? '').length, { timeout: 10_000 }).toBeGreaterThan(5);
      const stop = page.getByRole('button', { name: '停止生成' });
      await stop.click();
      const stoppedText = await answer.locator('div').first().textContent();
      // Ten pieces' time: an answer still streaming would have grown by then.
      await page.waitForTimeout(TOKEN_DELAY_MS * 10);
      expect(await answer.locator('div').first().textContent()).toBe(stoppedText);
      await answer.getByText('已停止').waitFor();
      await expect.poll(streamsOnSite, { timeout: 5000 }).toBe(0);
      await expect.poll(streamsUpstream, { timeout: 5000 }).toBe(0);
      await faults({ tokenDelayMs: 5 });
      await input(page).fill('数据大屏能做什么？');
      await input(page).press('Enter');
      await expect.poll(() => page.getByTestId('chat-turn').count()).toBe(2);
      expect(await page.getByText('智能客服正在回答中~').count()).toBe(0);
      await page.close();
    });

    it('leaves no stream open, on the site or upstream, after 停止生成 and 发送 in quick turns', async () => {
      await faults({ tokenDelayMs: 50 });
      const page = await openChat();
      for (let turn = 0; turn < 6; turn++) {
        await input(page).fill(turn % 2 ? '介绍一下语音合成' : '数据大屏能做什么？');
        await input(page).press('Enter');
        await page.getByRole('button', { name: '停止生成' }).click();
      }
      expect(await page.getByTestId('chat-turn').count()).toBe(6);
      await expect.poll(streamsOnSite, { timeout: 5000 }).toBe(0);
      await expect.poll(streamsUpstream, { timeout: 5000 }).toBe(0);
      await page.close();
    });
  });

  describe('actions on a finished answer', () => {
    it('copies the answer as plain text with 复制, which reads 已复制, the AI label after it', async () => {
      const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await openChat('/product/TTS.html', undefined, context);
      const answer = await askAndWait(page, '语音合成支持哪些音色？');
      const turn = page.getByTestId('chat-turn').first();
      await turn.getByRole('button', { name: '复制' }).click();
      await turn.getByRole('button', { name: '已复制' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('语音合成');
      expect(copied).not.toContain('**');
      // The answer first; the label line and the page's address follow (tests/browser/aiLabels.test.ts).
      expect(copied.startsWith(`${((await answer.locator('div').first().innerText()) ?? '').trim()}\n\n内容由人工智能生成`)).toBe(true);
      await context.close();
    });

    it('sends one /log record of chat_feedback for 没帮助, from the keyboard, with no text of the conversation', async () => {
      const page = await openChat();
      const records: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/log' && (r.postData() ?? '').includes('chat_feedback')) records.push(r.postData()!);
      });
      await askAndWait(page, '介绍一下语音识别');
      const turn = page.getByTestId('chat-turn').first();
      const down = turn.getByRole('button', { name: '没帮助' });
      await down.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => records.length, { timeout: 10_000 }).toBe(1);
      const record = JSON.parse(records[0]!) as { actionInfo: unknown };
      expect(record.actionInfo).toEqual({ type: 'chat_feedback', value: 'down', messageIndex: 0 });
      const answerText = (await answers(page).first().textContent()) ?? '';
      expect(records[0]).not.toContain('介绍一下语音识别');
      expect(records[0]).not.toContain(answerText.slice(0, 12));
      expect(await down.getAttribute('aria-pressed')).toBe('true');
      await turn.getByText('感谢您的反馈').waitFor();
      // Once per answer: another choice is not taken, and nothing more is sent.
      // (Pressed, as Playwright waits forever to click what says it is aria-disabled.)
      for (const name of ['有帮助', '没帮助']) {
        await turn.getByRole('button', { name }).focus();
        await page.keyboard.press('Enter');
      }
      await page.waitForTimeout(1000);
      expect(records).toHaveLength(1);
      expect(await down.getAttribute('aria-pressed')).toBe('true');
      await page.close();
    });

    it('links a product the answer names to its page, navigating on the client with the chat open', async () => {
      const page = await openChat('/');
      await askAndWait(page, '语音合成支持哪些音色？');
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await page
        .getByTestId('chat-turn')
        .first()
        .getByRole('link', { name: /语音合成.*查看产品/ })
        .click();
      await page.waitForURL('**/product/TTS.html');
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      expect(await input(page).isVisible()).toBe(true);
      await page.close();
    });
  });

  describe('noticed', () => {
    it('counts an answer that finished while the chat was closed on 联系咨询, visibly and aloud, until it opens', async () => {
      await faults({ tokenDelayMs: 40 });
      const page = await openChat();
      await input(page).fill('介绍一下语音合成');
      await input(page).press('Enter');
      await page.getByRole('button', { name: '关闭对话' }).click();
      const badge = toggle(page).getByTestId('chat-unread');
      await badge.waitFor({ timeout: 15_000 });
      expect(await badge.textContent()).toBe('1');
      expect(await badge.isVisible()).toBe(true);
      expect(await toggle(page).textContent()).toContain('1条新回复');
      expect(await page.locator('[aria-live="polite"]', { hasText: '智能客服有1条新回复' }).count()).toBe(1);
      await toggle(page).click();
      await input(page).waitFor();
      expect(await badge.count()).toBe(0);
      await page.close();
    });

    it('announces each finished answer once, politely, and not piece by piece', async () => {
      await faults({ tokenDelayMs: 40 });
      const page = await openChat();
      const announcer = page.getByTestId('chat-announcer');
      expect(await announcer.getAttribute('aria-live')).toBe('polite');
      await input(page).fill('介绍一下语音合成');
      await input(page).press('Enter');
      await expect.poll(async () => ((await answers(page).first().textContent()) ?? '').length).toBeGreaterThan(5);
      expect(await announcer.textContent()).toBe('');
      await page.locator('[data-testid="chat-messages"][aria-busy="false"]').waitFor({ timeout: 15_000 });
      await expect.poll(() => announcer.textContent()).toContain('智能客服回答：');
      expect(await announcer.textContent()).toContain('语音合成');
      await page.close();
    });

    it('closes on Escape and gives the focus back to 联系咨询', async () => {
      const page = await openChat();
      await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await input(page).waitFor({ state: 'hidden' });
      expect(await toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
      await page.close();
    });

    it('opens as a full-screen sheet at 375 px, with a 44 px close control and the focus kept inside', async () => {
      const page = await site.browser.newPage({ viewport: { width: 375, height: 812 } });
      await page.goto(site.server.url + '/product/TTS.html');
      await waitForHydration(page);
      const opener = page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '在线咨询' });
      await opener.click();
      const chat = page.getByRole('dialog', { name: '星海智能客服' });
      await input(page).waitFor();
      expect(await chat.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
      const close = await chat.getByRole('button', { name: '关闭对话' }).boundingBox();
      expect(close!.width).toBeGreaterThanOrEqual(44);
      expect(close!.height).toBeGreaterThanOrEqual(44);
      // The composer sits inside the screen, at its foot.
      const composer = await input(page).boundingBox();
      expect(composer!.y + composer!.height).toBeLessThanOrEqual(812);
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
        expect(await chat.evaluate((el) => el.contains(document.activeElement)), `after ${i + 1} presses`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await chat.waitFor({ state: 'hidden' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.close();
    });

    it('cuts a paste of 100,000 characters to 2000 with the length message, and stays responsive', async () => {
      const page = await openChat();
      await input(page).fill('问'.repeat(100_000));
      await page.getByText('问题内容过长，请精简到2000字以内').waitFor();
      expect((await input(page).inputValue()).length).toBe(2000);
      // The page still answers at once: a frame is drawn, the question goes.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await input(page).press('Enter');
      await expect.poll(() => page.getByTestId('chat-turn').count()).toBe(1);
      await page.close();
    });

    it('says 请输入要咨询的问题 for an empty question, and sends nothing', async () => {
      const page = await openChat();
      await page.getByRole('button', { name: '发送' }).click();
      await page.getByText('请输入要咨询的问题').waitFor();
      expect(await page.getByTestId('chat-turn').count()).toBe(0);
      await page.close();
    });
  });
});
