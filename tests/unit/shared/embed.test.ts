import { describe, expect, it } from 'vitest';
import { chatEmbedSrc, isChatEmbed } from '../../../shared/embed';

describe('the embedded chat panel', () => {
  it('is /aiCs.html with embed=1, and no other page with the same parameter', () => {
    expect(isChatEmbed('/aiCs.html', '?embed=1')).toBe(true);
    expect(isChatEmbed('/aiCs.html', '')).toBe(false);
    expect(isChatEmbed('/aiCs.html', '?embed=0')).toBe(false);
    expect(isChatEmbed('/', '?embed=1')).toBe(false);
    expect(isChatEmbed('/product/TTS.html', '?embed=1')).toBe(false);
  });

  it('reads a repeated embed parameter by its first value, as the page and the cache key do', () => {
    expect(isChatEmbed('/aiCs.html', '?embed=1&embed=0')).toBe(true);
    expect(isChatEmbed('/aiCs.html', '?embed=0&embed=1')).toBe(false);
  });

  it('is framed at an address that carries the environment’s icsId, encoded', () => {
    expect(chatEmbedSrc('ics-prod-0001')).toBe('/aiCs.html?embed=1&icsId=ics-prod-0001');
    expect(chatEmbedSrc('a&b')).toBe('/aiCs.html?embed=1&icsId=a%26b');
  });
});
