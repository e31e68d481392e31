import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../helpers';

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('the security headers', () => {
  const app = testApp();

  it('sends a strict policy on pages: scripts by nonce only, no plugins, no foreign base or framing', async () => {
    const res = await request(app).get('/').expect(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/)]);
    expect(csp['style-src']).toEqual(["'self'", csp['script-src']![1]]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives every response a fresh nonce', async () => {
    const [a, b] = await Promise.all([request(app).get('/gov.html'), request(app).get('/gov.html')]);
    expect(directives(a.headers['content-security-policy'])['script-src']).not.toEqual(directives(b.headers['content-security-policy'])['script-src']);
  });

  it('lets only the site itself frame the chat panel page until partner sites are configured', async () => {
    const embed = await request(app).get('/aiCs.html?embed=1').expect(200);
    expect(directives(embed.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
  });

  it('adds the partner sites of CHAT_EMBED_ANCESTORS to the site itself, for the chat panel page only', async () => {
    const partners = testApp({ CHAT_EMBED_ANCESTORS: 'https://news.example.com https://*.partner.example.com' });
    const embed = await request(partners).get('/aiCs.html?embed=1').expect(200);
    expect(directives(embed.headers['content-security-policy'])['frame-ancestors']).toEqual([
      "'self'",
      'https://news.example.com',
      'https://*.partner.example.com',
    ]);
    // X-Frame-Options knows no list of sites: it would overrule the partners in old browsers.
    expect(embed.headers['x-frame-options']).toBeUndefined();
    for (const path of ['/aiCs.html', '/?embed=1', '/product/TTS.html?embed=1']) {
      const res = await request(partners).get(path);
      expect(directives(res.headers['content-security-policy'])['frame-ancestors'], path).toEqual(["'self'"]);
    }
  });

  it('sends HSTS in production only', async () => {
    const development = await request(app).get('/');
    expect(development.headers['strict-transport-security']).toBeUndefined();
    const production = await request(testApp({ NODE_ENV: 'production', CONSOLE_URL: 'https://console.example.com' })).get('/');
    expect(production.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('puts the policy on API answers and error pages too', async () => {
    for (const path of ['/api/nothing', '/no-such-page.html', '/log']) {
      const res = await request(app).get(path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
    const missing = await request(app).get('/no-such-page.html').expect(404);
    expect(directives(missing.headers['content-security-policy'])['object-src']).toEqual(["'none'"]);
  });
});
