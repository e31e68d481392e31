/**
 * Real Mandarin speech for the 语音合成 demo: eSpeak NG (the `espeak-ng` package, compiled to
 * WebAssembly), voice `cmn`, each demo voice one of its variants. Robotic but true: the file's
 * length follows the text and the speed, its pitch the pitch, so the demo is honest.
 *
 * The package runs the espeak-ng program's main() once per instance; the 18 MB module is
 * compiled once and instantiated for each call (some 0.2-0.5 s of this process's CPU).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';
import { TTS_LIMITS } from '../shared/demos';

/** The eSpeak variant of each demo voice (shared/demos.ts TTS_VOICES). */
export const VOICE_VARIANTS: Readonly<Record<string, string>> = {
  'news-m': 'cmn+m3',
  'news-f': 'cmn+f2',
  'gov-m': 'cmn+m1',
  'gov-f': 'cmn+f4',
  'story-f': 'cmn+f3',
  'guide-m': 'cmn+m7',
};

/** eSpeak's words a minute at speed 1, its default. */
const BASE_WPM = 175;
/** eSpeak's pitch is 0-99, 50 by default: each step of the demo's -5..5 moves it by 8. */
const BASE_PITCH = 50;
const PITCH_STEP = 8;
const OUT = '/speech.wav';

export interface SpeechSettings {
  voice: string;
  speed: number;
  pitch: number;
}

export const DEFAULT_SPEECH: SpeechSettings = { voice: 'news-f', speed: TTS_LIMITS.speed.default, pitch: TTS_LIMITS.pitch.default };

const ENTRY = createRequire(import.meta.url).resolve('espeak-ng');

/** The engine's version (its package.json, beside its dist/), part of what a made recording depends on (./asrSamples.ts). */
export const ESPEAK_VERSION = (JSON.parse(readFileSync(path.join(path.dirname(ENTRY), '..', 'package.json'), 'utf8')) as { version: string }).version;

let compiled: Promise<WebAssembly.Module> | undefined;

function wasmModule(): Promise<WebAssembly.Module> {
  const file = ENTRY.replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
  compiled ??= readFile(file).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

/** The WAV (22050 Hz, 16-bit mono PCM) eSpeak NG makes of `text`. */
export async function synthesize(text: string, { voice, speed, pitch }: SpeechSettings): Promise<Buffer> {
  const variant = VOICE_VARIANTS[voice];
  if (!variant) throw new TypeError(`synthesize: unknown voice "${voice}"`);
  const module = await wasmModule();
  const errors: string[] = [];
  const speech = await ESpeakNg({
    arguments: ['-v', variant, '-s', String(Math.round(BASE_WPM * speed)), '-p', String(BASE_PITCH + pitch * PITCH_STEP), '-w', OUT, '--', text],
    print: () => {},
    printErr: (line) => errors.push(line),
    // Left to emscripten, an exit would set this whole process's exit code.
    quit: (status, toThrow) => {
      if (status !== 0) throw toThrow;
    },
    instantiateWasm: (imports, done) => {
      void WebAssembly.instantiate(module, imports).then(done);
      return {};
    },
  });
  if (errors.length > 0) throw new Error(`eSpeak NG: ${errors.join('; ')}`);
  return Buffer.from(speech.FS.readFile(OUT));
}
