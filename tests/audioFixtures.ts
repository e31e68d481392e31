/** Audio files made byte by byte for the 语音识别 tests: true ones of each format, and ones whose headers lie. */
import { pcmWav } from '../mock-upstream/wavFile';

/** A 16-bit mono PCM WAV of a quiet tone, `seconds` long. */
export function toneWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2);
  return pcmWav(pcm, sampleRate);
}

/** MPEG-1 layer III frames at 128 kbit/s, 44.1 kHz: 417 bytes and 1152 samples each. */
export function mp3Frames(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'ascii');
  return Buffer.concat([header, body]);
}

const u32 = (...values: number[]) => Buffer.concat(values.map((v) => Buffer.from([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));

/** An M4A of `seconds` (frames of a tenth of a second at 44.1 kHz); `claimedSeconds` is what its headers say. */
export function m4a(seconds: number, claimedSeconds = seconds): Buffer {
  const rate = 44100;
  const frames = Math.round(seconds * 10);
  const frameBytes = 10;
  // version 0 and flags, creation and modification time, timescale, duration.
  const time = (duration: number) => u32(0, 0, 0, rate, Math.round(duration * rate));
  const stts = box('stts', u32(0, 1, frames, rate / 10));
  const stsz = box('stsz', u32(0, frameBytes, frames));
  const trak = box('trak', box('mdia', box('mdhd', time(claimedSeconds)), box('hdlr', u32(0, 0), Buffer.from('soun')), box('minf', box('stbl', stts, stsz))));
  return Buffer.concat([
    box('ftyp', Buffer.from('M4A '), u32(0), Buffer.from('isomM4A ')),
    box('moov', box('mvhd', time(claimedSeconds)), trak),
    box('mdat', Buffer.alloc(frames * frameBytes)),
  ]);
}
