/**
 * A 语音合成 request checked before anything is forwarded (a DEMO_MESSAGES key for each refusal): a
 * preset by its id, whatever its length; or free text of at most TTS_LIMITS.anonymousChars
 * characters eSpeak-like engines can read (no control characters, no emoji), a known voice,
 * and speed and pitch within TTS_LIMITS. From the JSON call or the plain form alike.
 */
import { TTS_LIMITS, TTS_PRESETS, TTS_VOICES, type TtsPreset, type TtsRequest } from '../../shared/demos';
import { isRecord } from '../../shared/isRecord';
import type { DemoRefusal } from './demoOutcome';

export interface TtsJob {
  text: string;
  preset: TtsPreset | undefined;
  voice: string;
  speed: number;
  pitch: number;
}

/** Control characters (line breaks aside), lone surrogates, and pictographs: nothing a voice reads. */
const UNREADABLE = /[\p{Cc}\p{Cs}\p{Extended_Pictographic}\uFFFD]/u;
const LINE_BREAKS = /[\r\n\t]+/g;

/** A field sent twice counts as its first value. */
const first = (value: unknown) => (Array.isArray(value) ? (value as unknown[])[0] : value);
const textOf = (value: unknown) => (typeof first(value) === 'string' ? (first(value) as string) : undefined);

/** A number as JSON sends it or as a form does (a string); a field left out takes its default. */
function numberOf(value: unknown, fallback: number): number {
  const raw = first(value);
  if (raw === undefined || raw === '') return fallback;
  return typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
}

/** What was sent, as the form shows it again. */
export function ttsRequestOf(body: unknown): TtsRequest {
  const fields = isRecord(body) ? body : {};
  const preset = textOf(fields.preset);
  return {
    ...(preset ? { preset } : {}),
    text: textOf(fields.text) ?? '',
    voice: textOf(fields.voice) ?? '',
    speed: numberOf(fields.speed, TTS_LIMITS.speed.default),
    pitch: numberOf(fields.pitch, TTS_LIMITS.pitch.default),
  };
}

const within = (value: number, { min, max }: { min: number; max: number }) => Number.isFinite(value) && value >= min && value <= max;

export function checkTts(request: TtsRequest): { ok: true; job: TtsJob } | { ok: false; reason: DemoRefusal } {
  const preset = request.preset ? TTS_PRESETS.find((p) => p.id === request.preset) : undefined;
  if (request.preset && !preset) return { ok: false, reason: 'textInvalid' };
  const text = preset ? preset.text : (request.text ?? '').replace(LINE_BREAKS, ' ').trim();
  if (!preset) {
    if (!text) return { ok: false, reason: 'textEmpty' };
    if (UNREADABLE.test(text)) return { ok: false, reason: 'textInvalid' };
    // Characters as a visitor counts them: an emoji or a rare character is one, not two.
    if ([...text].length > TTS_LIMITS.anonymousChars) return { ok: false, reason: 'textTooLong' };
  }
  if (!TTS_VOICES.some((v) => v.id === request.voice)) return { ok: false, reason: 'voiceUnknown' };
  if (!within(request.speed, TTS_LIMITS.speed)) return { ok: false, reason: 'speedOutOfRange' };
  if (!within(request.pitch, TTS_LIMITS.pitch) || !Number.isInteger(request.pitch)) return { ok: false, reason: 'pitchOutOfRange' };
  return { ok: true, job: { text, preset, voice: request.voice, speed: request.speed, pitch: request.pitch } };
}
