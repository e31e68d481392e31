/**
 * Login state cookies (docs/product.md#login-state-and-console) and the mock console's session cookie. Apart
 * from ./api.ts (which re-exports them), so the browser's entry reads them without the
 * table of API calls: esbuild puts a whole module in one chunk.
 */
export const LOGIN_COOKIE = 'open_user_logined';
export const TENANT_COOKIE = 'tenantName';
export const SESSION_COOKIE = 'zm_session';
