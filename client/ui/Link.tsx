/**
 * A link to a page of this site, navigating on the client. react-router's own <Link>
 * carries its framework mode (route prefetch links, URL masks, lazy route discovery),
 * which this site does not use and which cost 2.5 KB gzip of every page's JavaScript;
 * this renders the same `<a>` and handles clicks the same way with the hooks it is
 * built on. Without its `data-discover` mark: only framework mode's route discovery reads it.
 *
 * The server's bundle writes another site's address or a path from the site's root without
 * the router's hooks: a link on the server has no click to handle, and such a path resolves
 * the same from any page (some 150 links on the home page, whose hooks were an eighth of its
 * render: docs/performance.md).
 */
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { ABSOLUTE_URL, hrefWithoutRouter } from './linkHref';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  // Set by build.ts for each bundle, so a link calls the same hooks on every render there, and
  // the browser's bundle holds no byte of this branch. Unbundled (the tests, tsx) it is unset:
  // links take the hooks on both sides, with the same markup (tests/unit/client/ui/Link.test.tsx).
  if (process.env.ZHIMEI_BUNDLE === 'server') {
    const known = hrefWithoutRouter(to);
    // No click to handle on the server.
    if (known !== undefined) return <a {...rest} href={known} target={target} />;
  }
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition above is a constant of the bundle
  const href = useHref(to);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition above is a constant of the bundle
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
    />
  );
}
