/**
 * The heroes' headings on a phone. The heading breaks Chinese only at the spaces around the
 * "·" between a page's name and its phrase (client/ui/PageHero.tsx: word-break: keep-all), so
 * 语音合成 · 让文字开口说话 wraps as 语音合成 · / 让文字开口说话, never 语音合成 · 让 / 文字开口说话.
 * The price: a phrase is never broken, so each must fit the narrowest phone's line by itself.
 */
import { describe, expect, it } from 'vitest';
import { pageText } from '../../../shared/pageText';
import { theme } from '../../../client/theme';
import { NOT_FOUND_TITLE } from '../../../client/Head';
import { LOAD_FAILED_TITLE } from '../../../client/pages/PageError';

/** The narrowest phone the site is laid out for (iPhone SE, first generation). */
const NARROWEST_PHONE_PX = 320;
/** The root's 16 px: the theme's font sizes are in rem, so 无障碍's larger text scales them all. */
const ROOT_FONT_PX = 16;
const px = (value: string) => Number.parseFloat(value) * (value.endsWith('rem') ? ROOT_FONT_PX : 1);
const lineWidthPx = NARROWEST_PHONE_PX - 2 * px(theme.layout.gutterPhone);
const fontPx = px(theme.font.size.h1Phone);

/** A Chinese character or full-width mark is one em wide; Latin letters, digits and spaces about 0.6 (Noto Sans CJK, bold). */
const widthPx = (phrase: string) => [...phrase].reduce((sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 1 : 0.6) * fontPx, 0);

const headings: Array<[string, string]> = [
  ...Object.entries(pageText).map(([path, text]): [string, string] => [path, text.heading]),
  ['the 404 page', NOT_FOUND_TITLE],
  ['a page that failed to load', LOAD_FAILED_TITLE],
];

describe('a hero heading on the narrowest phone', () => {
  it.each(headings)('%s: every phrase of “%s” fits one line', (_page, heading) => {
    for (const phrase of heading.split(' · ')) {
      expect(widthPx(phrase), phrase).toBeLessThanOrEqual(lineWidthPx);
    }
  });

  it('measures a phrase as the browser sets it (one em a character)', () => {
    expect(widthPx('让文字开口说话')).toBe(7 * fontPx);
    expect(widthPx('让文字开口说话让文字开口说话')).toBeGreaterThan(lineWidthPx);
  });
});
