/** Design tokens: the one place for colours, spacing, sizes and breakpoints. */
/**
 * `handheld`: below it the floating widget is a bottom action bar (a phone in portrait);
 * `wide`: from it the widget's column of four sits beside the content; between the two it
 * folds to one button in a right gutter the content leaves it (issue 27).
 */
export const breakpoints = { phone: 640, handheld: 768, tablet: 960, desktop: 1200, wide: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const theme = {
  color: {
    primary: '#1a5cff',
    primaryHover: '#3d76ff',
    primaryDark: '#0b3bb3',
    accent: '#ff6a3d',
    /** The accent for text on light or accent-tinted backgrounds (4.5:1 on a 12 % accent tint). */
    accentText: '#c03f12',
    navy: '#0b1a3a',
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
  },
  font: {
    // System Chinese fonts only: no web-font download on the critical path.
    family:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif',
    size: { small: '13px', body: '15px', lead: '17px', h3: '18px', h2: '28px', h1: '40px', h1Phone: '28px' },
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
  accents: [theme.color.primary, theme.color.accent, '#10a39a', '#7356f0', '#1f9d5c', '#e0445c', '#e89a12', '#1597d4'],
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
