import { describe, expect, it } from 'vitest';
import { deviceTypeOf } from '../../../../client/analytics/deviceType';

describe('deviceTypeOf', () => {
  it.each([
    ['an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49', 'mobile'],
    ['an Android phone', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 'mobile'],
    ['an Android tablet', 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'tablet'],
    ['an iPad', 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
    ['a Windows PC', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'desktop'],
    ['an empty user agent', '', 'desktop'],
  ])('classes %s', (_case, userAgent, type) => {
    expect(deviceTypeOf(userAgent)).toBe(type);
  });
});
