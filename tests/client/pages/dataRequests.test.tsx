import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../../../client/App';
import { DataStore, dataKey, type DataSource } from '../../../shared/dataStore';
import { loadRoute } from '../../../client/pages/registry';
import type { AppData } from '../../../shared/appData';
import { pageRoutes } from '../../../shared/navigation';
import { findPageEntry } from '../../../shared/routeViews';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site';
import { LOGGED_OUT } from '../../../shared/loginState';

const DATA: AppData = { site: DEFAULT_SITE_SETTINGS, preloads: [], icsId: 'ics', visitor: LOGGED_OUT, cookieDomain: null, year: 2026 };

/** The upstream reads a server render of `url` makes (each answered with an error, so no section waits). */
async function readsOf(url: string): Promise<string[]> {
  const seen: string[] = [];
  const source: DataSource = async (request) => {
    seen.push(dataKey(request));
    return { code: 500, desc: '测试', data: null };
  };
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StaticRouter location={url}>
        <App data={DATA} store={new DataStore(source)} />
      </StaticRouter>,
      { onAllReady: () => stream.pipe(new Writable({ write: (_c, _e, done) => done(), final: (done) => (done(), resolve()) })), onShellError: reject },
    );
  });
  return seen.sort();
}

async function declaredFor(url: string): Promise<string[]> {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const loaded = await loadRoute(findPageEntry(pathname)!);
  return loaded.dataRequests(searchParams).map(dataKey).sort();
}

const urls = [
  ...pageRoutes.map((route) => route.path),
  '/docCenter.html?doc=101',
  '/docCenter.html?category=2&page=3',
  '/docCenter.html?page=2',
  '/docCenter.html?doc=abc&page=0',
];

describe('the upstream reads a page declares for the server to start before it renders', () => {
  it.each(urls)('%s declares exactly the reads its first render makes', async (url) => {
    expect(await declaredFor(url)).toEqual(await readsOf(url));
  });

  it('covers every data page: the documentation centre, the college, about and the agreements declare reads', async () => {
    const withData = [];
    for (const route of pageRoutes) if ((await declaredFor(route.path)).length > 0) withData.push(route.kind);
    expect(new Set(withData)).toEqual(new Set(['docCenter', 'college', 'about', 'agreement']));
  });
});
