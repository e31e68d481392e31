/**
 * The pages' error boundary (React Router's ErrorBoundary of ../routes.tsx), inside the site's
 * layout: the 404 page for a URL no route answers, and for a page that failed in the browser
 * (above all one whose chunk is gone after a deploy) one full load of its URL
 * (./reloadOnce.ts), then a message. Part of the main bundle: what shows a failed chunk must
 * not be a chunk itself.
 */
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { PageHero } from '../ui/PageHero';
import { NotFoundPage } from './NotFound';
import { reloadOnce } from './reloadOnce';

/** The heading of the page shown when a page failed to render twice. */
export const LOAD_FAILED_TITLE = '页面加载失败';

export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <LoadFailed />;
}

function LoadFailed() {
  const { pathname, search, hash } = useLocation();
  const url = pathname + search + hash;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!reloadOnce(url)) setGaveUp(true);
  }, [url]);
  // While the full load is on its way the page stays empty rather than showing an error.
  if (!gaveUp) return null;
  return (
    <PageHero heading={LOAD_FAILED_TITLE} intro="网络连接不稳定或网站刚刚更新，页面未能加载完成，请重新加载。">
      <Reload href={url}>重新加载</Reload>
    </PageHero>
  );
}

const Reload = styled.a`
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: underline;
`;
