/**
 * The browser's side of the server's reads: the router data in the page names each read
 * (shared/pageData.ts HandedOverRead); its answer is in the page beside its section
 * (./Streamed.tsx), there already or streaming in. A section the server failed to render
 * carries none: once the document is complete, the browser asks /api itself.
 */
import type { DataResult } from '../../shared/dataRequest';
import { isHandedOverRead, settledRead, type HandedOverRead, type Read, type Reader } from '../../shared/pageData';
import { HANDED_OVER_ATTRIBUTE } from './handedOverAttribute';

function answerInPage(key: string): DataResult<unknown> | undefined {
  for (const script of document.querySelectorAll(`script[${HANDED_OVER_ATTRIBUTE}]`)) {
    if (script.getAttribute(HANDED_OVER_ATTRIBUTE) !== key) continue;
    try {
      return JSON.parse(script.textContent ?? '') as DataResult<unknown>;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Resolves with the answer once the page holds it; asks `source` if the document ends without it. */
function answerStreamedIn(key: string, ask: () => Promise<DataResult<unknown>>): Promise<DataResult<unknown>> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const answer = answerInPage(key);
      if (!answer) return;
      observer.disconnect();
      resolve(answer);
    });
    observer.observe(document, { childList: true, subtree: true });
    const askUnlessThere = () => {
      const answer = answerInPage(key);
      observer.disconnect();
      resolve(answer ?? ask());
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', askUnlessThere, { once: true });
    else askUnlessThere();
  });
}

function revive(handed: HandedOverRead, reader: Reader): Read<unknown> {
  const there = answerInPage(handed.$read);
  const result = there ? Promise.resolve(there) : answerStreamedIn(handed.$read, () => reader(handed.request).result);
  return settledRead(handed.$read, handed.request, result, there);
}

/** The loader data of the page's routes, each read named in it made a Read again. */
export function reviveReads(loaderData: Record<string, unknown>, reader: Reader): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(loaderData).map(([routeId, data]) => [
      routeId,
      typeof data === 'object' && data !== null && !Array.isArray(data)
        ? Object.fromEntries(Object.entries(data).map(([name, value]) => [name, isHandedOverRead(value) ? revive(value, reader) : value]))
        : data,
    ]),
  );
}
