/**
 * The AI labels a visitor sees and takes away (issue 36): the chat's label with the model's
 * filing number, in view at a phone's and a desktop's width; each answer's AI生成 badge, its
 * content id in the page and in 投诉举报's link; the label in what 复制 copies and in what
 * 下载对话 saves. Screenshots of the open chat go to the system's temp directory.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_ID_PARAM, COMPLAINT_PATH } from '../../shared/complaintLink';
import { DEMO_FILINGS } from '../../shared/demoFilings';
import { sharedSite, skipBrowser, waitForHydration } from './harness';

const PLACEHOLDER = '问我关于公司产品的问题吧~';
const MODEL = DEMO_FILINGS.genai[0]!;
const LABEL_LINE = `内容由人工智能生成 · ${MODEL.model} · ${MODEL.number}（示例）`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

describe.skipIf(skipBrowser)('the AI labels in Chromium', () => {
  const site = sharedSite();

  /** The chat opened the way a visitor at this width opens it, with one finished answer. */
  async function chatWithAnswer(context: BrowserContext, phone: boolean): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${site.server.url}/product/TTS.html`);
    await waitForHydration(page);
    const opener = phone
      ? page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '在线咨询' })
      : page.getByRole('button', { name: '联系咨询' });
    await opener.click();
    const input = page.getByPlaceholder(PLACEHOLDER);
    await input.fill('语音合成支持哪些音色？');
    await input.press('Enter');
    await page.locator('[data-testid="chat-answer"][data-end="done"]').waitFor();
    await page.locator('[data-testid="chat-messages"][aria-busy="false"]').waitFor();
    return page;
  }

  /** The element is inside the window and inside the panel, not scrolled out of either. */
  async function inView(page: Page, testId: string): Promise<boolean> {
    const [box, panel] = await Promise.all([page.getByTestId(testId).boundingBox(), page.getByTestId('chat-panel').boundingBox()]);
    const viewport = page.viewportSize()!;
    return (
      !!box &&
      !!panel &&
      box.height > 0 &&
      box.y >= Math.max(0, panel.y) &&
      box.y + box.height <= Math.min(viewport.height, panel.y + panel.height) &&
      box.x >= 0 &&
      box.x + box.width <= viewport.width
    );
  }

  for (const [name, options, phone] of [
    ['375', PHONE, true],
    ['1440', DESKTOP, false],
  ] as const) {
    it(`shows the label with the model's filing number at ${name} px, the answer's badge, content id and 投诉举报`, async () => {
      const context = await site.browser.newContext(options);
      const page = await chatWithAnswer(context, phone);
      const label = page.getByTestId('chat-ai-label');
      expect(await label.innerText()).toContain('内容由人工智能生成');
      expect(await label.innerText()).toContain(MODEL.model);
      expect(await label.innerText()).toContain(MODEL.number);
      expect(await label.getByRole('link').getAttribute('href')).toBe('https://beian.cac.gov.cn/');
      expect(await inView(page, 'chat-ai-label')).toBe(true);
      // Still in view once the conversation has scrolled to its end.
      await page.getByTestId('chat-messages').evaluate((list) => list.scrollTo(0, list.scrollHeight));
      expect(await inView(page, 'chat-ai-label')).toBe(true);
      // The footer's link stays as it was.
      expect(await page.getByRole('link', { name: '内容由AI生成，仅供参考' }).getAttribute('href')).toBe('/chat-agreement.html');

      const answer = page.getByTestId('chat-answer').first();
      const contentId = await answer.getAttribute('data-content-id');
      expect(contentId).toMatch(UUID);
      const turn = page.getByTestId('chat-turn').first();
      const badge = turn.getByTestId('ai-badge');
      expect(await badge.isVisible()).toBe(true);
      expect(await badge.innerText()).toContain('AI生成');
      expect(await badge.textContent()).toContain('本回答由人工智能生成');
      const report = turn.getByRole('link', { name: '投诉举报' });
      expect(await report.getAttribute('href')).toBe(`${COMPLAINT_PATH}?${CONTENT_ID_PARAM}=${contentId}`);
      expect(await report.getAttribute('target')).toBe('_blank');
      // The id is kept with the conversation across a reload.
      expect(await page.evaluate(() => sessionStorage.getItem('zm-chat:v1'))).toContain(contentId!);
      await page.screenshot({ path: path.join(os.tmpdir(), `ailabel-chat-${name}.png`) });
      await context.close();
    });
  }

  it("copies an answer with the label line and the page's address", async () => {
    const context = await site.browser.newContext({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await chatWithAnswer(context, false);
    const turn = page.getByTestId('chat-turn').first();
    await turn.getByRole('button', { name: '复制' }).click();
    await turn.getByRole('button', { name: '已复制' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const answer = (await page.getByTestId('chat-answer').first().locator('div').first().innerText()).trim();
    expect(copied).toBe(`${answer}\n\n${LABEL_LINE}\n${site.server.url}/product/TTS.html`);
    await context.close();
  });

  it("downloads the conversation starting with the label, with each turn and the answer's content id", async () => {
    const context = await site.browser.newContext({ ...DESKTOP, acceptDownloads: true });
    const page = await chatWithAnswer(context, false);
    const contentId = await page.getByTestId('chat-answer').first().getAttribute('data-content-id');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载对话' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^星海智能客服对话记录-\d{8}-\d{4}\.md$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\n')[0]).toBe(LABEL_LINE);
    expect(text).toContain('## 问 1\n\n语音合成支持哪些音色？');
    expect(text).toContain('## 答 1');
    expect(text).toContain(`内容标识：${contentId}`);
    await context.close();
  });

  it('shows 算法与生成式AI服务公示 on /product/TTS.html with its filing number at 375 and 1440 px', async () => {
    for (const [name, options] of [
      ['375', PHONE],
      ['1440', DESKTOP],
    ] as const) {
      const context = await site.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${site.server.url}/product/TTS.html`);
      const section = page.locator('#ai-filings');
      await section.scrollIntoViewIfNeeded();
      expect(await section.getByRole('heading', { name: '算法与生成式AI服务公示' }).isVisible()).toBe(true);
      expect(await section.innerText()).toContain(DEMO_FILINGS.algorithms.TTS!);
      const { width } = (await section.boundingBox())!;
      expect(width).toBeLessThanOrEqual(options.viewport!.width);
      await section.screenshot({ path: path.join(os.tmpdir(), `ailabel-notice-${name}.png`) });
      await context.close();
    }
  });

  it('leaves the open chat with its label, badge and 投诉举报 free of serious or critical axe violations at 375 and 1440 px', async () => {
    for (const [options, phone] of [
      [PHONE, true],
      [DESKTOP, false],
    ] as const) {
      const context = await site.browser.newContext({ ...options, bypassCSP: true });
      const page = await chatWithAnswer(context, phone);
      await page.addScriptTag({ path: axeScript });
      const violations = await page.evaluate(async () => {
        type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };
        const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: Violation[] }> } }).axe;
        const result = await axe.run(document.querySelector('[data-testid="chat-panel"]')!, { resultTypes: ['violations'] });
        return result.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.slice(0, 3).map((n) => n.target) }));
      });
      await context.close();
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe, JSON.stringify(severe, null, 1)).toEqual([]);
    }
  });
});
