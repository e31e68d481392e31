import { describe, expect, it } from 'vitest';
import { loginCookieStrings, parseCookies, readLoginState } from '../../../shared/loginState';

describe('parseCookies', () => {
  it('reads the pairs of a cookie header, trimming around them', () => {
    expect(parseCookies('open_user_logined=1; tenantName=%E6%98%9F%E6%B5%B7;zm_session=abc')).toEqual({
      open_user_logined: '1',
      tenantName: '%E6%98%9F%E6%B5%B7',
      zm_session: 'abc',
    });
  });

  it('keeps values containing an equals sign whole', () => {
    expect(parseCookies('token=a=b==')).toEqual({ token: 'a=b==' });
  });

  it('keeps the first of a repeated name, as browsers list the most specific first', () => {
    expect(parseCookies('open_user_logined=1; open_user_logined=0')).toEqual({ open_user_logined: '1' });
  });

  it('skips empty and nameless pieces', () => {
    expect(parseCookies('')).toEqual({});
    expect(parseCookies('; novalue; =orphan; a=1')).toEqual({ a: '1' });
  });

  it('keeps a cookie named __proto__ as a cookie', () => {
    const cookies = parseCookies('__proto__=x; a=1');
    expect(cookies.__proto__).toBe('x');
    expect(Object.keys(cookies)).toEqual(['__proto__', 'a']);
  });
});

describe('readLoginState', () => {
  it('is logged in with the decoded tenant name when the flag is 1', () => {
    expect(readLoginState({ open_user_logined: '1', tenantName: encodeURIComponent('星海日报社 融媒体中心') })).toEqual({
      loggedIn: true,
      tenantName: '星海日报社 融媒体中心',
    });
  });

  it('is logged out when the flag is 0, missing or anything but 1', () => {
    for (const flag of ['0', '', 'true', undefined]) {
      const cookies: Record<string, string> = flag === undefined ? {} : { open_user_logined: flag };
      expect(readLoginState({ ...cookies, tenantName: 'x' })).toEqual({ loggedIn: false, tenantName: '' });
    }
  });

  it('tolerates a tenant name that is not valid URL encoding', () => {
    expect(readLoginState({ open_user_logined: '1', tenantName: '100%星海' })).toEqual({ loggedIn: true, tenantName: '100%星海' });
  });

  it('is logged in with an empty tenant name when none is stored', () => {
    expect(readLoginState({ open_user_logined: '1' })).toEqual({ loggedIn: true, tenantName: '' });
  });

  it('takes only strings from cookie-parser, which makes objects and numbers of `j:` values', () => {
    // tenantName=j:{"toString":1} and open_user_logined=j:1, as cookie-parser hands them over.
    expect(readLoginState({ open_user_logined: '1', tenantName: { toString: 1 } })).toEqual({ loggedIn: true, tenantName: '' });
    expect(readLoginState({ open_user_logined: 1, tenantName: 'x' })).toEqual({ loggedIn: false, tenantName: '' });
  });
});

describe('loginCookieStrings', () => {
  const loggedIn = { loggedIn: true, tenantName: '星海日报社' };
  const encoded = encodeURIComponent('星海日报社');

  it('writes the flag and the encoded tenant on the parent domain, expiring host-only copies first', () => {
    expect(loginCookieStrings(loggedIn, '.example.com', true)).toEqual([
      'open_user_logined=; Path=/; Max-Age=0; SameSite=Lax; Secure',
      'tenantName=; Path=/; Max-Age=0; SameSite=Lax; Secure',
      'open_user_logined=1; Path=/; Domain=.example.com; SameSite=Lax; Secure',
      `tenantName=${encoded}; Path=/; Domain=.example.com; SameSite=Lax; Secure`,
    ]);
  });

  it('writes host-only cookies without Secure on plain-HTTP localhost', () => {
    expect(loginCookieStrings(loggedIn, undefined, false)).toEqual([
      'open_user_logined=1; Path=/; SameSite=Lax',
      `tenantName=${encoded}; Path=/; SameSite=Lax`,
    ]);
  });

  it('resets the flag to 0 and expires the tenant name when logged out', () => {
    expect(loginCookieStrings({ loggedIn: false, tenantName: '' }, undefined, false)).toEqual([
      'open_user_logined=0; Path=/; SameSite=Lax',
      'tenantName=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
    expect(loginCookieStrings({ loggedIn: false, tenantName: '' }, '.example.com', true).slice(2)).toEqual([
      'open_user_logined=0; Path=/; Domain=.example.com; SameSite=Lax; Secure',
      'tenantName=; Path=/; Domain=.example.com; Max-Age=0; SameSite=Lax; Secure',
    ]);
  });

  it('encodes a tenant name that would break the cookie syntax', () => {
    const [, tenant] = loginCookieStrings({ loggedIn: true, tenantName: 'a; b=c' }, undefined, false);
    expect(tenant).toBe('tenantName=a%3B%20b%3Dc; Path=/; SameSite=Lax');
  });

  it('round-trips through parseCookies and readLoginState', () => {
    const header = loginCookieStrings(loggedIn, undefined, false)
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(readLoginState(parseCookies(header))).toEqual(loggedIn);
  });
});
