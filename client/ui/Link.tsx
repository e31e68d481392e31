/**
 * A link to a page of this site, navigating on the client. react-router's own <Link>
 * carries its framework mode (route prefetch links, URL masks, lazy route discovery),
 * which this site does not use and which cost 2.5 KB gzip of every page's JavaScript;
 * this renders the same `<a>` and handles clicks the same way with the hooks it is
 * built on.
 *
 * On the server a link has no click to handle, and a path from the site's root resolves
 * the same from any page: its href is worked out without the router's hooks (some 150
 * links on the home page, and their hooks were an eighth of a render: docs/performance.md).
 */
import type { AnchorHTMLAttributes, Ref } from 'react';
import { createPath, resolvePath, useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An absolute or protocol-relative URL leaves the site: the browser follows it. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** Rendering on the server: never true in a browser, so a component's hooks never change between its renders. */
const ON_SERVER = typeof document === 'undefined';

/**
 * What useHref gives for a path from the root, with the site's basename "/": the router
 * resolves it against "/" whatever the page (dot segments, doubled slashes, an empty `?` or
 * `#`), and its server history writes the result as it is.
 */
export function rootHref(to: string): string {
  return createPath(resolvePath(to, '/'));
}

export function Link(props: LinkProps) {
  const { to, replace: _replace, target, onClick, ...rest } = props;
  if (typeof to === 'string' && ABSOLUTE_URL.test(to)) return <a {...rest} href={to} target={target} onClick={onClick} />;
  if (ON_SERVER && typeof to === 'string' && to.startsWith('/')) return <a {...rest} href={rootHref(to)} target={target} data-discover="true" />;
  return <RouterLink {...props} />;
}

/** The link as react-router's <Link> makes it, with the router's hooks: in the browser, and for a relative path. */
export function RouterLink({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
      // As react-router's <Link> writes it, so the server's markup stays the same.
      data-discover="true"
    />
  );
}
