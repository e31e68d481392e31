import { useLocation } from 'react-router-dom';
import { buildConsoleUrl } from '../../shared/consoleUrl';
import { pageSearch } from '../../shared/pageQuery';
import { findPageEntry } from '../../shared/routeViews';
import { useAppData } from '../appDataContext';

/** 登录 / 免费试用 targets: the console, told to come back to the current page. */
export function useConsoleLinks(): { login: string; register: string } {
  const { site } = useAppData();
  const { pathname, search } = useLocation();
  // What the page reads of the query, not the rest: a cached page is the same for every query.
  const redirect = `${site.siteUrl}${pathname}${pageSearch(findPageEntry(pathname)?.kind, search)}`;
  const build = (mode: 'login' | 'register') =>
    buildConsoleUrl(site.consoleUrl, { mode, redirect, siteOrigin: site.siteUrl });
  return { login: build('login'), register: build('register') };
}
