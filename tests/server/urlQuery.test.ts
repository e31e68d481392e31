import { describe, expect, it } from 'vitest';
import { searchOf } from '../../server/urlQuery';

describe('the query of a request URL', () => {
  it('is everything from the first ? on, as sent, or nothing', () => {
    expect(searchOf('/docCenter.html?category=2&page=3')).toBe('?category=2&page=3');
    expect(searchOf('/api/x?q=a?b&c=%E4%B8%AD')).toBe('?q=a?b&c=%E4%B8%AD');
    expect(searchOf('/docCenter.html')).toBe('');
  });
});
