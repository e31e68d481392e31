/**
 * The route's head tags, with what the URL says of itself (a document's title, from the
 * loader's reads that had settled: shared/pageHead.ts). Rendered in the shell (never inside
 * Suspense) so React puts them in `<head>` in the first flushed bytes, and re-rendered on
 * client navigation and as the page's reads settle.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { readsIn } from '../shared/pageData';
import { documentTitle } from '../shared/routeViews';
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, PLATFORM_NAME } from '../shared/site';
import { structuredDataFor } from '../shared/structuredData';
import { useAppData } from './appDataContext';
import type { PageHandle } from './pages/pageModule';
import { JsonLd } from './ui/JsonLd';

export const NOT_FOUND_TITLE = '页面未找到';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating: what the server rendered was decided from the
 * reads it had then, which the browser cannot tell apart from those that streamed in after.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Renders again each time one of `data`'s reads settles. */
function useReadsSettled(data: unknown): void {
  const [, settled] = useState(0);
  useEffect(() => {
    let live = true;
    for (const read of readsIn(data)) if (!read.value) void read.result.then(() => live && settled((n) => n + 1));
    return () => {
      live = false;
    };
  }, [data]);
}

export function Head() {
  const { pathname, search } = useLocation();
  const { site, head: serverHead, visitor } = useAppData();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = leaf?.handle as PageHandle | undefined;
  const hydrated = useHydrated();
  useReadsSettled(leaf?.data);
  const route = handle?.route;
  const own = (hydrated ? handle?.head?.(new URLSearchParams(search), leaf?.data) : serverHead) ?? {};
  const title = documentTitle({ title: route ? (own.title ?? route.title) : NOT_FOUND_TITLE });
  const description = own.description ?? route?.description ?? DEFAULT_DESCRIPTION;
  const keywords = route?.keywords ?? DEFAULT_KEYWORDS;
  const url = `${site.siteUrl}${own.canonical ?? pathname}`;
  const structured = route ? structuredDataFor(route, site.siteUrl) : null;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {/* Baidu's adaptation hint: one page for desktop and phone. A logged-in visitor's page
          holds their tenant name: no transcoding proxy may rewrite or keep it. */}
      <meta name="applicable-device" content="pc,mobile" />
      {visitor.loggedIn && <meta httpEquiv="Cache-Control" content="no-transform" />}
      {route && !own.state && !route.noindex ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PLATFORM_NAME} />
      <meta property="og:locale" content="zh_CN" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {structured && <JsonLd data={structured} />}
    </>
  );
}
