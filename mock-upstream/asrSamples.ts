/**
 * The 语音识别 demo's sample recordings (shared/demos.ts ASR_SAMPLES): known texts read by the
 * demo voice a sentence at a time and joined with a pause, so each sentence's timestamps are
 * where it truly is. A file whose samples are one of these (whatever metadata was added around
 * them) gets its transcript; the mock recognizes nothing else.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AsrResult, AsrSegment } from '../shared/demos';
import { DEFAULT_SPEECH, ESPEAK_VERSION, synthesize } from './speech';
import { pcmOf, pcmWav } from './wavFile';

/** With punctuation, as the transcript shows them. */
export const SAMPLE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  briefing: ['各位记者朋友，大家上午好。', '今天介绍第一季度经济运行情况。', '全市经济同比增长百分之五。', '下面请记者提问。'],
  hotline: ['您好，这里是市民服务热线。', '我想咨询一下居住证怎么办理。', '请携带身份证到街道便民服务中心申请。', '好的，谢谢。'],
  interview: ['请问您平时怎么获取新闻？', '我一般早上用手机看新闻客户端。', '晚上有时间也会看电视。', '觉得现在的新闻又快又方便。'],
};

/** Between two sentences: a breath, and a gap a recognizer can cut at. */
const PAUSE_MS = 400;

export interface SampleRecording {
  wav: Buffer;
  result: AsrResult;
}

const hashOf = (pcm: Uint8Array) => createHash('sha256').update(pcm).digest('hex');

async function record(sentences: readonly string[]): Promise<SampleRecording> {
  const parts: Buffer[] = [];
  const segments: AsrSegment[] = [];
  let rate = 0;
  let at = 0;
  for (const text of sentences) {
    const { pcm, sampleRate } = pcmOf(await synthesize(text, DEFAULT_SPEECH));
    rate = sampleRate;
    const pause = Buffer.alloc(Math.round((PAUSE_MS / 1000) * sampleRate) * 2);
    const endMs = at + Math.round((pcm.length / 2 / sampleRate) * 1000);
    segments.push({ startMs: at, endMs, text });
    parts.push(pcm, pause);
    at = endMs + PAUSE_MS;
  }
  // No pause after the last sentence.
  parts.pop();
  const pcm = Buffer.concat(parts);
  const durationMs = Math.round((pcm.length / 2 / rate) * 1000);
  return { wav: pcmWav(pcm, rate), result: { format: 'wav', durationMs, recognized: true, segments } };
}

export interface SampleLibrary {
  recording(id: string): Promise<SampleRecording | undefined>;
  /** Resolves once the recordings are made (or read from the last run's file). */
  ready(): Promise<void>;
  /** The sample whose samples these are, if any. */
  recognize(pcm: Uint8Array): Promise<AsrResult | undefined>;
}

/**
 * Made at the first call that needs them, then kept for the process: they follow from the
 * texts alone, so every mock instance shares them, through a file in the system's temporary
 * directory named for what they are made of. Made afresh they cost some seconds of synthesis,
 * over 16 s on a busy machine: a demo's first sample then waited past the site's 20 s upstream
 * timeout, and each test site's mock made them again.
 */
export const sampleLibrary = (): SampleLibrary => library;

/** What the recordings are made of: the texts, the pause, the voice and the engine. */
const RECIPE = createHash('sha256').update(JSON.stringify({ SAMPLE_TEXTS, PAUSE_MS, DEFAULT_SPEECH, ESPEAK_VERSION })).digest('hex').slice(0, 16);
export const SAMPLE_CACHE_FILE = path.join(tmpdir(), `zhimei-mock-asr-samples-${RECIPE}.json`);

type Stored = Record<string, { wav: string; result: AsrResult }>;

async function readCache(file: string): Promise<Map<string, SampleRecording> | undefined> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Stored;
    const recordings = new Map<string, SampleRecording>();
    for (const id of Object.keys(SAMPLE_TEXTS)) {
      const entry = stored[id];
      if (!entry || typeof entry.wav !== 'string' || !Array.isArray(entry.result?.segments)) return undefined;
      const wav = Buffer.from(entry.wav, 'base64');
      pcmOf(wav);
      recordings.set(id, { wav, result: entry.result });
    }
    return recordings;
  } catch {
    // Absent, half written by a process that died, or not ours: made again.
    return undefined;
  }
}

async function writeCache(file: string, recordings: Map<string, SampleRecording>): Promise<void> {
  const stored: Stored = Object.fromEntries([...recordings].map(([id, { wav, result }]) => [id, { wav: wav.toString('base64'), result }]));
  // Renamed into place whole, so a mock starting meanwhile never reads half of it.
  const partial = `${file}.${process.pid}.partial`;
  try {
    await writeFile(partial, JSON.stringify(stored));
    await rename(partial, file);
  } catch {
    // A read-only temporary directory: the next process makes them again.
  }
}

export function makeLibrary(cacheFile = SAMPLE_CACHE_FILE, make = record): SampleLibrary {
  let made: Promise<Map<string, SampleRecording>> | undefined;
  const all = () =>
    (made ??= (async () => {
      const cached = await readCache(cacheFile);
      if (cached) return cached;
      const recordings = new Map<string, SampleRecording>();
      for (const [id, sentences] of Object.entries(SAMPLE_TEXTS)) recordings.set(id, await make(sentences));
      await writeCache(cacheFile, recordings);
      return recordings;
    })().catch((error: unknown) => {
      // The next call tries again rather than failing for good.
      made = undefined;
      throw error;
    }));
  let byHash: Map<string, AsrResult> | undefined;
  return {
    recording: async (id) => (await all()).get(id),
    ready: async () => void (await all()),
    async recognize(pcm) {
      byHash ??= new Map([...(await all()).values()].map(({ wav, result }) => [hashOf(pcmOf(wav).pcm), result]));
      return byHash.get(hashOf(pcm));
    },
  };
}

const library = makeLibrary();
