import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../../../mock-upstream/data/tenants';
import { safeRedirect } from '../../../../mock-upstream/routes/console';
import { SITE_ORIGIN, testMock } from '../../../mockUpstream';

const cookiesOf = (res: request.Response): string[] => {
  const header = res.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : [];
};
const cookieNamed = (res: request.Response, name: string) => cookiesOf(res).find((c) => c.startsWith(`${name}=`)) ?? '';

describe('GET /console', () => {
  it('shows a login page with the demo tenants as radio buttons and no script', async () => {
    const res = await request(testMock().app)
      .get('/console')
      .query({ mode: 'login', back: 'open', redirect: `${SITE_ORIGIN}/college.html` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<title>登录 - 智媒开放平台控制台</title>');
    for (const tenant of DEMO_TENANTS) expect(res.text).toContain(`<input type="radio" name="tenant" value="${tenant}"`);
    expect(res.text).toContain('<form method="post" action="/console/login">');
    expect(res.text).toContain(`<input type="hidden" name="redirect" value="${SITE_ORIGIN}/college.html">`);
    expect(res.text).toMatch(/<button type="submit">登录<\/button>/);
    expect(res.text).not.toContain('<script');
  });

  it('shows the register variant with a 注册并登录 button', async () => {
    const res = await request(testMock().app).get('/console').query({ mode: 'register' });
    expect(res.text).toContain('<title>注册 - 智媒开放平台控制台</title>');
    expect(res.text).toContain('<input type="hidden" name="mode" value="register">');
    expect(res.text).toContain('注册并登录</button>');
  });

  it('escapes a malicious redirect value', async () => {
    const evil = '"><script>alert(1)</script><a href="';
    const res = await request(testMock().app).get('/console').query({ mode: 'login', redirect: evil });
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;"');
  });

  it('allows no script and posts its form only to itself or the site', async () => {
    const res = await request(testMock().app).get('/console');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain(`form-action 'self' ${SITE_ORIGIN}`);
  });
});

describe('POST /console/login', () => {
  it('sets the login flag, the tenant and an HttpOnly session cookie', async () => {
    const res = await request(testMock().app).post('/console/login').type('form').send({ tenant: '滨江区融媒体中心', mode: 'login' });
    const login = cookieNamed(res, 'open_user_logined');
    const tenant = cookieNamed(res, 'tenantName');
    const session = cookieNamed(res, 'zm_session');
    expect(login).toMatch(/^open_user_logined=1;/);
    expect(tenant.startsWith(`tenantName=${encodeURIComponent('滨江区融媒体中心')};`)).toBe(true);
    expect(session).toMatch(/^zm_session=[\w-]{20,};/);
    for (const cookie of [login, tenant, session]) {
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Lax');
    }
    expect(login).not.toContain('HttpOnly');
    expect(tenant).not.toContain('HttpOnly');
    expect(session).toContain('HttpOnly');
  });

  it('redirects with 303 to a redirect on the site', async () => {
    const target = `${SITE_ORIGIN}/product/TTS.html?from=console#intro`;
    const res = await request(testMock().app).post('/console/login').type('form').send({ tenant: '星海日报社', redirect: target });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(target);
  });

  it('sends a foreign redirect to the site home page instead', async () => {
    for (const redirect of ['https://evil.example.net/phish', '//evil.example.net/', 'javascript:alert(1)', 'http://www.example.com.evil.net/']) {
      const res = await request(testMock().app).post('/console/login').type('form').send({ tenant: '星海日报社', redirect });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`${SITE_ORIGIN}/`);
    }
  });

  it('refuses a tenant it did not offer with a 400 page', async () => {
    const res = await request(testMock().app).post('/console/login').type('form').send({ tenant: '<b>黑客</b>' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('演示租户');
    expect(cookiesOf(res)).toEqual([]);
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    const { app } = testMock({ siteOrigin: 'https://www.example.com' });
    const res = await request(app).post('/console/login').type('form').send({ tenant: '星海日报社' });
    for (const cookie of cookiesOf(res)) expect(cookie).toContain('Secure');
  });
});

describe('POST /console/logout', () => {
  it('ends the session, clears the cookies and returns to the site', async () => {
    const agent = request.agent(testMock().app);
    await agent.post('/console/login').type('form').send({ tenant: '云帆科技有限公司' });
    const res = await agent.post('/console/logout');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${SITE_ORIGIN}/`);
    expect(cookieNamed(res, 'open_user_logined')).toMatch(/Expires=Thu, 01 Jan 1970/);
    const check = await agent.get('/manage/user/zmService/currentUserInfo');
    expect(check.body.data.code).toBe(401);
  });
});

describe('safeRedirect', () => {
  it('resolves a site-relative path against the site', () => {
    expect(safeRedirect('/docCenter.html', SITE_ORIGIN)).toBe(`${SITE_ORIGIN}/docCenter.html`);
  });

  it('falls back to the home page for an empty value', () => {
    expect(safeRedirect('', SITE_ORIGIN)).toBe(`${SITE_ORIGIN}/`);
  });
});
