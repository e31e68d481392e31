import { useLocation } from 'react-router-dom';
import { buildConsoleUrl } from '../../shared/consoleUrl';
import { useAppData } from '../appDataContext';

/** 登录 / 免费试用 targets: the console, told to come back to the current page. */
export function useConsoleLinks(): { login: string; register: string } {
  const { site } = useAppData();
  const { pathname, search } = useLocation();
  const redirect = `${site.siteUrl}${pathname}${search}`;
  const build = (mode: 'login' | 'register') =>
    buildConsoleUrl(site.consoleUrl, { mode, redirect, siteOrigin: site.siteUrl });
  return { login: build('login'), register: build('register') };
}
