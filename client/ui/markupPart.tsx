/**
 * A part of the page that is markup only (no handler, no state: the footer's filing line)
 * need not be in the first load's JavaScript. The server renders it as any other part; the
 * browser keeps the server's HTML and loads the part's own chunk once the main thread is idle.
 *
 * React hydrates a Suspense boundary whose lazy component has not loaded yet by leaving the
 * server's HTML as it came and hydrating it when the component arrives (selective hydration).
 * A chunk that never arrives (gone after a deploy) leaves that HTML in place for good, which
 * is all a part without handlers needs: its load never fails, it only never ends.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { whenIdle } from '../whenIdle';

export function markupPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const onServer = typeof document === 'undefined';
  let ready: ComponentType<P> | undefined;
  const loading = onServer
    ? load().then((part) => (ready = part))
    : new Promise<ComponentType<P>>((resolve) => whenIdle(() => void load().then(resolve, () => {})));
  const Lazy = lazy(async () => ({ default: await loading }));

  return function MarkupPart(props: P) {
    // The server has the part long before its first request: rendered at once, never streamed later.
    const Part = ready ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
