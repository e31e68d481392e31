/**
 * What a route's loader hands its page: each upstream read as a `Read`, whose `result`
 * settles with the section's data or its failure. The loader never awaits: the server
 * decides how long to hold the shell for them (server/render/routeContext.tsx), the page
 * shows each one through <Streamed> (client/data/Streamed.tsx), and what was still coming
 * when the shell left streams in after it, in a Suspense boundary of its own.
 */
import { createContext, type RouterContextProvider } from 'react-router-dom';
import type { DataRequest, DataResult, DataSource } from './dataRequest';
import { DATA_FAILED, dataKey } from './dataRequest';
import { pageSearch } from './pageQuery';
import type { PageKind } from './routeTable';

export interface Read<T> {
  /** The request's key (shared/dataRequest.ts dataKey): the page hands the answer over under it. */
  readonly key: string;
  readonly request: DataRequest;
  /** Never rejects: a failed call is a `{ ok: false }` result the section shows. */
  readonly result: Promise<DataResult<T>>;
  /** Set the moment `result` settles: what may render, and make the head, without waiting. */
  value?: DataResult<T>;
}

/** What a Read becomes in the page's router data: the answer itself travels with its section. */
export interface HandedOverRead {
  $read: string;
  request: DataRequest;
}

export type Reader = <T>(request: DataRequest) => Read<T>;

/** How loaders reach the upstream: through undici on the server, through /api in the browser. */
export const readerContext = createContext<Reader>();

/** A loader's arguments as this site's routes use them (React Router's own: its Fetch request, its context). */
export interface PageLoaderArgs {
  request: { readonly url: string };
  context: Readonly<RouterContextProvider>;
}

/** The reader a loader is given. */
export function readerOf(args: PageLoaderArgs): Reader {
  return args.context.get(readerContext);
}

/**
 * The URL's query as a loader of a `kind` page reads it: only the parameters the page cache
 * keys that page by (./pageQuery.ts), in the browser as on the server, whose router request
 * already holds no others. A parameter a loader would read beyond those never reaches it, on
 * either side, so no cached page can differ from what its query would render.
 */
export function queryOf(args: PageLoaderArgs, kind: PageKind): URLSearchParams {
  return new URLSearchParams(pageSearch(kind, new URL(args.request.url).search));
}

/**
 * A reader over `source`: one read per request key (a page asking twice, as the document and
 * its sidebar may, waits on one call), the envelope turned into the section's result.
 */
export function readerFrom(source: DataSource): Reader {
  const reads = new Map<string, Read<unknown>>();
  return <T>(request: DataRequest): Read<T> => {
    const key = dataKey(request);
    const known = reads.get(key);
    if (known) return known as Read<T>;
    const result = source(request).then(
      (envelope): DataResult<T> =>
        envelope.code === 200 ? { ok: true, data: envelope.data as T } : { ok: false, desc: envelope.desc || DATA_FAILED, code: envelope.code },
      (): DataResult<T> => ({ ok: false, desc: DATA_FAILED }),
    );
    const read: Read<T> = settledRead(key, request, result);
    reads.set(key, read as Read<unknown>);
    return read;
  };
}

/** A Read of `result`, with `value` set when it settles and the key and request as its JSON. */
export function settledRead<T>(key: string, request: DataRequest, result: Promise<DataResult<T>>, value?: DataResult<T>): Read<T> {
  const read: Read<T> & { toJSON(): HandedOverRead } = {
    key,
    request,
    result,
    value,
    toJSON: () => ({ $read: key, request }),
  };
  void result.then((settled) => {
    read.value = settled;
  });
  return read;
}

export function isHandedOverRead(value: unknown): value is HandedOverRead {
  return typeof value === 'object' && value !== null && typeof (value as { $read?: unknown }).$read === 'string';
}

/** Every Read among a route's loader data (its values, one level down: what loaders return). */
export function readsIn(data: unknown): Read<unknown>[] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.values(data).filter((value): value is Read<unknown> => typeof value === 'object' && value !== null && 'result' in value && 'key' in value);
}
