/**
 * Upstream data for the data sections (documentation centre, courses, information centre,
 * agreements). One store per request on the server and one per page on the client. On the
 * server each answer is also written into the page next to the section that used it
 * (<SsrData>), so hydration reads it there instead of fetching it again.
 */
import type { ApiCall, Envelope } from '../../shared/api';

export type DataResult<T> = { ok: true; data: T } | { ok: false; desc: string };

export interface DataRequest {
  call: ApiCall;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

/** Fetches an envelope: through undici on the server, through /api in the browser. */
export type DataSource = (request: DataRequest) => Promise<Envelope>;

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
    } else {
      const pending: Tracked<T> = this.source(request).then(
        (envelope): DataResult<T> => (envelope.code === 200 ? { ok: true, data: envelope.data as T } : { ok: false, desc: envelope.desc || DATA_FAILED }),
        (): DataResult<T> => ({ ok: false, desc: DATA_FAILED }),
      );
      pending.then((value) => Object.assign(pending, { status: 'fulfilled', value }));
      entry = pending;
    }
    this.cache.set(key, entry as Tracked<unknown>);
    return entry;
  }

  /** Forget an answer (the retry button), so the next read fetches again. */
  forget(request: DataRequest): void {
    this.cache.delete(dataKey(request));
  }
}
