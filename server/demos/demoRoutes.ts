/**
 * The try-it panels' JSON endpoints (shared/demos.ts DEMO_API) and their files: each run limited
 * per client (./demoLimits.ts) before its body is read, checked, then run as the plain forms run
 * it (./demoForms.ts), answered as the envelope with a Chinese desc (DEMO_MESSAGES) for every
 * refusal, and counted (./demoOutcome.ts).
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { DEMO_API, DEMO_MESSAGES, type DemoKind } from '../../shared/demos';
import type { Filings } from '../../shared/filings';
import { contentIds } from '../compliance/contentId';
import { envelope } from '../errors';
import type { Logger } from '../ops/logger';
import type { RateLimiters } from '../security/rateLimits';
import type { Upstreams } from '../upstream/pools';
import { sendAudio } from './audioFiles';
import { AudioStore } from './audioStore';
import type { DemoSettings } from './demoConfig';
import type { DemoContext } from './demoContext';
import { DemoLimited, demoLimits } from './demoLimits';
import { refusal, sendOutcome, type DemoFailure } from './demoOutcome';
import { isSample, runAsr, runAsrSample, sampleRecording } from './asrDemo';
import { drainAfterAnswer, readUpload } from './audioUpload';
import { reviewRequestOf, runReview } from './reviewDemo';
import { runTts, voiceSample } from './ttsDemo';
import { ttsRequestOf } from './ttsInput';

/**
 * A hundred characters, each up to twelve bytes in JSON's \u escapes, and the other fields:
 * under 2 KB. 100 KB of emoji is refused unread.
 */
export const TTS_BODY_LIMIT = '4kb';
/** Two thousand characters, an emoji each (twelve bytes escaped): 24 KB; a larger body is refused unread. */
export const REVIEW_BODY_LIMIT = '32kb';

/** A file asked for after DEMO_AUDIO_KEEP_MS, or never made. */
const AUDIO_GONE = '音频不存在或已过期，请重新生成';

export interface DemoOptions {
  upstreams: Upstreams;
  signingKey: string;
  logger: Logger;
  limits: RateLimiters;
  settings: DemoSettings;
  filings: Filings;
}

export function demoContext({ upstreams, signingKey, logger, limits, settings, filings }: DemoOptions): DemoContext {
  const limitOf = (kind: DemoKind) => demoLimits(kind, settings, limits);
  return {
    caller: { upstreams, signingKey, logger },
    limits: { tts: limitOf('tts'), asr: limitOf('asr'), review: limitOf('review') },
    audio: new AudioStore(),
    ids: contentIds(signingKey),
    filings,
    logger,
  };
}

/** What a refusal before the run (the limit, the body's size or syntax) is, for each demo. */
function bodyRefusal(kind: DemoKind, error: unknown): DemoFailure | null {
  if (error instanceof DemoLimited) return refusal(429, error.reason);
  const status = (error as { status?: unknown }).status;
  if (status === 413) return refusal(413, kind === 'tts' ? 'textTooLong' : kind === 'review' ? 'reviewTooLong' : 'audioTooLarge');
  if (typeof status === 'number' && status >= 400 && status < 500)
    return refusal(400, kind === 'tts' ? 'textEmpty' : kind === 'review' ? 'reviewEmpty' : 'audioMissing');
  return null;
}

export function demoRoutes(ctx: DemoContext): Router {
  const router = express.Router();
  const refused =
    (kind: DemoKind): ErrorRequestHandler =>
    (error, _req, res, next) => {
      const failure = bodyRefusal(kind, error);
      if (!failure) return next(error);
      sendOutcome(res, kind, failure);
    };

  const tts: RequestHandler = async (req, res) => {
    sendOutcome(res, 'tts', await runTts(ctx, { req, res }, ttsRequestOf(req.body)));
  };
  router.post(DEMO_API.tts, ctx.limits.tts.perIp, express.json({ limit: TTS_BODY_LIMIT }), tts, refused('tts'));

  const review: RequestHandler = async (req, res) => {
    sendOutcome(res, 'review', await runReview(ctx, { req, res }, reviewRequestOf(req.body)));
  };
  router.post(DEMO_API.review, ctx.limits.review.perIp, express.json({ limit: REVIEW_BODY_LIMIT }), review, refused('review'));

  // The audio is the body as it came (a recording, a file), or a sample named in the query.
  const asr: RequestHandler = async (req, res) => {
    const run = { req, res };
    const sample = req.query.sample;
    if (sample !== undefined) return sendOutcome(res, 'asr', await runAsrSample(ctx, run, typeof sample === 'string' ? sample : ''));
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody) return sendOutcome(res, 'asr', refusal(400, 'audioMissing'));
    const upload = await readUpload(req, res);
    switch (upload.kind) {
      case 'gone':
        return;
      case 'notAudio':
        return sendOutcome(res, 'asr', refusal(415, 'audioFormat'));
      case 'tooLarge':
        drainAfterAnswer(req, res);
        return sendOutcome(res, 'asr', refusal(413, 'audioTooLarge'));
      case 'busy':
        return sendOutcome(res, 'asr', refusal(503, 'busy'));
      case 'bytes':
        return sendOutcome(res, 'asr', await runAsr(ctx, run, upload.bytes));
    }
  };
  router.post(DEMO_API.asr, ctx.limits.asr.perIp, asr, refused('asr'));

  router.get(`${DEMO_API.asrSamples}/:file`, async (req, res) => {
    const id = /^([\w-]{1,40})\.wav$/.exec(req.params.file ?? '')?.[1];
    res.set('Cache-Control', 'no-store');
    if (!id || !isSample(id)) return void res.status(404).json(envelope(404, AUDIO_GONE));
    const audio = await sampleRecording(ctx, { req, res }, id);
    if ('ok' in audio) return void res.status(audio.status).json(envelope(audio.status, DEMO_MESSAGES[audio.reason]));
    sendAudio(req, res, audio, true);
  });

  router.get(`${DEMO_API.ttsAudio}/:file`, async (req, res) => {
    const id = /^([\w-]{1,80})\.wav$/.exec(req.params.file ?? '')?.[1];
    const voice = id?.startsWith('voice-') ? voiceSample(ctx, { req, res }, id.slice('voice-'.length)) : undefined;
    const audio = voice ? await voice : id ? ctx.audio.get(id) : undefined;
    res.set('Cache-Control', 'no-store');
    if (!audio) return void res.status(404).json(envelope(404, AUDIO_GONE));
    if ('ok' in audio) return void res.status(audio.status).json(envelope(audio.status, DEMO_MESSAGES[audio.reason]));
    sendAudio(req, res, audio, !/^[0-9a-f]{8}-/.test(audio.id));
  });

  return router;
}
