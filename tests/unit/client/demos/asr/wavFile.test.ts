import { describe, expect, it } from 'vitest';
import { wavOf } from '../../../../../client/demos/asr/wavFile';

describe('a microphone recording sent as WAV', () => {
  it('is 16 kHz mono 16-bit PCM whose sizes agree with its length, a second of 48 kHz as a second', async () => {
    const second = new Float32Array(48_000).map((_, i) => Math.sin(i / 10));
    const bytes = new Uint8Array(await wavOf(second, 48_000).arrayBuffer());
    const view = new DataView(bytes.buffer);
    const tag = (at: number) => new TextDecoder().decode(bytes.subarray(at, at + 4));
    expect([tag(0), tag(8), tag(12), tag(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true) + 8).toBe(bytes.length);
    expect({ format: view.getUint16(20, true), channels: view.getUint16(22, true), rate: view.getUint32(24, true), bits: view.getUint16(34, true) }).toEqual({
      format: 1,
      channels: 1,
      rate: 16_000,
      bits: 16,
    });
    const dataBytes = view.getUint32(40, true);
    expect(dataBytes).toBe(bytes.length - 44);
    expect(dataBytes / view.getUint32(28, true)).toBe(1);
  });
});
