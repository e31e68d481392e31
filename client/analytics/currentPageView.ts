/** The page shown now, as a record of something done on it reads it (a chat answer's rating, a document's feedback). */
import { findPageEntry } from '../../shared/routeViews';
import { readBrowserLoginState } from '../visitor/browserCookies';
import type { PageView } from './trackPageView';

export function currentPageView(): PageView {
  const { pathname, href } = location;
  return {
    pathname,
    routeName: findPageEntry(pathname)?.name,
    title: document.title,
    url: href,
    tenantName: readBrowserLoginState().tenantName,
    now: Date.now(),
  };
}
