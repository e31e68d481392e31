/**
 * A WAV file read as far as the demo needs: its PCM format, where its samples are and how long
 * they last. A file whose chunk sizes disagree with its length is not read: a header that
 * claims an hour over a second of samples is refused rather than believed.
 */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** The samples (the data chunk's body), as a view into the file. */
  data: Uint8Array;
  durationMs: number;
}

const RIFF_HEADER = 12;
const CHUNK_HEADER = 8;
/** PCM and IEEE float: what a recorder or a synthesizer writes. */
const PLAIN_FORMATS = new Set([1, 3, 0xfffe]);

const tag = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

export function isWav(bytes: Uint8Array): boolean {
  return bytes.length >= RIFF_HEADER && tag(bytes, 0) === 'RIFF' && tag(bytes, 8) === 'WAVE';
}

/** The file's format and samples, or null when it is no WAV this reads or its sizes disagree with its length. */
export function readWav(bytes: Uint8Array): WavInfo | null {
  if (!isWav(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = view.getUint32(4, true) + CHUNK_HEADER;
  // A chunk of odd size is padded: the RIFF size may leave that last byte out.
  if (riffEnd !== bytes.length && riffEnd + 1 !== bytes.length) return null;
  let format: (Omit<WavInfo, 'data' | 'durationMs'> & { byteRate: number }) | null = null;
  for (let at = RIFF_HEADER; at + CHUNK_HEADER <= bytes.length;) {
    const id = tag(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + CHUNK_HEADER;
    if (body + size > bytes.length) return null;
    if (id === 'fmt ' && size >= 16) {
      if (!PLAIN_FORMATS.has(view.getUint16(body, true))) return null;
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        byteRate: view.getUint32(body + 8, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format || format.byteRate === 0 || format.channels === 0) return null;
      const { byteRate, ...pcm } = format;
      return { ...pcm, data: bytes.subarray(body, body + size), durationMs: Math.round((size / byteRate) * 1000) };
    }
    at = body + size + (size % 2);
  }
  return null;
}

/** A canonical WAV header's length: RIFF, one fmt chunk, the data chunk's header. */
export const WAV_HEADER_BYTES = 44;

/**
 * The header of a 16-bit mono PCM WAV whose samples (`dataBytes` of them) follow it: what the
 * recorder's upload, the mock's recordings and the tests' files are written with.
 */
export function pcmWavHeader(dataBytes: number, sampleRate: number): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(WAV_HEADER_BYTES);
  const view = new DataView(header.buffer);
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - CHUNK_HEADER + dataBytes, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}
