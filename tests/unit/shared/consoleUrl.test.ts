import { describe, expect, it } from 'vitest';
import { buildConsoleUrl } from '../../../shared/consoleUrl';

const CONSOLE = 'https://console.example.com/auth';
const SITE = 'https://www.example.com';

describe('buildConsoleUrl', () => {
  it('sets the mode and extra parameters', () => {
    const url = new URL(buildConsoleUrl(CONSOLE, { mode: 'register', params: { from: '首页 hero' } }));
    expect(url.searchParams.get('mode')).toBe('register');
    expect(url.searchParams.get('from')).toBe('首页 hero');
    expect(url.searchParams.has('back')).toBe(false);
  });

  it('adds back=open and the encoded redirect for a page of this site', () => {
    const href = buildConsoleUrl(CONSOLE, { mode: 'login', redirect: `${SITE}/product/TTS.html?a=1&b=2`, siteOrigin: SITE });
    expect(href).toContain('redirect=https%3A%2F%2Fwww.example.com%2Fproduct%2FTTS.html%3Fa%3D1%26b%3D2');
    expect(new URL(href).searchParams.get('back')).toBe('open');
  });

  it('never redirects to another origin', () => {
    const url = new URL(buildConsoleUrl(CONSOLE, { mode: 'login', redirect: 'https://evil.example.net/', siteOrigin: SITE }));
    expect(url.searchParams.has('redirect')).toBe(false);
  });
});
