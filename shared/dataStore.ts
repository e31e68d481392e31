/**
 * Upstream data for the data sections (documentation centre, courses, information centre,
 * agreements). One store per request on the server and one per page on the client. On the
 * server each answer is also written into the page next to the section that used it
 * (<SsrData>), so hydration reads it there instead of fetching it again.
 */
import type { ApiCall, Envelope } from './api';

/** `code`: the envelope's, when the upstream answered one (404: what was asked for does not exist). */
export type DataResult<T> = { ok: true; data: T } | { ok: false; desc: string; code?: number };

export interface DataRequest {
  call: ApiCall;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

/** Fetches an envelope: through undici on the server, through /api in the browser. */
export type DataSource = (request: DataRequest) => Promise<Envelope>;

/** The answer to a request if it is already there, undefined while it is still coming or was never asked. */
export type Answers = (request: DataRequest) => DataResult<unknown> | undefined;

type Tracked<T> = Promise<DataResult<T>> & { status?: string; value?: DataResult<T> };

export const DATA_FAILED = '内容加载失败，请稍后重试';

export function dataKey({ call, body, query }: DataRequest): string {
  return `${call.path}|${JSON.stringify(body ?? {})}|${new URLSearchParams(query ?? {}).toString()}`;
}

function settled<T>(value: DataResult<T>): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

export class DataStore {
  private readonly cache = new Map<string, Tracked<unknown>>();
  private readonly listeners = new Set<() => void>();
  private arrivals = 0;

  constructor(
    private readonly source: DataSource,
    /** Answers the server already put in the page, by key. */
    private readonly handedOver: (key: string) => DataResult<unknown> | undefined = () => undefined,
  ) {}

  read<T>(request: DataRequest): Tracked<T> {
    const key = dataKey(request);
    let entry = this.cache.get(key) as Tracked<T> | undefined;
    if (entry) return entry;
    const ready = this.handedOver(key) as DataResult<T> | undefined;
    if (ready) {
      entry = settled(ready);
      // A section the server streamed in after the shell hydrates on its own, later than the
      // head: the head learns of its answer here. After the render, not during it.
      queueMicrotask(this.announce);
    } else {
      const pending: Tracked<T> = this.source(request).then(
        (envelope): DataResult<T> =>
          envelope.code === 200 ? { ok: true, data: envelope.data as T } : { ok: false, desc: envelope.desc || DATA_FAILED, code: envelope.code },
        (): DataResult<T> => ({ ok: false, desc: DATA_FAILED }),
      );
      pending.then((value) => {
        Object.assign(pending, { status: 'fulfilled', value });
        this.announce();
      });
      entry = pending;
    }
    this.cache.set(key, entry as Tracked<unknown>);
    return entry;
  }

  /**
   * What `read` would find settled, without starting a read or suspending: for what renders
   * outside the data sections' Suspense boundaries (the head tags).
   */
  readonly answer: Answers = (request) => {
    const key = dataKey(request);
    const entry = this.cache.get(key);
    return entry ? entry.value : this.handedOver(key);
  };

  /** For useSyncExternalStore: `answer` may tell more each time an answer arrives. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly arrived = (): number => this.arrivals;

  private readonly announce = (): void => {
    this.arrivals += 1;
    for (const listener of this.listeners) listener();
  };

  /** Forget an answer (the retry button), so the next read fetches again. */
  forget(request: DataRequest): void {
    this.cache.delete(dataKey(request));
  }
}
