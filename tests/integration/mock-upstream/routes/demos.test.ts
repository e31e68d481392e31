/** The try-it panels' calls as the mock answers them (mock-upstream/README.md documents them for the real upstream). */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sign } from '../../../../mock-upstream/signature';
import { readWav } from '../../../../shared/audio/wav';
import { DEMO_CALLS, REVIEW_SAMPLE } from '../../../../shared/demos';
import { SIGNING_KEY, testMock } from '../../../mockUpstream';

/** Each synthesis is some tenths of a second of eSpeak NG in this process: a tenfold margin on a busy machine. */
const SYNTHESIS_MS = 60_000;

const signed = (body: Record<string, unknown>, now = Date.now()) => ({ ...body, timestamp: now, secret: sign(SIGNING_KEY, now) });
const binary = (call: request.Test) =>
  call.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('the demo calls', { timeout: SYNTHESIS_MS }, () => {
  it('answers 语音合成 with a WAV of real speech whose length follows the speed, and refuses a voice it has not', async () => {
    const { app } = testMock();
    const speak = (speed: number) =>
      binary(
        request(app)
          .post(DEMO_CALLS.tts.path)
          .send(signed({ text: '欢迎收看今日新闻。', voice: 'news-m', speed, pitch: 0 })),
      );
    const normal = await speak(1);
    const fast = await speak(2);
    expect(normal.status).toBe(200);
    expect(normal.headers['content-type']).toMatch(/^audio\/wav/);
    const [slow, quick] = [readWav(normal.body as Buffer)!, readWav(fast.body as Buffer)!];
    expect(slow.sampleRate).toBe(22050);
    expect(quick.durationMs).toBeLessThan(slow.durationMs * 0.7);
    const unknown = await request(app)
      .post(DEMO_CALLS.tts.path)
      .send(signed({ text: '你好', voice: 'robot', speed: 1, pitch: 0 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.desc).toBe('音色不存在');
  });

  it('refuses a call without a valid signature', async () => {
    const res = await request(testMock().app)
      .post(DEMO_CALLS.review.path)
      .send({ text: REVIEW_SAMPLE, timestamp: Date.now(), secret: '0'.repeat(64) });
    expect(res.status).toBe(401);
  });

  it('answers 智能审校 with findings at their positions', async () => {
    const res = await request(testMock().app)
      .post(DEMO_CALLS.review.path)
      .send(signed({ text: REVIEW_SAMPLE }));
    expect(res.body.code).toBe(200);
    for (const f of res.body.data.findings as Array<{ start: number; end: number; original: string }>)
      expect(REVIEW_SAMPLE.slice(f.start, f.end)).toBe(f.original);
  });

  it('answers 语音识别 of a sample recording with its transcript, and of any other file honestly', async () => {
    const { app } = testMock();
    const sample = await binary(
      request(app)
        .post(DEMO_CALLS.tts.path)
        .send(signed({ sample: 'interview' })),
    );
    const recognized = await request(app)
      .post(DEMO_CALLS.asr.path)
      .send(signed({ audio: (sample.body as Buffer).toString('base64'), format: 'wav' }));
    expect(recognized.body.data).toMatchObject({ recognized: true, segments: [{ startMs: 0, text: '请问您平时怎么获取新闻？' }, {}, {}, {}] });
    // The same speech one sample quieter is another recording.
    const other = Buffer.from(sample.body as Buffer);
    other.writeInt16LE(other.readInt16LE(100) ^ 1, 100);
    const unknown = await request(app)
      .post(DEMO_CALLS.asr.path)
      .send(signed({ audio: other.toString('base64'), format: 'wav' }));
    expect(unknown.body.data).toEqual({ format: 'wav', durationMs: recognized.body.data.durationMs, recognized: false, segments: [] });
  });

  it('fails the three calls with HTTP 500 under the fail fault', async () => {
    const { app } = testMock({ fault: 'fail' });
    for (const call of Object.values(DEMO_CALLS))
      expect(
        (
          await request(app)
            .post(call.path)
            .send(signed({ text: '你好' }))
        ).status,
      ).toBe(500);
  });
});
