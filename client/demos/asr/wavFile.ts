/**
 * A recording as the WAV the demo accepts (shared/demos.ts ASR_LIMITS.formats): the browser's
 * MediaRecorder writes WebM or MP4 with Opus or AAC, which the recognizer does not take. Mono,
 * 16 kHz, 16-bit PCM: what speech recognition reads, and a minute of it is under 2 MB.
 */
import { pcmWavHeader } from '../../../shared/audio/wav';

const SAMPLE_RATE = 16_000;

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
  const view = new DataView(new ArrayBuffer(pcm.length * 2));
  pcm.forEach((s, i) => view.setInt16(i * 2, Math.max(-1, Math.min(1, s)) * 0x7fff, true));
  return new Blob([pcmWavHeader(view.byteLength, rate), view.buffer], { type: 'audio/wav' });
}
