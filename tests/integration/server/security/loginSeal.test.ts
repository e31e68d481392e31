/**
 * Issue 34 item 2: the login flag is a cookie anyone can send. Only a session the server has
 * seen confirmed by the upstream (the seal it sets on the session check) gets a personal
 * render; a bare flag costs what any anonymous visitor costs: a page from the cache.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockUpstream } from '../../../../mock-upstream/app';
import { API, LOGIN_COOKIE, SESSION_COOKIE, TENANT_COOKIE } from '../../../../shared/api';
import { PageCache } from '../../../../server/render/pageCache';
import { isSealed, LOGIN_SEAL_COOKIE, loginSealKey, sealFor } from '../../../../server/security/loginSeal';
import { createUpstreams } from '../../../../server/upstream/pools';
import { listen, readUntil, streamGet, testApp, TEST_SIGNING_KEY } from '../../../helpers';
import { tempDir } from '../../../mockUpstream';
import { CACHE_TEST_TIMEOUT_MS, untilCached } from '../fixtures';

vi.setConfig({ testTimeout: CACHE_TEST_TIMEOUT_MS });

/** One of the mock console's demo tenants (mock-upstream/data/tenants.ts), named on no page. */
const TENANT = '云帆科技有限公司';
const FLAG = `${LOGIN_COOKIE}=1; ${TENANT_COOKIE}=${encodeURIComponent(TENANT)}`;
const KEY = loginSealKey(TEST_SIGNING_KEY);

let mock: Awaited<ReturnType<typeof listen>>;
let closeMock: () => void;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  const upstream = createMockUpstream({ signingKey: TEST_SIGNING_KEY, dataDir: tempDir(), siteOrigin: 'http://localhost:3000', tokenDelayMs: 0 });
  closeMock = () => upstream.close();
  mock = await listen(upstream.app);
  app = testApp({}, { upstreams: createUpstreams({ api: mock.url, ai: mock.url, log: mock.url }), pageCache: new PageCache(60_000, 64 * 1024 * 1024) });
});
afterAll(async () => {
  await mock.close();
  closeMock();
});

/** Logs in at the console as a browser does; the cookies it sets, as a Cookie header. */
async function consoleLogin(): Promise<string> {
  const login = await fetch(`${mock.url}/console/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tenant: TENANT, mode: 'login', redirect: '/' }),
  });
  expect(login.status).toBe(303);
  return cookieHeader(login.headers.getSetCookie());
}

const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');
const setCookiesOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('a login flag the server has not seen a session for', () => {
  it.each([
    ['alone', FLAG],
    ['with a seal for another tenant', `${FLAG}; ${LOGIN_SEAL_COOKIE}=${sealFor(KEY, '星海日报社', Date.now())}`],
    ['with an expired seal', `${FLAG}; ${LOGIN_SEAL_COOKIE}=${sealFor(KEY, TENANT, Date.now() - 2 * 3600_000)}`],
    ['with a seal made with another key', `${FLAG}; ${LOGIN_SEAL_COOKIE}=${sealFor(loginSealKey('guessed'), TENANT, Date.now())}`],
    ['with a j: seal', `${FLAG}; ${LOGIN_SEAL_COOKIE}=j:{"toString":1}`],
  ])('%s gets the anonymous page from the cache: a hit, no render', async (_case, cookie) => {
    await untilCached(app, '/');
    const res = await request(app).get('/').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['x-page-cache']).toBe('hit');
    expect(res.text).not.toContain(TENANT);
  });
});

describe('a session logged in at the console', () => {
  it('is sealed by the session check it runs through the site, and from then on gets its tenant in the first bytes', async () => {
    const cookies = await consoleLogin();
    expect(cookies).toContain(SESSION_COOKIE);
    // Back from the console: the flag alone, before the browser's session check.
    await untilCached(app, '/gov.html');
    expect((await request(app).get('/gov.html').set('Cookie', cookies)).headers['x-page-cache']).toBe('hit');

    const check = await request(app).get(`/api${API.currentUserInfo.path}`).set('Cookie', cookies).expect(200);
    expect(check.body.data).toEqual(expect.objectContaining({ code: 200, tenantName: TENANT }));
    const seal = setCookiesOf(check).find((c) => c.startsWith(`${LOGIN_SEAL_COOKIE}=`));
    expect(seal).toMatch(/HttpOnly/i);
    expect(seal).toMatch(/SameSite=Lax/i);

    const server = await listen(app);
    try {
      const page = await streamGet(`${server.url}/gov.html`, { cookie: `${cookies}; ${cookieHeader([seal!])}` });
      expect(page.headers['x-page-cache']).toBe('bypass');
      expect(page.headers['cache-control']).toBe('private, no-store');
      const first = await page.chunks.next();
      expect(String(first.value)).toContain(TENANT);
      await readUntil(page.chunks, () => false);
    } finally {
      await server.close();
    }
  });

  it('loses its seal when the session check says the session is over', async () => {
    const cookies = await consoleLogin();
    await fetch(`${mock.url}/console/logout`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies } });
    const check = await request(app).get(`/api${API.currentUserInfo.path}`).set('Cookie', cookies).expect(200);
    expect(check.body.data.code).toBe(401);
    expect(setCookiesOf(check)).toContainEqual(expect.stringMatching(new RegExp(`^${LOGIN_SEAL_COOKIE}=;.*Expires=Thu, 01 Jan 1970`)));
  });
});

describe('isSealed', () => {
  it('holds only for the tenant it was made for, until it expires, and for a string only', () => {
    const now = Date.now();
    const seal = sealFor(KEY, TENANT, now);
    expect(isSealed(KEY, seal, TENANT, now)).toBe(true);
    expect(isSealed(KEY, seal, `${TENANT} `, now)).toBe(false);
    expect(isSealed(KEY, seal, TENANT, now + 3600_000)).toBe(false);
    expect(isSealed(KEY, `${Number(seal.split('.')[0]) + 1}.${seal.split('.')[1]}`, TENANT, now)).toBe(false);
    expect(isSealed(KEY, { toString: 1 }, TENANT, now)).toBe(false);
    expect(isSealed(KEY, '', TENANT, now)).toBe(false);
  });

  it('once a seal has matched, still refuses it for another tenant, under another key and after it expires', () => {
    const now = Date.now();
    const seal = sealFor(KEY, TENANT, now);
    for (let visit = 0; visit < 3; visit += 1) expect(isSealed(KEY, seal, TENANT, now + visit)).toBe(true);
    expect(isSealed(KEY, seal, '星海日报社', now)).toBe(false);
    expect(isSealed(loginSealKey(`${TEST_SIGNING_KEY}-rotated`), seal, TENANT, now)).toBe(false);
    expect(isSealed(KEY, seal, TENANT, Number(seal.split('.')[0]))).toBe(false);
  });

  it('does not take a matched seal and name for another seal with part of the name (cookies decode to any character)', () => {
    const now = Date.now();
    const name = '滨江\n融媒体中心';
    const seal = sealFor(KEY, name, now);
    expect(isSealed(KEY, seal, name, now)).toBe(true);
    expect(isSealed(KEY, `${seal}\n滨江`, '融媒体中心', now)).toBe(false);
  });
});
