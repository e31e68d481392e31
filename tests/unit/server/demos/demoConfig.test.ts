import { describe, expect, it } from 'vitest';
import { readDemoSettings } from '../../../../server/demos/demoConfig';
import { ConfigError } from '../../../../server/configError';

describe('the try-it panels’ limits (DEMO_*)', () => {
  it('default to limits per IP, for everyone and a day for each demo', () => {
    expect(readDemoSettings({})).toEqual({
      tts: { perIpPerMinute: 10, perMinute: 120, perDay: 5000 },
      asr: { perIpPerMinute: 5, perMinute: 60, perDay: 2000 },
      review: { perIpPerMinute: 20, perMinute: 300, perDay: 20000 },
    });
  });

  it('read each variable, 0 turning a limit off', () => {
    const settings = readDemoSettings({ DEMO_ASR_PER_IP_PER_MIN: '2', DEMO_ASR_PER_MIN: '0', DEMO_REVIEW_PER_DAY: '7' });
    expect(settings.asr).toEqual({ perIpPerMinute: 2, perMinute: 0, perDay: 2000 });
    expect(settings.review.perDay).toBe(7);
  });

  it('stop the start with a message naming a variable that is not a whole number', () => {
    expect(() => readDemoSettings({ DEMO_TTS_PER_DAY: 'many' })).toThrow(ConfigError);
    expect(() => readDemoSettings({ DEMO_TTS_PER_DAY: '-1' })).toThrow(/DEMO_TTS_PER_DAY must be a whole number/);
  });
});
