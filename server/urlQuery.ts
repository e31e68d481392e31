/** The parts of a request's URL as the visitor sent it: the path, and the query (`?…`). */

/** The query part (`?…`, or '' when it has none), exactly as sent. */
export function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** Everything before the query: what the request log may show (a query can hold a phone number). */
export function pathOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : url.slice(0, at);
}
