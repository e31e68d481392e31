import { describe, expect, it } from 'vitest';
import { clock } from '../../../../../client/demos/asr/clock';

describe('a transcript segment’s timestamp', () => {
  it('reads mm:ss, whole seconds down', () => {
    expect([0, 999, 5_400, 59_999, 60_000, 61_500].map(clock)).toEqual(['00:00', '00:00', '00:05', '00:59', '01:00', '01:01']);
  });
});
