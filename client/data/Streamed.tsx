/**
 * One upstream read of a route's loader on the page (shared/pageData.ts): rendered at once when
 * its answer is there, else its fallback in the shell and the answer streamed in after it.
 * The answer goes into the page beside what it renders, for hydration to read
 * (./handedOver.ts) instead of asking /api again.
 */
import { Suspense, type ReactNode } from 'react';
import { Await, useRevalidator } from 'react-router-dom';
import type { DataResult } from '../../shared/dataRequest';
import type { Read } from '../../shared/pageData';
import { scriptJson } from '../../shared/scriptJson';
import { HANDED_OVER_ATTRIBUTE } from './handedOverAttribute';

interface StreamedProps<T> {
  read: Read<T>;
  fallback: ReactNode;
  /** `retry` runs the page's loaders again (the failure's button). */
  children: (result: DataResult<T>, retry: () => void) => ReactNode;
}

export function Streamed<T>({ read, fallback, children }: StreamedProps<T>) {
  return (
    <Suspense fallback={fallback}>
      {/* A value, not a promise, when it is there: <Await> then renders it without suspending. */}
      <Await resolve={read.value ?? read.result}>{(result: DataResult<T>) => <Answer read={read} result={result} render={children} />}</Await>
    </Suspense>
  );
}

function Answer<T>({ read, result, render }: { read: Read<T>; result: DataResult<T>; render: StreamedProps<T>['children'] }) {
  const revalidator = useRevalidator();
  return (
    <>
      <script type="application/json" {...{ [HANDED_OVER_ATTRIBUTE]: read.key }} dangerouslySetInnerHTML={{ __html: scriptJson(result) }} />
      {render(result, () => void revalidator.revalidate())}
    </>
  );
}
