import { describe, expect, it } from 'vitest';
import { pathOf, searchOf } from '../../../server/urlQuery';

describe('the parts of a request URL', () => {
  it('has a query of everything from the first ? on, as sent, or nothing', () => {
    expect(searchOf('/docCenter.html?category=2&page=3')).toBe('?category=2&page=3');
    expect(searchOf('/api/x?q=a?b&c=%E4%B8%AD')).toBe('?q=a?b&c=%E4%B8%AD');
    expect(searchOf('/docCenter.html')).toBe('');
  });

  it('has a path of everything before the first ?, as sent', () => {
    expect(pathOf('/docCenter.html?category=2&page=3')).toBe('/docCenter.html');
    expect(pathOf('/api/x?q=a?b')).toBe('/api/x');
    expect(pathOf('/%E6%96%87')).toBe('/%E6%96%87');
  });
});
