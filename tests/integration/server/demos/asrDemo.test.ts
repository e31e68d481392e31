/**
 * 语音识别 on /product/ASR.html (POST DEMO_API.asr, the audio as the body or ?sample=<id>)
 * against the mock upstream: the samples' true transcripts, an honest answer for any other
 * file, and each bad file refused before anything reaches the upstream.
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASR_SAMPLES, DEMO_API, DEMO_MESSAGES, type AsrResult } from '../../../../shared/demos';
import { testApp } from '../../../helpers';
import { countedMock, wavInfo, type CountedMock } from './countedMock';
import { m4a, mp3Frames, toneWav } from '../../../audioFixtures';

let mock: CountedMock;
beforeAll(async () => {
  mock = await countedMock();
});
afterAll(() => mock.close());
beforeEach(() => mock.reset());

/** The samples are synthesized at their first use: some seconds of eSpeak NG on a busy machine, with a tenfold margin. */
const SYNTHESIS_MS = 90_000;

const appWith = (env: Record<string, string> = {}) => testApp(env, { upstreams: mock.upstreams });
const upload = (app: ReturnType<typeof testApp>, bytes: Buffer | string, type = 'audio/wav') =>
  request(app).post(DEMO_API.asr).set('Content-Type', type).send(bytes);
const binary = (res: request.Response) => res.body as Buffer;
const getBinary = (app: ReturnType<typeof testApp>, path: string) =>
  request(app)
    .get(path)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('语音识别 (POST /api/demo/asr)', () => {
  it(
    'transcribes a sample recording with punctuation and true timestamps, asking the upstream once',
    async () => {
      const app = appWith();
      const first = await request(app).post(`${DEMO_API.asr}?sample=briefing`);
      const again = await request(app).post(`${DEMO_API.asr}?sample=briefing`);
      expect(first.status).toBe(200);
      const result = first.body.data as AsrResult;
      expect(result).toMatchObject({ format: 'wav', recognized: true });
      expect(result.segments[0]).toMatchObject({ startMs: 0, text: '各位记者朋友，大家上午好。' });
      expect(result.durationMs).toBeGreaterThan(5000);
      expect(result.durationMs).toBeLessThanOrEqual(15000);
      for (const [i, s] of result.segments.entries()) {
        expect(s.endMs).toBeGreaterThan(s.startMs);
        if (i > 0) expect(s.startMs).toBeGreaterThan(result.segments[i - 1]!.endMs);
      }
      expect(again.body.data).toEqual(result);
      expect(mock.calls.asr).toBe(1);
    },
    SYNTHESIS_MS,
  );

  it(
    'serves each sample recording labelled, and transcribes it when uploaded as a file',
    async () => {
      const app = appWith();
      for (const { id } of ASR_SAMPLES) {
        const file = await getBinary(app, `${DEMO_API.asrSamples}/${id}.wav`);
        expect(file.status).toBe(200);
        expect(wavInfo(binary(file)).ICMT).toContain('本音频由人工智能生成');
        const res = await upload(app, binary(file));
        expect(res.status).toBe(200);
        expect((res.body.data as AsrResult).recognized).toBe(true);
      }
    },
    SYNTHESIS_MS,
  );

  const others: Array<[string, Buffer, string, AsrResult['format'], number]> = [
    ['a WAV', toneWav(2), 'audio/wav', 'wav', 2000],
    ['an MP3', mp3Frames(100), 'audio/mpeg', 'mp3', 2612],
    ['an M4A', m4a(3), 'audio/mp4', 'm4a', 3000],
  ];
  it.each(others)(
    'answers %s that is no sample honestly: not recognized, with its real duration and format',
    async (_name, bytes, type, format, durationMs) => {
      const res = await upload(appWith(), bytes, type);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ format, durationMs, recognized: false, segments: [] });
    },
  );

  const refusals: Array<[string, Buffer | string, string, number, string]> = [
    ['no audio at all', '', 'audio/wav', 400, DEMO_MESSAGES.audioMissing],
    ['text sent as text', '你好', 'text/plain', 415, DEMO_MESSAGES.audioFormat],
    ['text that says it is audio', 'this is not audio at all', 'audio/wav', 415, DEMO_MESSAGES.audioFormat],
    ['a 6 MB file', Buffer.alloc(6 * 1024 * 1024), 'audio/wav', 413, DEMO_MESSAGES.audioTooLarge],
    ['a WAV of 61 s', toneWav(61, 4000), 'audio/wav', 400, DEMO_MESSAGES.audioTooLong],
    ['a recording stopped after 0.1 s', toneWav(0.1), 'audio/wav', 400, DEMO_MESSAGES.audioTooShort],
    ['a WAV whose header claims two hours', lyingWav(), 'audio/wav', 400, DEMO_MESSAGES.audioUnreadable],
    ['a WAV cut short', toneWav(2).subarray(0, 20000), 'audio/wav', 400, DEMO_MESSAGES.audioUnreadable],
    ['an M4A whose headers claim two hours over three seconds', m4a(3, 7200), 'audio/mp4', 400, DEMO_MESSAGES.audioUnreadable],
    [
      'an MP3 that stops being frames part way',
      Buffer.concat([mp3Frames(50), Buffer.from('garbage'), mp3Frames(50)]),
      'audio/mpeg',
      400,
      DEMO_MESSAGES.audioUnreadable,
    ],
  ];
  it.each(refusals)('refuses %s with its Chinese message, and nothing reaches the upstream', async (_name, bytes, type, status, desc) => {
    const res = await upload(appWith(), bytes, type);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: status, desc });
    expect(mock.calls.asr).toBe(0);
  });

  it('refuses an unknown sample with 请录音或选择音频文件', async () => {
    const res = await request(appWith()).post(`${DEMO_API.asr}?sample=nope`);
    expect(res.status).toBe(400);
    expect(res.body.desc).toBe(DEMO_MESSAGES.audioMissing);
    expect(mock.calls.asr + mock.calls.tts).toBe(0);
  });

  it('answers 429 体验人数较多 past the per-IP limit', async () => {
    const app = appWith({ DEMO_ASR_PER_IP_PER_MIN: '1' });
    expect((await upload(app, toneWav(1))).status).toBe(200);
    const res = await upload(app, toneWav(1));
    expect(res.status).toBe(429);
    expect(res.body.desc).toBe(DEMO_MESSAGES.busy);
    expect(mock.calls.asr).toBe(1);
  });
});

/** A WAV of one second whose RIFF and data sizes claim two hours. */
function lyingWav(): Buffer {
  const wav = toneWav(1);
  const claimed = 2 * 3600 * 8000 * 2;
  wav.writeUInt32LE(36 + claimed, 4);
  wav.writeUInt32LE(claimed, 40);
  return wav;
}
