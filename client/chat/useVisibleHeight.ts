/**
 * Fits the phone's full-screen chat to the part of the screen the on-screen keyboard leaves,
 * so the input stays above it. `dvh` follows the browser's bars but not the keyboard, which
 * on iOS and in Chrome for Android (since 108) only shrinks the visual viewport: the sheet
 * takes the visual viewport's height, and follows it when the browser pans the page.
 */
import { useEffect, type RefObject } from 'react';
import { breakpoints } from '../theme';

/** Where the chat is a sheet over the whole screen (client/widget/FloatingWidget.tsx). */
export const SHEET_QUERY = `(max-width: ${breakpoints.handheld - 1}px)`;

export function useVisibleHeight(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const el = ref.current;
    let viewport: VisualViewport | null = null;
    // Firefox has it from 91; there the sheet keeps its dynamic height alone.
    if ('visualViewport' in window) viewport = window.visualViewport;
    if (!active || !viewport || !el) return;
    const visual = viewport;
    const sheet = window.matchMedia(SHEET_QUERY);
    const fit = () => {
      const fitting = sheet.matches && visual.height < window.innerHeight;
      el.style.height = fitting ? `${visual.height}px` : '';
      el.style.transform = fitting && visual.offsetTop ? `translateY(${visual.offsetTop}px)` : '';
    };
    fit();
    visual.addEventListener('resize', fit);
    visual.addEventListener('scroll', fit);
    return () => {
      visual.removeEventListener('resize', fit);
      visual.removeEventListener('scroll', fit);
      el.style.height = '';
      el.style.transform = '';
    };
  }, [ref, active]);
}
