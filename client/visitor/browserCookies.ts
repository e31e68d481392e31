/** The document side of shared/loginState.ts: the only place that touches `document.cookie`. */
import { loginCookieStrings, parseCookies, readLoginState, type LoginState } from '../../shared/loginState';

export function readBrowserLoginState(): LoginState {
  return readLoginState(parseCookies(document.cookie));
}

export function writeBrowserLoginState(state: LoginState, domain: string | null): void {
  const secure = location.protocol === 'https:';
  for (const cookie of loginCookieStrings(state, domain ?? undefined, secure)) document.cookie = cookie;
}
