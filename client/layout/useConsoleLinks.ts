import { useLocation } from 'react-router-dom';
import { buildConsoleUrl } from '../../shared/consoleUrl';
import { pageSearch } from '../../shared/pageQuery';
import { findPageEntry } from '../../shared/routeViews';
import { useAppData } from '../appDataContext';
import { useVisitor } from '../visitor/VisitorContext';

/** 登录 / 免费试用 targets: the console, told to come back to the current page. */
export function useConsoleLinks(): { login: string; register: string } {
  const { site } = useAppData();
  const { pathname, search } = useLocation();
  // What the page reads of the query, not the rest: a cached page is the same for every query.
  const redirect = `${site.siteUrl}${pathname}${pageSearch(findPageEntry(pathname)?.kind, search)}`;
  const build = (mode: 'login' | 'register') => buildConsoleUrl(site.consoleUrl, { mode, redirect, siteOrigin: site.siteUrl });
  return { login: build('login'), register: build('register') };
}

/** The header's main action, and the phone's action bar's: 免费试用, or 进入控制台 once logged in. */
export function useConsoleAction(): { href: string; label: string } {
  const links = useConsoleLinks();
  return useVisitor().loggedIn ? { href: links.login, label: '进入控制台' } : { href: links.register, label: '免费试用' };
}
