/**
 * A recording as the WAV the demo accepts (shared/demos.ts ASR_LIMITS.formats): the browser's
 * MediaRecorder writes WebM or MP4 with Opus or AAC, which the recognizer does not take. Mono,
 * 16 kHz, 16-bit PCM: what speech recognition reads, and a minute of it is under 2 MB.
 */
const SAMPLE_RATE = 16_000;
const HEADER_BYTES = 44;

/** The recording's first channel, averaged down to SAMPLE_RATE. */
function downsample(samples: Float32Array, fromRate: number): Float32Array {
  const ratio = fromRate / SAMPLE_RATE;
  if (ratio <= 1) return samples;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const from = Math.floor(i * ratio);
    const to = Math.min(samples.length, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = from; j < to; j++) sum += samples[j]!;
    out[i] = sum / Math.max(1, to - from);
  }
  return out;
}

export function wavOf(samples: Float32Array, sampleRate: number): Blob {
  const rate = sampleRate > SAMPLE_RATE ? SAMPLE_RATE : sampleRate;
  const pcm = downsample(samples, sampleRate);
  const view = new DataView(new ArrayBuffer(HEADER_BYTES + pcm.length * 2));
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + pcm.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, pcm.length * 2, true);
  pcm.forEach((s, i) => view.setInt16(HEADER_BYTES + i * 2, Math.max(-1, Math.min(1, s)) * 0x7fff, true));
  return new Blob([view.buffer], { type: 'audio/wav' });
}
