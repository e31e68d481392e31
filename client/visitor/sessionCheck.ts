/**
 * The session check of ./VisitorContext.tsx, loaded when the login flag is set: asks who
 * is logged in and stores the answer in the cookies. Code 200 keeps the state with the
 * tenant name; anything else resets the flag to 0 and clears the name.
 */
import { API } from '../../shared/api';
import type { VisitorState } from '../../shared/appData';
import { apiRequest } from '../api/http';
import { writeBrowserLoginState } from './browserCookies';
import { LOGGED_OUT } from '../../shared/loginState';

interface SessionAnswer {
  code?: number;
  tenantName?: string;
}

/** Rejects when the check does not answer (offline, timed out, aborted). */
export async function checkSession(cookieDomain: string | null, signal: AbortSignal): Promise<VisitorState> {
  const answer = await apiRequest<SessionAnswer>(API.currentUserInfo, { hideToast: true, signal });
  const next: VisitorState = answer.code === 200 && answer.data?.code === 200 ? { loggedIn: true, tenantName: answer.data.tenantName ?? '' } : LOGGED_OUT;
  writeBrowserLoginState(next, cookieDomain);
  return next;
}
