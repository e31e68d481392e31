import { describe, expect, it } from 'vitest';
import { cookieDomainFor } from '../../../shared/cookieDomain';

describe('cookieDomainFor', () => {
  it.each([
    ['www.example.com', '.example.com'],
    ['www.news.example.com.cn', '.example.com.cn'],
    ['example.com', '.example.com'],
    ['open.example.com.cn', '.example.com.cn'],
    ['WWW.Example.COM', '.example.com'],
    ['site.github.io', '.site.github.io'],
  ])('shares the cookies of %s on %s', (hostname, domain) => {
    expect(cookieDomainFor(hostname)).toBe(domain);
  });

  it.each(['localhost', '127.0.0.1', '[::1]', '::1', '192.168.1.10', '10.0.0.8', 'com', 'com.cn', 'github.io', 'intranet', ''])(
    'keeps the cookies of %j host-only',
    (hostname) => {
      expect(cookieDomainFor(hostname)).toBeUndefined();
    },
  );
});
