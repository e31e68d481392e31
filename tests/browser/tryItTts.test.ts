/**
 * 语音合成's try-it panel in a browser (client/demos/TtsPanel.tsx), at 375 and 1440 px: a
 * preset script is synthesized and plays to its end, 下载 gives the file with the AI label in
 * its metadata, free text over the anonymous limit is refused with 免费试用, and without
 * JavaScript the same form posts to the page and comes back with the audio. Screenshots go
 * to /tmp for a person to look at.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AI_AUDIO_LABEL_TEXT } from '../../shared/aiLabel';
import { DEMO_MESSAGES, DEMO_PAGES, TTS_LIMITS, TTS_PRESETS } from '../../shared/demos';
import { collectErrors, sharedSite, skipBrowser, waitForHydration } from './harness';

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
/** Synthesis runs upstream in real time, and the fastest preset plays for some 3 s: far under this. */
const PLAYED_WITHIN_MS = 30_000;
const flash = TTS_PRESETS.find((preset) => preset.id === 'flash')!;

describe.skipIf(skipBrowser)('语音合成 on its page', () => {
  const site = sharedSite();

  async function open(options: BrowserContextOptions): Promise<{ page: Page; errors: string[] }> {
    site.context = await site.browser.newContext(options);
    const page = await site.context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.server.url + DEMO_PAGES.tts.path);
    if (options.javaScriptEnabled !== false) {
      await waitForHydration(page);
      await page.locator('#try').scrollIntoViewIfNeeded();
      await page.locator('#try [data-hydrated]').waitFor();
    }
    return { page, errors };
  }

  it.each([
    ['375', PHONE],
    ['1440', DESKTOP],
  ])('at %s px plays a preset script to its end, labelled as made by AI, and 下载 gives the file with the label in it', async (width, options) => {
    const { page, errors } = await open(options);
    await page.getByRole('button', { name: flash.title }).click();
    expect(await page.getByLabel('合成文本').inputValue()).toBe(flash.text);
    await page.getByLabel('语速').fill(String(TTS_LIMITS.speed.max));
    await page.getByRole('button', { name: '生成音频' }).click();

    const player = page.locator('#try audio');
    await player.waitFor();
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.ended), { timeout: PLAYED_WITHIN_MS }).toBe(true);
    const label = page.getByText(AI_AUDIO_LABEL_TEXT);
    const contentId = (await label.locator('code').textContent())!;
    expect(contentId).toMatch(/\S{8,}/);
    await page.locator('#try').screenshot({ path: `/tmp/tryIt-tts-${width}.png` });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下载' }).click()]);
    expect(download.suggestedFilename()).toContain(contentId);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(file.includes(Buffer.from(AI_AUDIO_LABEL_TEXT))).toBe(true);
    expect(file.includes(Buffer.from(contentId))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('refuses free text over the anonymous limit before sending it, and offers 免费试用 in the console', async () => {
    const { page } = await open(DESKTOP);
    await page.getByLabel('合成文本').fill('新'.repeat(TTS_LIMITS.anonymousChars + 1));
    await page.getByRole('button', { name: '生成音频' }).click();
    const alert = page.locator('#try').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(DEMO_MESSAGES.textTooLong);
    expect(await alert.getByRole('link', { name: '免费试用' }).getAttribute('href')).toMatch(/register/);
    expect(await page.locator('#try audio').count()).toBe(0);
  });

  it('without JavaScript posts a preset to the page and shows the audio as a link with its label, and a refusal beside the text sent', async () => {
    const { page } = await open({ ...PHONE, javaScriptEnabled: false });
    await page.getByRole('button', { name: flash.title }).click();
    await page.getByText(AI_AUDIO_LABEL_TEXT).waitFor();
    const download = page.getByRole('link', { name: '下载' });
    expect(await download.getAttribute('href')).toMatch(/\.wav$/);
    await page.locator('#try').screenshot({ path: '/tmp/tryIt-tts-nojs.png' });

    const tooLong = '长'.repeat(TTS_LIMITS.anonymousChars + 1);
    await page.getByLabel('合成文本').fill(tooLong);
    await page.getByRole('button', { name: '生成音频' }).click();
    await expect.poll(() => page.locator('#try').getByRole('alert').textContent()).toContain(DEMO_MESSAGES.textTooLong);
    expect(await page.getByLabel('合成文本').inputValue()).toBe(tooLong);
  });

  it('keeps the server’s form while the panel’s chunk has not come, and a click then is the plain post, answered on the page', async () => {
    site.context = await site.browser.newContext(DESKTOP);
    const page = await site.context.newPage();
    // The panel's own chunk (the only script with its text box's label) never arrives.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      return body.includes('合成文本') ? route.abort() : route.fulfill({ response, body });
    });
    await page.goto(site.server.url + DEMO_PAGES.tts.path);
    await waitForHydration(page);
    await page.locator('#try').scrollIntoViewIfNeeded();
    await page.getByLabel('合成文本').focus();
    expect(await page.locator('#try [data-hydrated]').count()).toBe(0);
    await page.getByRole('button', { name: flash.title }).click();
    await page.getByText(AI_AUDIO_LABEL_TEXT).waitFor();
    expect(new URL(page.url()).pathname).toBe(DEMO_PAGES.tts.path);
  });
});
