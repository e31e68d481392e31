/**
 * One 语音合成 run: the request checked (./ttsInput.ts), the file found in the store or made by
 * the upstream once the minute's and the day's limits allow (./demoLimits.ts), checked to be a
 * WAV, labelled (./wavLabel.ts) and kept (./audioStore.ts) for GET at its URL.
 */
import { DEMO_API, DEMO_PAGES, TTS_LIMITS, TTS_VOICES, type TtsRequest, type TtsResult } from '../../shared/demos';
import { readWav } from '../../shared/audio/wav';
import { createHash } from 'node:crypto';
import { requestIdOf } from '../ops/requestId';
import type { StoredAudio } from './audioStore';
import type { DemoContext, RunOf } from './demoContext';
import { refusal, type DemoFailure, type DemoOutcome } from './demoOutcome';
import { callDemo, upstreamFailure } from './demoUpstream';
import { checkTts, type TtsJob } from './ttsInput';
import { labelWav } from './wavLabel';

/** A hundred characters at half speed is under a minute: some 3 MB of 22 kHz PCM; more is not speech we asked for. */
const MAX_AUDIO_BYTES = 16 * 1024 * 1024;
const WAV_TYPES = /^audio\/(x-)?wav[e]?\b/i;
const SOFTWARE = '智媒开放平台 语音合成（演示）';

export const audioUrlOf = (id: string) => `${DEMO_API.ttsAudio}/${id}.wav`;

const isDefault = ({ speed, pitch }: TtsJob) => speed === TTS_LIMITS.speed.default && pitch === TTS_LIMITS.pitch.default;

/** Asks the upstream for `job`'s speech; `check` first, unless the file is one of the few kept for good. */
async function synthesize(ctx: DemoContext, run: RunOf, job: TtsJob, id: string | null, check: boolean): Promise<StoredAudio | DemoFailure> {
  if (check) {
    const refused = await ctx.limits.tts.beforeUpstream(run.req, run.res);
    if (refused) return refusal(429, refused);
  }
  const answer = await callDemo(
    ctx.caller,
    'tts',
    { text: job.text, voice: job.voice, speed: job.speed, pitch: job.pitch },
    { requestId: requestIdOf(run.res), maxBytes: MAX_AUDIO_BYTES },
  );
  if (typeof answer === 'string') return upstreamFailure(answer);
  const wav = answer.status === 200 && WAV_TYPES.test(answer.contentType) ? readWav(answer.bytes) : null;
  if (!wav || wav.durationMs === 0) return upstreamFailure('bad_answer');
  const contentId = ctx.ids.issue();
  ctx.logger.info({ contentId, product: DEMO_PAGES.tts.product }, 'AI audio labelled');
  const labelled = labelWav(answer.bytes, { contentId, filing: ctx.filings.algorithms[DEMO_PAGES.tts.product], software: SOFTWARE });
  return { id: id ?? contentId, wav: labelled, durationMs: wav.durationMs, contentId };
}

const resultOf = (audio: StoredAudio): TtsResult => ({ audioUrl: audioUrlOf(audio.id), durationMs: audio.durationMs, contentId: audio.contentId });

export async function runTts(ctx: DemoContext, run: RunOf, request: TtsRequest): Promise<DemoOutcome<TtsResult>> {
  const checked = checkTts(request);
  if (!checked.ok) return refusal(400, checked.reason);
  const { job } = checked;
  // A preset at its default settings is one of a few dozen files: kept for good, under a name of its own.
  const kept = job.preset && isDefault(job) ? `preset-${job.preset.id}-${job.voice}` : null;
  const key =
    kept ??
    createHash('sha256')
      .update(JSON.stringify([job.text, job.voice, job.speed, job.pitch]))
      .digest('hex');
  const made = await ctx.audio.obtain(key, kept !== null, () => synthesize(ctx, run, job, kept, true));
  return 'ok' in made ? made : { ok: true, result: resultOf(made) };
}

/** A voice's sample (`voice-<id>`), made once ever: no visitor's limit applies to so few files. */
export function voiceSample(ctx: DemoContext, run: RunOf, voiceId: string): Promise<StoredAudio | DemoFailure> | undefined {
  const voice = TTS_VOICES.find((v) => v.id === voiceId);
  if (!voice) return undefined;
  const key = `voice-${voice.id}`;
  const job: TtsJob = { text: voice.sample, preset: undefined, voice: voice.id, speed: TTS_LIMITS.speed.default, pitch: TTS_LIMITS.pitch.default };
  return ctx.audio.obtain(key, true, () => synthesize(ctx, run, job, key, false));
}
