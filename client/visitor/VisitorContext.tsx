/**
 * Who is visiting: logged out, or a tenant. Starts from what the server read in the
 * cookies (no flash of 登录 before the tenant name), then on every route change, when the
 * login flag is set, asks the session check (./sessionCheck.ts, loaded then): code 200
 * keeps the state and stores the tenant name; anything else resets the flag to 0 and
 * clears the name.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LOGIN_COOKIE } from '../../shared/loginCookies';
import type { VisitorState } from '../../shared/appData';
import { useAppData } from '../appDataContext';
import { LOGGED_OUT, parseCookies } from '../../shared/loginState';

const VisitorContext = createContext<VisitorState>(LOGGED_OUT);

export const useVisitor = (): VisitorState => useContext(VisitorContext);

export function VisitorProvider({ initial, children }: { initial: VisitorState; children: ReactNode }) {
  const [visitor, setVisitor] = useState(initial);
  const { cookieDomain } = useAppData();
  const { pathname } = useLocation();

  useEffect(() => {
    if (parseCookies(document.cookie)[LOGIN_COOKIE] !== '1') return;
    const controller = new AbortController();
    import('./sessionCheck')
      .then(({ checkSession }) => checkSession(cookieDomain, controller.signal))
      .then(setVisitor)
      .catch(() => {
        // Offline or timed out: keep what we know rather than logging the visitor out.
      });
    return () => controller.abort();
  }, [pathname, cookieDomain]);

  return <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>;
}
