/**
 * A link to a page of this site, navigating on the client. react-router's own <Link>
 * carries its framework mode (route prefetch links, URL masks, lazy route discovery),
 * which this site does not use and which cost 2.5 KB gzip of every page's JavaScript;
 * this renders the same `<a>` and handles clicks the same way with the hooks it is
 * built on.
 */
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An absolute or protocol-relative URL leaves the site: the browser follows it. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  if (typeof to === 'string' && ABSOLUTE_URL.test(to)) {
    return <a {...rest} href={to} target={target} onClick={onClick} />;
  }
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
