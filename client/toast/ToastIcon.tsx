import type { ToastKind } from './store';

/**
 * theme.ts has no status colours yet; these are the usual green, orange and red of the
 * same palette its greys come from, kept here until the theme grows them.
 */
export const TOAST_COLORS: Record<ToastKind, string> = {
  success: '#00b42a',
  warning: '#ff7d00',
  error: '#f53f3f',
};

// One glyph per kind, drawn in white on a filled circle of the kind's colour.
const GLYPHS: Record<ToastKind, string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  warning: 'M12 7v6.5M12 16.6v.4',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
};

/** Decorative: the text says the same, so screen readers skip it. */
export function ToastIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill={TOAST_COLORS[kind]} />
      <path d={GLYPHS[kind]} stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}
