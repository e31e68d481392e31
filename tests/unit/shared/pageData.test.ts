import { RouterContextProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { queryOf } from '../../../shared/pageData';
import { pageSearch } from '../../../shared/pageQuery';

const argsAt = (url: string) => ({ request: { url: `http://localhost${url}` }, context: new RouterContextProvider() });

describe('the query a page’s loader reads', () => {
  it('holds only what the page cache keys the page by, so a browser navigation reads what the server rendered', () => {
    const url = '/docCenter.html?utm_source=x&doc=302&doc=301&page=2&token=abc';
    expect([...queryOf(argsAt(url), 'docCenter')]).toEqual([
      ['doc', '302'],
      ['page', '2'],
    ]);
    expect(`?${queryOf(argsAt(url), 'docCenter')}`).toBe(pageSearch('docCenter', url.slice(url.indexOf('?'))));
  });

  it('is empty on a page the cache keys by its path alone, whatever the URL carries', () => {
    expect(queryOf(argsAt('/about.html?q=语音&page=2'), 'about').toString()).toBe('');
    expect(queryOf(argsAt('/search.html?q=语音&page=2'), 'search').get('q')).toBe('语音');
  });
});
