/**
 * The try-it panels' calls on the AI host (shared/demos.ts DEMO_CALLS), signed like the chat's:
 * 语音合成 answers real speech (../speech.ts) as audio/wav, 语音识别 the sample recordings'
 * true transcripts (../asrSamples.ts) and an honest 未识别 with the real duration for any other
 * file, 智能审校 word-list findings at their positions (../reviewRules.ts). A refusal is the
 * JSON envelope, as every call of this host answers one.
 */
import express, { Router, type Request, type Response } from 'express';
import { readAudio } from '../../shared/audioFile';
import { readWav } from '../../shared/audio/wav';
import { ASR_LIMITS, DEMO_CALLS, REVIEW_LIMITS, TTS_LIMITS, type AsrResult } from '../../shared/demos';
import { sampleLibrary } from '../asrSamples';
import type { MockContext } from '../context';
import { failure, ok } from '../envelope';
import { bodyOf } from '../paging';
import { reviewText } from '../reviewRules';
import { synthesize, VOICE_VARIANTS } from '../speech';
import { verifySignature } from '../signature';

/** What the host reads aloud in one call: a logged-in console user's limit, ten times the anonymous demo's. */
export const TTS_MAX_CHARS = 1000;
/** ASR_LIMITS.maxBytes in base64, with room for the JSON around it. */
const ASR_BODY_LIMIT = '8mb';

/** The ASR call's body parser, mounted ahead of the app's 64 KB one. */
export const demoAudioBody = Router().post(DEMO_CALLS.asr.path, express.json({ limit: ASR_BODY_LIMIT }));

const inRange = (value: unknown, { min, max }: { min: number; max: number }) => typeof value === 'number' && value >= min && value <= max;

export function demoRoutes(ctx: MockContext): Router {
  const router = Router();
  const samples = sampleLibrary();

  /** The body when its signature holds; else the refusal is answered and null returned. */
  function signed(req: Request, res: Response): Record<string, unknown> | null {
    const body = bodyOf(req.body);
    const signature = verifySignature(ctx.signingKey, body);
    if (signature.ok) return body;
    res.status(401).json(failure(401, signature.desc));
    return null;
  }
  const refuse = (res: Response, desc: string) => void res.status(400).json(failure(400, desc));
  const sendWav = (res: Response, wav: Buffer) => void res.type('audio/wav').send(wav);

  router.post(DEMO_CALLS.tts.path, async (req, res) => {
    const body = signed(req, res);
    if (!body) return;
    if (body.sample !== undefined) {
      const recording = typeof body.sample === 'string' ? await samples.recording(body.sample) : undefined;
      if (!recording) return void res.status(404).json(failure(404, '示例录音不存在'));
      return sendWav(res, recording.wav);
    }
    const { text, voice, speed, pitch } = body;
    if (typeof text !== 'string' || !text.trim()) return refuse(res, '合成文本不能为空');
    if (text.length > TTS_MAX_CHARS) return refuse(res, `合成文本不能超过${TTS_MAX_CHARS}个字`);
    if (typeof voice !== 'string' || !Object.hasOwn(VOICE_VARIANTS, voice)) return refuse(res, '音色不存在');
    if (!inRange(speed, TTS_LIMITS.speed) || !inRange(pitch, TTS_LIMITS.pitch)) return refuse(res, '语速或音调超出范围');
    sendWav(res, await synthesize(text, { voice, speed: speed as number, pitch: pitch as number }));
  });

  router.post(DEMO_CALLS.asr.path, async (req, res) => {
    const body = signed(req, res);
    if (!body) return;
    const bytes = typeof body.audio === 'string' ? Buffer.from(body.audio, 'base64') : Buffer.alloc(0);
    if (bytes.length === 0) return refuse(res, '音频不能为空');
    if (bytes.length > ASR_LIMITS.maxBytes) return refuse(res, '音频文件过大');
    const audio = readAudio(bytes);
    if (audio.kind !== 'audio') return refuse(res, '无法解析音频');
    if (audio.durationMs > ASR_LIMITS.maxSeconds * 1000) return refuse(res, `音频时长不能超过${ASR_LIMITS.maxSeconds}秒`);
    const pcm = audio.format === 'wav' ? readWav(bytes)?.data : undefined;
    const known = pcm && (await samples.recognize(pcm));
    const result: AsrResult = known ?? { format: audio.format, durationMs: audio.durationMs, recognized: false, segments: [] };
    res.json(ok(result));
  });

  router.post(DEMO_CALLS.review.path, (req, res) => {
    const body = signed(req, res);
    if (!body) return;
    const { text } = body;
    if (typeof text !== 'string' || !text.trim()) return refuse(res, '审校文本不能为空');
    if (text.length > REVIEW_LIMITS.maxChars) return refuse(res, `审校文本不能超过${REVIEW_LIMITS.maxChars}个字`);
    res.json(ok({ findings: reviewText(text) }));
  });

  return router;
}
