/**
 * The WHATWG URL classes exist in Node and in browsers alike; shared/ is checked without
 * DOM or Node types (so `window` and `process` fail there), so it declares just these.
 */
declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | URLSearchParams | [string, string][]);
  get(name: string): string | null;
  getAll(name: string): string[];
  set(name: string, value: string): void;
  has(name: string): boolean;
  append(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

declare class URL {
  constructor(url: string, base?: string | URL);
  href: string;
  readonly origin: string;
  protocol: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
