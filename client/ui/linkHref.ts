/** A link's href where the router's hooks are not needed for it (./Link.tsx, on the server). */
import { createPath, resolvePath, type To } from 'react-router-dom';

/** An absolute or protocol-relative URL leaves the site: the browser follows it. */
export const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * Where the router's hooks are not needed for the href: another site's address, as it is, and
 * a path from the root as useHref gives it with the site's basename "/" (resolved against "/"
 * whatever the page: dot segments, doubled slashes, an empty `?` or `#`).
 */
export function hrefWithoutRouter(to: To): string | undefined {
  if (typeof to !== 'string') return undefined;
  if (ABSOLUTE_URL.test(to)) return to;
  return to.startsWith('/') ? createPath(resolvePath(to, '/')) : undefined;
}
