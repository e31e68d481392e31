/**
 * A trigger for ./markupPart.tsx: the part's chunk loads when the part comes within
 * NEAR_MARGIN of the window, or on the first focus or press inside it, whichever comes first,
 * so a visitor who scrolls to it finds it ready and one who never does loads nothing.
 */
import { useEffect, useRef, type ReactNode } from 'react';

/** About a phone screen's height: the chunk has time to arrive while the visitor scrolls the rest of the way. */
const NEAR_MARGIN = '800px';

export function NearViewport({ start, children }: { start: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: `${NEAR_MARGIN} 0px` })
        : undefined;
    if (observer) observer.observe(element);
    else start();
    element.addEventListener('focusin', start);
    element.addEventListener('pointerdown', start);
    return () => {
      observer?.disconnect();
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', start);
    };
  }, [start]);
  return <div ref={box}>{children}</div>;
}
