import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeLibrary, SAMPLE_TEXTS, type SampleRecording } from '../../../mock-upstream/asrSamples';
import { pcmOf, pcmWav } from '../../../mock-upstream/wavFile';

describe("the mock's 语音识别 sample recordings", () => {
  let dir = '';
  let file = '';
  const made: string[] = [];
  /** Stands for eSpeak: a recording whose samples spell its first sentence. */
  const record = async (sentences: readonly string[]): Promise<SampleRecording> => {
    made.push(sentences[0]!);
    const pcm = Buffer.from(sentences[0]!, 'utf16le');
    return { wav: pcmWav(pcm, 16_000), result: { format: 'wav', durationMs: 1, recognized: true, segments: [{ startMs: 0, endMs: 1, text: sentences[0]! }] } };
  };
  const ids = Object.keys(SAMPLE_TEXTS);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'asr-samples-'));
    file = path.join(dir, 'samples.json');
    made.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are made once for the machine: a second mock reads them from the file the first one wrote', async () => {
    const firstMock = makeLibrary(file, record);
    await firstMock.ready();
    expect(made).toHaveLength(ids.length);
    const first = await firstMock.recording(ids[0]!);
    const second = makeLibrary(file, record);
    for (const id of ids) expect((await second.recording(id))?.result.segments[0]?.text).toBe(SAMPLE_TEXTS[id]![0]);
    expect(await second.recording(ids[0]!)).toEqual(first);
    expect(made).toHaveLength(ids.length);
    // And the second recognizes the first one's recording by its samples.
    expect((await second.recognize(pcmOf(first!.wav).pcm))?.segments[0]?.text).toBe(SAMPLE_TEXTS[ids[0]!]![0]);
  });

  it('are made again when the file is half written or not theirs, and the file is put right', async () => {
    for (const content of ['{"briefing":{"wav":"UklG', JSON.stringify({ briefing: { wav: 'AAAA', result: { segments: [] } } })]) {
      writeFileSync(file, content);
      made.length = 0;
      expect((await makeLibrary(file, record).recording(ids[0]!))?.result.segments[0]?.text).toBe(SAMPLE_TEXTS[ids[0]!]![0]);
      expect(made).toHaveLength(ids.length);
      expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)).toEqual(ids);
    }
  });

  it('are still made, for this process, where the file cannot be written', async () => {
    const library = makeLibrary(path.join(dir, 'missing', 'samples.json'), record);
    expect((await library.recording(ids[1]!))?.result.segments[0]?.text).toBe(SAMPLE_TEXTS[ids[1]!]![0]);
  });
});
