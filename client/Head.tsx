/**
 * The route's head tags, with what the URL says of itself (a document's title, from data
 * the server awaited before rendering: shared/pageHead.ts). Rendered in the shell (never
 * inside Suspense) so React puts them in `<head>` in the first flushed bytes, and
 * re-rendered on client navigation and as the page's data arrives.
 */
import { useLocation } from 'react-router-dom';
import { documentTitle, findPageEntry } from '../shared/routeViews';
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, PLATFORM_NAME } from '../shared/site';
import { structuredDataFor } from '../shared/structuredData';
import { useAppData } from './appDataContext';
import { JsonLd } from './ui/JsonLd';
import { useArrivedAnswers } from './data/DataContext';
import { loadRoute } from './pages/registry';
import { useUnlessFailed } from './pages/tracked';

export const NOT_FOUND_TITLE = '页面未找到';

export function Head() {
  const { pathname, search } = useLocation();
  const { site, head: serverHead, visitor } = useAppData();
  const answers = useArrivedAnswers();
  const page = findPageEntry(pathname);
  // The page's text loads with its chunk; a client navigation waits for both in its transition.
  const loaded = useUnlessFailed(page ? loadRoute(page) : undefined);
  const route = loaded?.route;
  const own = (answers ? loaded?.head(new URLSearchParams(search), answers) : serverHead) ?? {};
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
