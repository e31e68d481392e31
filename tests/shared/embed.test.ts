import { describe, expect, it } from 'vitest';
import { chatEmbedSrc, isChatEmbed } from '../../shared/embed';

describe('the embedded chat panel', () => {
  it('is /aiCs.html with embed=1, and no other page with the same parameter', () => {
    expect(isChatEmbed('/aiCs.html', '1')).toBe(true);
    expect(isChatEmbed('/aiCs.html', undefined)).toBe(false);
    expect(isChatEmbed('/aiCs.html', ['1', '1'])).toBe(false);
    expect(isChatEmbed('/', '1')).toBe(false);
    expect(isChatEmbed('/product/TTS.html', '1')).toBe(false);
  });

  it('is framed at an address that carries the environment’s icsId, encoded', () => {
    expect(chatEmbedSrc('ics-prod-0001')).toBe('/aiCs.html?embed=1&icsId=ics-prod-0001');
    expect(chatEmbedSrc('a&b')).toBe('/aiCs.html?embed=1&icsId=a%26b');
  });
});
