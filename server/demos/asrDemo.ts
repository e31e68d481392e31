/**
 * One 语音识别 run: the file checked here for what it truly is (shared/audioFile.ts: format and
 * duration from its bytes, so a header that lies is refused), then the upstream's transcript,
 * checked (./demoAnswers.ts). The three sample recordings are the upstream's TTS once, and
 * their transcripts the upstream's once: both kept for good, so trying a sample costs nothing.
 */
import { readAudio } from '../../shared/audioFile';
import { ASR_LIMITS, ASR_SAMPLES, DEMO_PAGES, type AsrResult } from '../../shared/demos';
import { readWav } from '../../shared/audio/wav';
import { requestIdOf } from '../ops/requestId';
import type { StoredAudio } from './audioStore';
import { asrAnswer } from './demoAnswers';
import type { DemoContext, RunOf } from './demoContext';
import { refusal, type DemoFailure, type DemoOutcome } from './demoOutcome';
import { callDemo, envelopeData, upstreamFailure } from './demoUpstream';
import { labelWav } from './wavLabel';

/** A minute's transcript is a few KB. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** Fifteen seconds of 22 kHz speech is some 700 KB; the cap is the upload's. */
const MAX_SAMPLE_BYTES = ASR_LIMITS.maxBytes;
const SOFTWARE = '智媒开放平台 语音识别示例录音（演示）';

export const isSample = (id: string) => ASR_SAMPLES.some((s) => s.id === id);

/** The checked file's format and length, or the refusal. */
function checkAudio(bytes: Buffer): DemoFailure | { format: AsrResult['format']; durationMs: number } {
  if (bytes.length === 0) return refusal(400, 'audioMissing');
  const audio = readAudio(bytes);
  if (audio.kind === 'notAudio') return refusal(415, 'audioFormat');
  if (audio.kind === 'unreadable') return refusal(400, 'audioUnreadable');
  if (audio.durationMs > ASR_LIMITS.maxSeconds * 1000) return refusal(400, 'audioTooLong');
  if (audio.durationMs < ASR_LIMITS.minSeconds * 1000) return refusal(400, 'audioTooShort');
  return audio;
}

async function recognize(ctx: DemoContext, run: RunOf, bytes: Buffer, format: AsrResult['format']): Promise<DemoOutcome<AsrResult>> {
  const refused = await ctx.limits.asr.beforeUpstream(run.req, run.res);
  if (refused) return refusal(429, refused);
  const answer = await callDemo(
    ctx.caller,
    'asr',
    { audio: bytes.toString('base64'), format },
    { requestId: requestIdOf(run.res), maxBytes: MAX_ANSWER_BYTES },
  );
  if (typeof answer === 'string') return upstreamFailure(answer);
  const result = asrAnswer(envelopeData(answer));
  return result ? { ok: true, result } : upstreamFailure('bad_answer');
}

/** A file the visitor sent (recorded or chosen), held in memory only for this run. */
export async function runAsr(ctx: DemoContext, run: RunOf, bytes: Buffer): Promise<DemoOutcome<AsrResult>> {
  const audio = checkAudio(bytes);
  if ('ok' in audio) return audio;
  return recognize(ctx, run, bytes, audio.format);
}

/** A sample recording, labelled as the synthesized files are: made by the upstream's TTS once. */
export function sampleRecording(ctx: DemoContext, run: RunOf, id: string): Promise<StoredAudio | DemoFailure> {
  return ctx.audio.obtain(`sample-${id}`, true, async () => {
    const answer = await callDemo(ctx.caller, 'tts', { sample: id }, { requestId: requestIdOf(run.res), maxBytes: MAX_SAMPLE_BYTES });
    if (typeof answer === 'string') return upstreamFailure(answer);
    const wav = answer.status === 200 && /^audio\/(x-)?wave?\b/i.test(answer.contentType) ? readWav(answer.bytes) : null;
    if (!wav || wav.durationMs === 0) return upstreamFailure('bad_answer');
    const contentId = ctx.ids.issue();
    ctx.logger.info({ contentId, product: DEMO_PAGES.asr.product }, 'AI audio labelled');
    const labelled = labelWav(answer.bytes, { contentId, filing: ctx.filings.algorithms[DEMO_PAGES.tts.product], software: SOFTWARE });
    return { id: `sample-${id}`, wav: labelled, durationMs: wav.durationMs, contentId };
  });
}

const sampleResults = new WeakMap<DemoContext, Map<string, Promise<DemoOutcome<AsrResult>>>>();

/** A sample's transcript: asked of the upstream once (a failure is asked again next time). */
export async function runAsrSample(ctx: DemoContext, run: RunOf, id: string): Promise<DemoOutcome<AsrResult>> {
  if (!isSample(id)) return refusal(400, 'audioMissing');
  const known = sampleResults.get(ctx) ?? new Map<string, Promise<DemoOutcome<AsrResult>>>();
  sampleResults.set(ctx, known);
  let result = known.get(id);
  if (!result) {
    result = sampleRecording(ctx, run, id).then((audio) => ('ok' in audio ? audio : recognize(ctx, run, audio.wav, 'wav')));
    known.set(id, result);
    void result.then((outcome) => {
      if (!outcome.ok) known.delete(id);
    });
  }
  return result;
}
