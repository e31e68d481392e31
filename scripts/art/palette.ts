/** The drawings' colours: the theme's (client/theme.ts), and tints mixed from them. */
import { illustration, palette as color, theme } from '../../client/theme';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` mixed with `b`, `amount` of the way towards b. */
export function mix(a: string, b: string, amount: number): string {
  const from = channels(a);
  const to = channels(b);
  return `#${from
    .map((c, i) =>
      Math.round(c + ((to[i] ?? c) - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A light tint of `hex`: `strength` of it over white. */
export function tint(hex: string, strength: number): string {
  return mix(color.background, hex, strength);
}

/** A darker shade of `hex`, towards the theme's navy. */
export function shade(hex: string, amount: number): string {
  return mix(hex, color.navy, amount);
}

export const ink = {
  primary: color.primary,
  primaryDark: color.primaryDark,
  accent: color.accent,
  navy: color.navy,
  navySoft: color.navySoft,
  text: color.text,
  text2: color.textSecondary,
  muted: color.textMuted,
  border: color.border,
  white: color.background,
  soft: color.backgroundSoft,
  /** Skeleton text bars. */
  bar: mix(color.border, color.backgroundSoft, 0.3),
  barDark: mix(color.border, color.textMuted, 0.25),
  amber: color.focus,
} as const;

export const accents: readonly string[] = illustration.accents;
export const windowDots: readonly string[] = illustration.windowDots;
export const fontFamily = theme.font.family;

/** Named companions of the accent, for charts with several series. */
export const series = {
  teal: illustration.accents[2],
  violet: illustration.accents[3],
  green: illustration.accents[4],
  rose: illustration.accents[5],
  amber: illustration.accents[6],
  sky: illustration.accents[7],
} as const;
