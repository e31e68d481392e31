/** Joins eSpeak's WAV files into one: the sample recordings are made a sentence at a time. */
import { readWav } from '../shared/audio/wav';

const HEADER_BYTES = 44;

/** A 16-bit mono PCM WAV of `pcm`. */
export function pcmWav(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(HEADER_BYTES - 8 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** The samples of one of eSpeak's files, with its rate. */
export function pcmOf(wav: Buffer): { pcm: Buffer; sampleRate: number } {
  const info = readWav(wav);
  if (!info || info.channels !== 1 || info.bitsPerSample !== 16) throw new Error('not a 16-bit mono WAV');
  return { pcm: Buffer.from(info.data), sampleRate: info.sampleRate };
}
