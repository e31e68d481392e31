/**
 * The panels' plain forms, posted to their pages without JavaScript: the same checks, limits
 * and runs as the JSON calls, the answer the page itself with the result or the Chinese
 * refusal handed to the page's route action (its data in the page's router data).
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_DATA_ELEMENT_ID, type AppData } from '../../../../shared/appData';
import { DEMO_MESSAGES, DEMO_PAGES, REVIEW_SAMPLE, TTS_PRESETS, type DemoPostedForm } from '../../../../shared/demos';
import { MESSAGES } from '../../../../shared/messages';
import { testApp } from '../../../helpers';
import { toneWav } from '../../../audioFixtures';
import { countedMock, type CountedMock } from './countedMock';

/** testConfig's SITE_URL: a browser on the site sends it as Origin with every form post. */
const SITE = 'https://www.example.com';
/** Above the mock's deadline (./countedMock.ts): a slow synthesis fails as itself, not as a test timeout. */
const SYNTHESIS_MS = 90_000;

let mock: CountedMock;
beforeAll(async () => {
  mock = await countedMock();
});
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const appWith = (env: Record<string, string> = {}) => testApp(env, { upstreams: mock.upstreams });

/** What the page's route action handed the page, as the browser's router will start from it. */
function postedOf(html: string): DemoPostedForm {
  const json = new RegExp(`<script[^>]*id="${APP_DATA_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(html)?.[1];
  if (!json) throw new Error('no app data in the page');
  const { router } = JSON.parse(json) as AppData;
  const [form] = Object.values(router.actionData ?? {});
  return form as DemoPostedForm;
}

const postForm = (app: ReturnType<typeof testApp>, path: string, form: Record<string, string>, origin: string | null = SITE) => {
  const call = request(app).post(path).type('form');
  return (origin === null ? call : call.set('Origin', origin)).send(form);
};

describe('the panels without JavaScript', { timeout: SYNTHESIS_MS }, () => {
  it('answers the 语音合成 form with the page and the file to play and download', async () => {
    const res = await postForm(appWith(), DEMO_PAGES.tts.path, { preset: TTS_PRESETS[2]!.id, voice: 'gov-m', speed: '1', pitch: '0' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<!DOCTYPE html>');
    const posted = postedOf(res.text);
    expect(posted).toMatchObject({ demo: 'tts', input: { preset: TTS_PRESETS[2]!.id, voice: 'gov-m', speed: 1, pitch: 0 } });
    expect(posted.demo === 'tts' && posted.result?.audioUrl).toBe(`/api/demo/tts/audio/preset-${TTS_PRESETS[2]!.id}-gov-m.wav`);
  });

  it('answers the 语音合成 form over 100 characters with the page, the text kept and 免费试用 asked, nothing sent upstream', async () => {
    const text = '长'.repeat(101);
    const res = await postForm(appWith(), DEMO_PAGES.tts.path, { text, voice: 'news-m', speed: '1', pitch: '0' });
    expect(res.status).toBe(400);
    expect(postedOf(res.text)).toMatchObject({ demo: 'tts', input: { text }, error: DEMO_MESSAGES.textTooLong });
    expect(mock.calls.tts).toBe(0);
  });

  it('answers the 语音合成 form of 100 KB of emoji with 413 and the page', async () => {
    const res = await postForm(appWith(), DEMO_PAGES.tts.path, { text: '😀'.repeat(25_000), voice: 'news-m' });
    expect(res.status).toBe(413);
    expect(postedOf(res.text)).toMatchObject({ demo: 'tts', error: DEMO_MESSAGES.textTooLong });
    expect(mock.calls.tts).toBe(0);
  });

  it('answers the 智能审校 form with the findings', async () => {
    const res = await postForm(appWith(), DEMO_PAGES.review.path, { text: REVIEW_SAMPLE });
    expect(res.status).toBe(200);
    const posted = postedOf(res.text);
    expect(posted.demo === 'review' && posted.result?.findings.map((f) => f.original)).toEqual(['最佳', '按装', '既使', ',', '第一']);
  });

  it('answers an empty 智能审校 form with 请输入要审校的文字', async () => {
    const res = await postForm(appWith(), DEMO_PAGES.review.path, { text: '' });
    expect(res.status).toBe(400);
    expect(postedOf(res.text)).toMatchObject({ demo: 'review', error: DEMO_MESSAGES.reviewEmpty });
  });

  it('answers the 语音识别 form with a sample chosen, and with a file uploaded', async () => {
    const app = appWith();
    const sample = await request(app).post(DEMO_PAGES.asr.path).set('Origin', SITE).field('sample', 'hotline');
    expect(sample.status).toBe(200);
    const posted = postedOf(sample.text);
    expect(posted).toMatchObject({ demo: 'asr', sample: 'hotline', result: { recognized: true } });
    const file = await request(app).post(DEMO_PAGES.asr.path).set('Origin', SITE).attach('file', toneWav(2), 'recording.wav');
    expect(file.status).toBe(200);
    expect(postedOf(file.text)).toMatchObject({ demo: 'asr', result: { format: 'wav', durationMs: 2000, recognized: false } });
  });

  it('answers the 语音识别 form with no file with 请录音或选择音频文件, and a file over 5 MB with 413', async () => {
    const app = appWith();
    const none = await request(app).post(DEMO_PAGES.asr.path).set('Origin', SITE).field('sample', '');
    expect(none.status).toBe(400);
    expect(postedOf(none.text)).toMatchObject({ demo: 'asr', error: DEMO_MESSAGES.audioMissing });
    const large = await request(app)
      .post(DEMO_PAGES.asr.path)
      .set('Origin', SITE)
      .attach('file', Buffer.alloc(6 * 1024 * 1024), 'big.wav');
    expect(large.status).toBe(413);
    expect(postedOf(large.text)).toMatchObject({ demo: 'asr', error: DEMO_MESSAGES.audioTooLarge });
    expect(mock.calls.asr).toBe(0);
  });

  it('refuses a form posted from another site with 403, running nothing', async () => {
    const res = await postForm(appWith(), DEMO_PAGES.review.path, { text: REVIEW_SAMPLE }, 'https://evil.example');
    expect(res.status).toBe(403);
    expect(postedOf(res.text)).toMatchObject({ demo: 'review', input: { text: '' }, error: MESSAGES.crossSite });
    expect(mock.calls.review).toBe(0);
  });

  it('holds the form to the JSON call’s per-IP limit: 429 with the page and the text kept', async () => {
    const app = appWith({ DEMO_REVIEW_PER_IP_PER_MIN: '1' });
    expect((await postForm(app, DEMO_PAGES.review.path, { text: '按装' })).status).toBe(200);
    const res = await postForm(app, DEMO_PAGES.review.path, { text: '既使' });
    expect(res.status).toBe(429);
    expect(postedOf(res.text)).toMatchObject({ demo: 'review', input: { text: '既使' }, error: DEMO_MESSAGES.busy });
  });
});
