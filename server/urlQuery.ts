/** The query part of a request's URL (`?…`, or '' when it has none), exactly as the visitor sent it. */
export function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}
