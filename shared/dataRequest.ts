/**
 * An upstream read of a page's data section (documentation centre, courses, information
 * centre, agreements, search results) and what the section gets of it: the data, or the
 * failure it shows. Routes' loaders make them into Reads (./pageData.ts).
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

export const DATA_FAILED = '内容加载失败，请稍后重试';

export function dataKey({ call, body, query }: DataRequest): string {
  return `${call.path}|${JSON.stringify(body ?? {})}|${new URLSearchParams(query ?? {}).toString()}`;
}
