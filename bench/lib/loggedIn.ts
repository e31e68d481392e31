/** A logged-in visitor of the bench's server: the login cookies with the seal it sets after a session check (server/security/loginSeal.ts). */
import { LOGIN_SEAL_COOKIE, loginSealKey, sealFor } from '../../server/security/loginSeal';
import { LOGIN_COOKIE, TENANT_COOKIE } from '../../shared/loginCookies';
import { BENCH_SIGNING_KEY } from './processes';

export function benchLoginCookie(tenantName = '星海日报社'): string {
  const seal = sealFor(loginSealKey(BENCH_SIGNING_KEY), tenantName, Date.now());
  return `${LOGIN_COOKIE}=1; ${TENANT_COOKIE}=${encodeURIComponent(tenantName)}; ${LOGIN_SEAL_COOKIE}=${seal}`;
}

/** Asks for the page as `cookie`'s visitor until it comes from its template (built in the background after the first visit). */
export async function untilTemplated(url: string, cookie: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const res = await fetch(url, { headers: { Cookie: cookie } });
    await res.arrayBuffer();
    if (res.headers.get('x-page-cache') === 'template') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never came from its logged-in template`);
}
