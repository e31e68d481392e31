import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findPageEntry, matchPageEntry, pageEntries } from '../../../shared/routeViews';

/** The <Routes> the app rendered before client/pages/PageSwitch.tsx: every page, then `*`. */
const routerRoutes = [...pageEntries.map((p) => ({ path: p.path })), { path: '*' }];

function routerMatch(pathname: string): string | undefined {
  const path = matchRoutes(routerRoutes, pathname)?.at(-1)?.route.path;
  return path === '*' ? undefined : path;
}

const variants = (path: string) => [path, path.toUpperCase(), `${path}/`, `${path}//`, path.replace('.', '%2E'), `${path}x`, `/x${path}`];

describe('matchPageEntry', () => {
  it('matches every path of the table as react-router matched it', () => {
    const pathnames = [...pageEntries.flatMap((p) => variants(p.path)), '/', '//', '/nowhere', '/%E0%A4%A', '/product%2FTTS.html', ''];
    for (const pathname of pathnames) expect(matchPageEntry(pathname)?.path, pathname).toBe(routerMatch(pathname));
  });

  it('agrees with the exact lookup on the table paths themselves', () => {
    for (const page of pageEntries) expect(matchPageEntry(page.path)).toBe(findPageEntry(page.path));
  });
});
