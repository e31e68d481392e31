/**
 * A part of the page that need not be in the first load's JavaScript: markup only (no handler,
 * no state: the footer's filing line), or a panel whose server-rendered markup already works
 * as a plain form (the product pages' try-it panels, client/demos/). The server renders it as
 * any other part; the browser keeps the server's HTML and loads the part's own chunk once the
 * main thread is idle, or, given a trigger (./NearViewport.tsx), when that says so.
 *
 * React hydrates a Suspense boundary whose lazy component has not loaded yet by leaving the
 * server's HTML as it came and hydrating it when the component arrives (selective hydration).
 * A chunk that never arrives (gone after a deploy) leaves that HTML in place for good: a part
 * without handlers needs no more, and a panel's form still posts as it does without JavaScript.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../whenIdle';

/** Wraps the part in the browser and calls `start` when its chunk should load; the part loads once. */
export type PartTrigger = ComponentType<{ start: () => void; children: ReactNode }>;

export function markupPart<P extends object>(load: () => Promise<ComponentType<P>>, Trigger?: PartTrigger): ComponentType<P> {
  const onServer = typeof document === 'undefined';
  let ready: ComponentType<P> | undefined;
  let start = () => {};
  const loading = onServer
    ? load().then((part) => (ready = part))
    : new Promise<ComponentType<P>>((resolve) => {
        start = () => {
          start = () => {};
          void load().then(resolve, () => {});
        };
      });
  if (!onServer && !Trigger) whenIdle(start);
  const Lazy = lazy(async () => ({ default: await loading }));
  const begin = () => start();

  return function MarkupPart(props: P) {
    // The server has the part long before its first request: rendered at once, never streamed later.
    const Part = ready ?? Lazy;
    const part = (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
    return Trigger ? <Trigger start={begin}>{part}</Trigger> : part;
  };
}
