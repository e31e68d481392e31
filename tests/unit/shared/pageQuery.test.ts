import { describe, expect, it } from 'vitest';
import { pageSearch } from '../../../shared/pageQuery';

describe('the query a page reads', () => {
  it('is its own parameters only, first value each, in a fixed order', () => {
    expect(pageSearch('docCenter', '?page=3&utm_source=x&category=2')).toBe('?category=2&page=3');
    expect(pageSearch('docCenter', '?doc=101&doc=102')).toBe('?doc=101');
    expect(pageSearch('aiCs', '?embed=1&icsId=a')).toBe('?embed=1');
  });

  it('is empty for a page that reads no parameter', () => {
    expect(pageSearch('home', '?page=2')).toBe('');
    expect(pageSearch(undefined, '?page=2')).toBe('');
  });
});
