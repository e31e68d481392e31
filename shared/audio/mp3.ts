/**
 * An MP3 file's true length: every MPEG audio frame counted, not the length a header (Xing,
 * VBRI, ID3) claims. Frames must follow one another to the end of the file (an ID3v1 tag may
 * close it): a file that stops being frames part way is not read.
 */
const ID3V2_HEADER = 10;
const ID3V1_SIZE = 128;
const FRAME_HEADER = 4;

/** kbit/s by version (MPEG-1, MPEG-2/2.5) and bitrate index, layer III. */
const BITRATES = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const SAMPLE_RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 2.5: [11025, 12000, 8000] } as const;

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

function frameAt(bytes: Uint8Array, at: number): Frame | null {
  if (at + FRAME_HEADER > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return null;
  const versionBits = (bytes[at + 1]! >> 3) & 3;
  const layerBits = (bytes[at + 1]! >> 1) & 3;
  // Layer III only: what every MP3 encoder writes.
  if (versionBits === 1 || layerBits !== 1) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const bitrate = BITRATES[version === 1 ? 1 : 2][(bytes[at + 2]! >> 4) & 15];
  const sampleRate = SAMPLE_RATES[version][(bytes[at + 2]! >> 2) & 3];
  if (!bitrate || !sampleRate) return null;
  const padding = (bytes[at + 2]! >> 1) & 1;
  const samples = version === 1 ? 1152 : 576;
  return { length: Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding, samples, sampleRate };
}

function id3v2Size(bytes: Uint8Array): number {
  if (bytes.length < ID3V2_HEADER || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  // Synchsafe: seven bits a byte.
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  return ID3V2_HEADER + size;
}

export function isMp3(bytes: Uint8Array): boolean {
  const start = id3v2Size(bytes);
  return frameAt(bytes, start) !== null;
}

/** The file's length in milliseconds, or null when it is not MPEG layer III frames from start to end. */
export function mp3DurationMs(bytes: Uint8Array): number | null {
  let at = id3v2Size(bytes);
  const hasId3v1 = bytes.length >= ID3V1_SIZE && String.fromCharCode(...bytes.subarray(bytes.length - ID3V1_SIZE, bytes.length - ID3V1_SIZE + 3)) === 'TAG';
  const end = hasId3v1 ? bytes.length - ID3V1_SIZE : bytes.length;
  let seconds = 0;
  let frames = 0;
  while (at < end) {
    const frame = frameAt(bytes, at);
    if (!frame || at + frame.length > end) return null;
    seconds += frame.samples / frame.sampleRate;
    frames += 1;
    at += frame.length;
  }
  return frames > 0 ? Math.round(seconds * 1000) : null;
}
