/**
 * Follows a growing answer unless the visitor scrolled up to read. The lock is released
 * when the visitor scrolls back to the bottom; a gesture made at the bottom (wheel, touch)
 * holds auto-scroll off for SCROLL_LOCK_RELEASE_MS so it does not fight the visitor.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { SCROLL_LOCK_RELEASE_MS } from '../../shared/constants';

/** Pixels from the bottom that still count as "at the bottom". */
const BOTTOM_SLACK_PX = 8;

function isAtBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
}

export function useAutoScroll<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const locked = useRef(false);
  const releaseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !locked.current) el.scrollTop = el.scrollHeight;
  }, [content]);

  useEffect(() => () => clearTimeout(releaseTimer.current), []);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (!isAtBottom(el)) {
      clearTimeout(releaseTimer.current);
      locked.current = true;
    } else if (releaseTimer.current === undefined) {
      locked.current = false;
    }
  }, []);

  const onGesture = useCallback(() => {
    const el = ref.current;
    if (!el || !isAtBottom(el)) return;
    locked.current = true;
    clearTimeout(releaseTimer.current);
    releaseTimer.current = setTimeout(() => {
      releaseTimer.current = undefined;
      if (ref.current && isAtBottom(ref.current)) locked.current = false;
    }, SCROLL_LOCK_RELEASE_MS);
  }, []);

  return { ref, onScroll, onWheel: onGesture, onTouchMove: onGesture };
}
