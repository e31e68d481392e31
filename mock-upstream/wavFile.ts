/** Joins eSpeak's WAV files into one: the sample recordings are made a sentence at a time. */
import { pcmWavHeader, readWav } from '../shared/audio/wav';

/** A 16-bit mono PCM WAV of `pcm`. */
export function pcmWav(pcm: Buffer, sampleRate: number): Buffer {
  return Buffer.concat([pcmWavHeader(pcm.length, sampleRate), pcm]);
}

/** The samples of one of eSpeak's files, with its rate. */
export function pcmOf(wav: Buffer): { pcm: Buffer; sampleRate: number } {
  const info = readWav(wav);
  if (!info || info.channels !== 1 || info.bitsPerSample !== 16) throw new Error('not a 16-bit mono WAV');
  return { pcm: Buffer.from(info.data), sampleRate: info.sampleRate };
}
