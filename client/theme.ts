/** Design tokens: the one place for colours, spacing, sizes and breakpoints. */
/**
 * `handheld`: below it the floating widget is a bottom action bar (a phone in portrait);
 * `wide`: from it the widget's column of four sits beside the content; between the two it
 * folds to one button in a right gutter the content leaves it (issue 27).
 */
export const breakpoints = { phone: 640, handheld: 768, tablet: 960, desktop: 1200, wide: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The browser bar's colour on phones (client/Document.tsx) and the theme's navy. */
export const NAVY = '#0b1a3a';

/**
 * The colours' values. Styles read `theme.color` below: for each colour the high-contrast
 * palette changes, a custom property set on the root from these (./a11y/settingsCss.ts), so
 * that the second palette (the toolbar's 高对比度, 关怀模式, `prefers-contrast: more`) is a
 * class or a media query on the root, written once, with no second set of styles and no
 * re-render.
 */
export const palette = {
  primary: '#1a5cff',
  primaryHover: '#3d76ff',
  primaryDark: '#0b3bb3',
  accent: '#ff6a3d',
  /** The accent for text on light or accent-tinted backgrounds (4.5:1 on a 12 % accent tint). */
  accentText: '#c03f12',
  navy: NAVY,
  navySoft: '#14284f',
  text: '#1d2129',
  textSecondary: '#4e5969',
  textMuted: '#667080', // 4.5:1 on background and backgroundSoft
  textOnDark: '#ffffff',
  textOnDarkMuted: 'rgba(255, 255, 255, 0.72)',
  border: '#e5e6eb',
  background: '#ffffff',
  backgroundSoft: '#f5f7fb',
  focus: '#ffb224',
} as const;

/**
 * White text and the white ground are the same in both palettes, and the hover blue, the
 * accent and the soft navy carry no body text: plain values in the styles.
 */
type SwitchedColor = Exclude<keyof typeof palette, 'textOnDark' | 'background' | 'primaryHover' | 'accent' | 'navySoft'>;

/**
 * High contrast: body and muted text 7:1 or more on every ground (WCAG AAA), links and
 * primary buttons dark enough for white text at 7:1, borders 3:1, the focus ring 3:1 on white
 * and on navy.
 */
export const highContrastPalette: Record<SwitchedColor, string> = {
  primary: '#0035b5',
  primaryDark: '#00236e',
  accentText: '#8a2600',
  navy: '#06112a',
  text: '#000000',
  textSecondary: '#111111',
  textMuted: '#2b2b2b',
  textOnDarkMuted: '#ffffff',
  border: '#6b6b6b',
  backgroundSoft: '#ffffff',
  focus: '#c25e00',
};

/** `--text:#1d2129;…`: one palette as the root's custom properties. */
export function colorDeclarations(values: Record<SwitchedColor, string>): string {
  return (Object.keys(highContrastPalette) as SwitchedColor[]).map((name) => `--${name}:${values[name]};`).join('');
}

export const theme = {
  /** Written out, not computed: the browser's bundle carries these strings and neither palette. */
  color: {
    primary: 'var(--primary)',
    primaryHover: '#3d76ff',
    primaryDark: 'var(--primaryDark)',
    accent: '#ff6a3d',
    accentText: 'var(--accentText)',
    navy: 'var(--navy)',
    navySoft: '#14284f',
    text: 'var(--text)',
    textSecondary: 'var(--textSecondary)',
    textMuted: 'var(--textMuted)',
    textOnDark: '#ffffff',
    textOnDarkMuted: 'var(--textOnDarkMuted)',
    border: 'var(--border)',
    background: '#ffffff',
    backgroundSoft: 'var(--backgroundSoft)',
    focus: 'var(--focus)',
  } satisfies Record<keyof typeof palette, string>,
  font: {
    // System Chinese fonts only: no web-font download on the critical path.
    family:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif',
    /** In rem, from 16 px: the 无障碍 toolbar's text size (and the browser's own) scales the root and every text with it. */
    size: { small: '0.8125rem', body: '0.9375rem', lead: '1.0625rem', h3: '1.125rem', h2: '1.75rem', h1: '2.5rem', h1Phone: '1.75rem' },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: 1.7,
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px', section: '88px' },
  radius: { small: '4px', medium: '8px', large: '16px', pill: '999px' },
  shadow: {
    menu: '0 12px 32px rgba(11, 26, 58, 0.14)',
    card: '0 4px 16px rgba(11, 26, 58, 0.06)',
  },
  layout: {
    maxWidth: '1200px',
    gutter: '24px',
    gutterPhone: '16px',
    headerHeight: '64px',
    /** The phone's bottom action bar, above the safe area. */
    actionBarHeight: '56px',
    /** The folded widget's round buttons and their distance from the window's edges. */
    widgetButton: '48px',
    widgetEdge: '16px',
    /** From the window's right edge, what text leaves to the folded widget: its button, its edge and as much again. */
    widgetGutter: '80px',
  },
  z: { header: 100, menu: 110, drawer: 120, widget: 130, chat: 140, dialog: 200, toast: 300 },
  motion: { fast: '150ms ease', normal: '250ms ease' },
} as const;

export type Theme = typeof theme;

/**
 * The illustrations' colours (scripts/art draws them at build time; the browser never loads
 * this). Each product's drawing takes one accent in turn; the rest of every drawing is the
 * theme's own colours above.
 */
export const illustration = {
  accents: [palette.primary, palette.accent, '#10a39a', '#7356f0', '#1f9d5c', '#e0445c', '#e89a12', '#1597d4'],
  /** The three dots of a window's title bar. */
  windowDots: ['#ff6058', '#ffbd2e', '#27c93f'],
} as const;

/** `${below('tablet')} { ... }` applies under the tablet breakpoint. */
export function below(point: Breakpoint): string {
  return `@media (max-width: ${breakpoints[point] - 1}px)`;
}

/** `${between('handheld', 'wide')} { ... }` applies from the first breakpoint to under the second. */
export function between(from: Breakpoint, to: Breakpoint): string {
  return `@media (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 1}px)`;
}
