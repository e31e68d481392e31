/** /.well-known/security.txt (RFC 9116): where to report a vulnerability, never stale. */
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trustCentre } from '../../../../shared/content/trust';
import { testApp } from '../../../helpers';

const DAY_MS = 24 * 3600 * 1000;
const fields = (text: string) =>
  new Map(
    text
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as const),
  );

afterEach(() => vi.useRealTimers());

describe('/.well-known/security.txt', () => {
  it('has Contact and an Expires in the future and within a year, as UTF-8 text', async () => {
    const res = await request(testApp()).get('/.well-known/security.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const txt = fields(res.text);
    expect(txt.get('Contact')).toBe(`mailto:${trustCentre.security.email}`);
    const expires = Date.parse(txt.get('Expires')!);
    expect(txt.get('Expires')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // A month's margin on each side: no race with the clock.
    expect(expires).toBeGreaterThan(Date.now() + 30 * DAY_MS);
    expect(expires).toBeLessThan(Date.now() + 335 * DAY_MS);
  });

  it('computes Expires from the time of the request, half a year ahead, so it never goes stale', async () => {
    const app = testApp();
    vi.useFakeTimers({ now: Date.parse('2030-02-01T08:00:00Z'), toFake: ['Date'] });
    expect(fields((await request(app).get('/.well-known/security.txt').expect(200)).text).get('Expires')).toBe('2030-07-31T08:00:00Z');
    vi.setSystemTime(Date.parse('2031-06-15T00:00:00Z'));
    expect(fields((await request(app).get('/.well-known/security.txt').expect(200)).text).get('Expires')).toBe('2031-12-12T00:00:00Z');
  });

  it('points to itself, the policy on the 信任中心 and the languages read', async () => {
    const txt = fields((await request(testApp()).get('/.well-known/security.txt').expect(200)).text);
    expect(txt.get('Canonical')).toBe('https://www.example.com/.well-known/security.txt');
    expect(txt.get('Policy')).toBe('https://www.example.com/trust.html#security');
    expect(txt.get('Preferred-Languages')).toBe('zh, en');
  });
});
