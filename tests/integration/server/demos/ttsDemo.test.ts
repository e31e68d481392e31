/**
 * 语音合成 on /product/TTS.html (POST DEMO_API.tts) against the mock upstream's real eSpeak NG
 * speech: what the visitor gets, what each bad input is told, and what reaches the upstream.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Metrics } from '../../../../server/ops/metrics';
import { readWav } from '../../../../shared/audio/wav';
import { DEMO_API, DEMO_MESSAGES, TTS_PRESETS, type TtsResult } from '../../../../shared/demos';
import { testApp } from '../../../helpers';
import { countedMock, wavInfo, type CountedMock } from './countedMock';

let mock: CountedMock;
beforeAll(async () => {
  mock = await countedMock();
});
afterAll(() => mock.close());
beforeEach(() => mock.reset());

const appWith = (env: Record<string, string> = {}, metrics?: Metrics) => testApp(env, { upstreams: mock.upstreams, ...(metrics && { metrics }) });
const synthesize = (app: ReturnType<typeof testApp>, body: unknown) =>
  request(app)
    .post(DEMO_API.tts)
    .send(body as object);
const PRESET = TTS_PRESETS[0]!;

/** Each synthesis is some tenths of a second of eSpeak NG; a test makes a few, on a busy machine: a tenfold margin. */
const SYNTHESIS_MS = 90_000;

describe('语音合成 (POST /api/demo/tts)', { timeout: SYNTHESIS_MS }, () => {
  it('answers a preset with real speech whose file carries the AI label, the content id and the filing in its metadata', async () => {
    const app = appWith();
    const res = await synthesize(app, { preset: PRESET.id, voice: 'news-m', speed: 1, pitch: 0 });
    expect(res.status).toBe(200);
    const result = res.body.data as TtsResult;
    expect(result.audioUrl).toBe(`${DEMO_API.ttsAudio}/preset-${PRESET.id}-news-m.wav`);
    const file = await request(app)
      .get(result.audioUrl)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    const wav = file.body as Buffer;
    expect(readWav(wav)?.durationMs).toBe(result.durationMs);
    // Speech, some seconds of it: a preset is some fifty characters.
    expect(result.durationMs).toBeGreaterThan(5000);
    const info = wavInfo(wav);
    expect(info.ICMT).toContain('本音频由人工智能生成');
    expect(info.ICMT).toContain(`内容编号 ${result.contentId}`);
    expect(info.ICMT).toContain('网信算备110000000000000000001号');
    expect(JSON.parse(info.AIGC!)).toMatchObject({ AIGC: { Label: '1', ProduceID: result.contentId } });
  });

  it('answers three visitors asking for the same preset with one upstream call', async () => {
    const app = appWith();
    const body = { preset: TTS_PRESETS[1]!.id, voice: 'gov-f', speed: 1, pitch: 0 };
    const answers = await Promise.all([synthesize(app, body), synthesize(app, body)]);
    answers.push(await synthesize(app, body));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => (a.body.data as TtsResult).audioUrl)).size).toBe(1);
    expect(mock.calls.tts).toBe(1);
  });

  it('makes speech whose length follows the text and the speed', async () => {
    const app = appWith();
    const duration = async (text: string, speed: number) =>
      ((await synthesize(app, { text, voice: 'news-f', speed, pitch: 0 })).body.data as TtsResult).durationMs;
    const short = await duration('今天天气很好。', 1);
    const long = await duration('今天天气很好，我们一起去公园散步，然后去图书馆看书。', 1);
    const fast = await duration('今天天气很好，我们一起去公园散步，然后去图书馆看书。', 2);
    expect(long).toBeGreaterThan(short * 2);
    expect(fast).toBeLessThan(long * 0.7);
  });

  const refusals: Array<[string, unknown, number, string]> = [
    ['an empty text', { text: '   ', voice: 'news-m', speed: 1, pitch: 0 }, 400, DEMO_MESSAGES.textEmpty],
    ['a text over 100 characters', { text: '字'.repeat(101), voice: 'news-m', speed: 1, pitch: 0 }, 400, DEMO_MESSAGES.textTooLong],
    ['control characters', { text: '你好\u0000世界\u001b', voice: 'news-m', speed: 1, pitch: 0 }, 400, DEMO_MESSAGES.textInvalid],
    ['a few emoji', { text: '你好😀', voice: 'news-m', speed: 1, pitch: 0 }, 400, DEMO_MESSAGES.textInvalid],
    ['100 KB of emoji', { text: '😀'.repeat(25_000), voice: 'news-m', speed: 1, pitch: 0 }, 413, DEMO_MESSAGES.textTooLong],
    ['an unknown voice', { text: '你好', voice: 'robot', speed: 1, pitch: 0 }, 400, DEMO_MESSAGES.voiceUnknown],
    ['a speed out of range', { text: '你好', voice: 'news-m', speed: 3, pitch: 0 }, 400, DEMO_MESSAGES.speedOutOfRange],
    ['a speed that is no number', { text: '你好', voice: 'news-m', speed: 'fast', pitch: 0 }, 400, DEMO_MESSAGES.speedOutOfRange],
    ['a pitch out of range', { text: '你好', voice: 'news-m', speed: 1, pitch: -9 }, 400, DEMO_MESSAGES.pitchOutOfRange],
    ['an unknown preset', { preset: 'nope', voice: 'news-m', speed: 1, pitch: 0 }, 400, DEMO_MESSAGES.textInvalid],
  ];
  it.each(refusals)('refuses %s with its Chinese message, and nothing reaches the upstream', async (_name, body, status, desc) => {
    const res = await synthesize(appWith(), body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: status, desc });
    expect(mock.calls.tts).toBe(0);
  });

  it('answers 429 体验人数较多 past the per-IP limit, before reading the text', async () => {
    const app = appWith({ DEMO_TTS_PER_IP_PER_MIN: '2' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await synthesize(app, { text: '', voice: 'news-m' })).status);
    const res = await synthesize(app, { text: '', voice: 'news-m' });
    expect(statuses).toEqual([400, 400, 429]);
    expect(res.body).toMatchObject({ code: 429, desc: DEMO_MESSAGES.busy });
  });

  it('answers 429 体验人数较多 past the limit for all visitors together, counting upstream calls only', async () => {
    const app = appWith({ DEMO_TTS_PER_MIN: '1', TRUST_PROXY: '1' });
    const from = (ip: string, text: string) => request(app).post(DEMO_API.tts).set('X-Forwarded-For', ip).send({ text, voice: 'news-m' });
    expect((await from('203.0.113.1', '第一句。')).status).toBe(200);
    // The same text again is the kept file: no upstream call, no count.
    expect((await from('203.0.113.2', '第一句。')).status).toBe(200);
    const refused = await from('203.0.113.3', '第二句。');
    expect(refused.status).toBe(429);
    expect(refused.body.desc).toBe(DEMO_MESSAGES.busy);
    expect(mock.calls.tts).toBe(1);
  });

  it("refuses past the day's budget with 今日体验次数已用完, and /metrics shows the budget used and the runs", async () => {
    const metrics = new Metrics();
    const app = appWith({ DEMO_TTS_PER_DAY: '2' }, metrics);
    for (const text of ['一。', '二。']) expect((await synthesize(app, { text, voice: 'news-m' })).status).toBe(200);
    const refused = await synthesize(app, { text: '三。', voice: 'news-m' });
    expect(refused.status).toBe(429);
    expect(refused.body.desc).toBe(DEMO_MESSAGES.dailyBudget);
    expect(mock.calls.tts).toBe(2);
    const text = await metrics.registry.metrics();
    expect(text).toContain('demo_budget_used{demo="tts"} 2');
    expect(text).toContain('demo_runs_total{demo="tts",outcome="ok",reason=""} 2');
    expect(text).toContain('demo_runs_total{demo="tts",outcome="refused",reason="dailyBudget"} 1');
  });

  it('answers 404 for a file never made or no longer kept', async () => {
    const res = await request(appWith()).get(`${DEMO_API.ttsAudio}/0190a0a0-0000-7000-8000-000000000000.wav`);
    expect(res.status).toBe(404);
    expect(res.body.desc).toBe('音频不存在或已过期，请重新生成');
  });

  it("serves a voice's sample, made once", async () => {
    const app = appWith();
    const first = await request(app).get(`${DEMO_API.ttsAudio}/voice-story-f.wav`);
    const again = await request(app).get(`${DEMO_API.ttsAudio}/voice-story-f.wav`).set('Range', 'bytes=0-99');
    expect(first.status).toBe(200);
    expect(again.status).toBe(206);
    expect(again.headers['content-range']).toMatch(/^bytes 0-99\//);
    expect(mock.calls.tts).toBe(1);
  });
});
