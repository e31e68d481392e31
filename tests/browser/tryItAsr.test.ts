/**
 * 语音识别's try-it panel in a browser (client/demos/AsrPanel.tsx), at 375 and 1440 px: a
 * sample recording and an uploaded WAV come back as a transcript with mm:ss timestamps; a file
 * too large or of another format is refused before it is sent, and a WAV the demo does not know
 * is answered with its real length and format; where MediaRecorder is missing the panel says
 * so and upload still works; without JavaScript the form posts to the page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASR_LIMITS, ASR_SAMPLES, DEMO_API, DEMO_MESSAGES, DEMO_PAGES } from '../../shared/demos';
import { toneWav as toneWavAt } from '../audioFixtures';
import { collectErrors, ownSite, skipBrowser, waitForHydration } from './harness';

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const TIMESTAMP = /^\d\d:\d\d$/;

/** Two seconds of a quiet tone, 16 kHz mono: a real WAV that is none of the samples. */
const toneWav = (seconds: number) => toneWavAt(seconds, 16_000);

describe.skipIf(skipBrowser)('语音识别 on its page', () => {
  // Its own site: the file sends more recordings in a minute than one visitor may (DEMO_ASR_PER_IP_PER_MIN).
  const site = ownSite({ server: { DEMO_ASR_PER_IP_PER_MIN: '100' } });
  const files = { sample: '', tone: '', long: '', large: '', text: '' };
  let dir = '';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'try-asr-'));
    const response = await fetch(`${site.server.url}${DEMO_API.asrSamples}/${ASR_SAMPLES[1]!.id}.wav`);
    // An error envelope saved as the sample would fail the uploads below 30 s later, saying nothing.
    expect(`${response.status} ${response.headers.get('content-type')}`).toBe('200 audio/wav');
    const sample = Buffer.from(await response.arrayBuffer());
    const write = (name: string, bytes: Buffer) => {
      const file = path.join(dir, name);
      writeFileSync(file, bytes);
      return file;
    };
    files.sample = write('来电录音.wav', sample);
    files.tone = write('tone.wav', toneWav(2));
    files.long = write('long.wav', toneWav(ASR_LIMITS.maxSeconds + 1));
    files.large = write('large.wav', Buffer.alloc(ASR_LIMITS.maxBytes + 1));
    files.text = write('notes.txt', Buffer.from('这不是音频'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function open(options: BrowserContextOptions, init?: () => void): Promise<{ page: Page; errors: string[] }> {
    site.context = await site.browser.newContext(options);
    const page = await site.context.newPage();
    if (init) await page.addInitScript(init);
    const errors = collectErrors(page);
    await page.goto(site.server.url + DEMO_PAGES.asr.path);
    if (options.javaScriptEnabled !== false) {
      await waitForHydration(page);
      await page.locator('#try').scrollIntoViewIfNeeded();
      await page.locator('#try [data-hydrated]').waitFor();
    }
    return { page, errors };
  }

  const transcript = (page: Page) => page.locator('#try ol > li');

  async function expectTranscript(page: Page): Promise<void> {
    await transcript(page).first().waitFor();
    const times = await transcript(page).locator('time').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(TIMESTAMP);
    expect(times[0]).toBe('00:00');
    // Punctuated sentences.
    expect((await transcript(page).locator('span').allTextContents()).join('')).toMatch(/[，。？！]/);
  }

  it.each([
    ['375', PHONE],
    ['1440', DESKTOP],
  ])('at %s px transcribes a sample recording with timestamps, and 复制 copies it', async (width, options) => {
    const { page, errors } = await open({ ...options, permissions: ['clipboard-read', 'clipboard-write'] });
    await page.getByRole('button', { name: `识别${ASR_SAMPLES[0]!.title}` }).click();
    await expectTranscript(page);
    await page.getByRole('button', { name: '复制' }).click();
    await page.getByRole('button', { name: '已复制' }).waitFor();
    const said = (await transcript(page).locator('span').allTextContents()).join('');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(said);
    expect(await page.getByText('识别结果返回后立即删除').count()).toBe(1);
    await page.locator('#try').screenshot({ path: `/tmp/tryIt-asr-${width}.png` });
    expect(errors).toEqual([]);
  });

  it('transcribes an uploaded WAV', async () => {
    const { page, errors } = await open(DESKTOP);
    await page.getByLabel('上传音频').setInputFiles(files.sample);
    await page.getByRole('button', { name: '上传并识别' }).click();
    await expectTranscript(page);
    expect(errors).toEqual([]);
  });

  it('refuses a file too large, too long or of another format before sending it, and answers a WAV it does not know with its real length and format', async () => {
    const { page } = await open(PHONE);
    const alert = page.locator('#try').getByRole('alert');
    await page.getByLabel('上传音频').setInputFiles(files.large);
    await expect.poll(() => alert.textContent()).toBe(DEMO_MESSAGES.audioTooLarge);
    await page.getByLabel('上传音频').setInputFiles(files.text);
    await expect.poll(() => alert.textContent()).toBe(DEMO_MESSAGES.audioFormat);
    await page.getByLabel('上传音频').setInputFiles(files.long);
    await expect.poll(() => alert.textContent()).toBe(DEMO_MESSAGES.audioTooLong);

    await page.getByLabel('上传音频').setInputFiles(files.tone);
    await page.getByRole('button', { name: '上传并识别' }).click();
    const answer = page.locator('#try').getByRole('status');
    await expect.poll(() => answer.textContent()).toContain(DEMO_MESSAGES.notRecognized);
    expect(await answer.textContent()).toContain('2.0 秒');
    expect(await answer.textContent()).toContain('WAV');
  });

  it('says recording is not possible where MediaRecorder is missing, and still transcribes an upload', async () => {
    const { page } = await open(DESKTOP, () => {
      delete (window as unknown as { MediaRecorder?: unknown }).MediaRecorder;
    });
    await page.getByText('当前浏览器不支持录音').waitFor();
    expect(await page.getByRole('button', { name: '开始录音' }).count()).toBe(0);
    await page.getByLabel('上传音频').setInputFiles(files.sample);
    await page.getByRole('button', { name: '上传并识别' }).click();
    await expectTranscript(page);
  });

  it('without JavaScript posts a sample or a file to the page and shows the transcript as text', async () => {
    const { page } = await open({ ...PHONE, javaScriptEnabled: false });
    await page.getByRole('button', { name: `识别${ASR_SAMPLES[2]!.title}` }).click();
    await expectTranscript(page);
    await page.locator('#try').screenshot({ path: '/tmp/tryIt-asr-nojs.png' });

    await page.getByLabel('上传音频').setInputFiles(files.sample);
    await page.getByRole('button', { name: '上传并识别' }).click();
    await expectTranscript(page);
  });
});
