import { isRecord } from '../shared/isRecord';

/** Page/size parameters of the list calls: bad or missing values are clamped, never rejected. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export interface Paging {
  pageNum: number;
  pageSize: number;
}

function toInteger(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : null;
}

export function readPaging(body: Record<string, unknown>, defaultSize = DEFAULT_PAGE_SIZE): Paging {
  const pageNum = Math.max(1, toInteger(body.pageNum) ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, toInteger(body.pageSize) ?? defaultSize));
  return { pageNum, pageSize };
}

export interface Page<T> extends Paging {
  list: T[];
  total: number;
}

export function paginate<T>(items: readonly T[], paging: Paging): Page<T> {
  const start = (paging.pageNum - 1) * paging.pageSize;
  return { list: items.slice(start, start + paging.pageSize), total: items.length, ...paging };
}

/** A JSON body that is not an object (or absent) reads as an empty one. */
export function bodyOf(body: unknown): Record<string, unknown> {
  return isRecord(body) ? body : {};
}
