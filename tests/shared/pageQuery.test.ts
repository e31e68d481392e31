import { describe, expect, it } from 'vitest';
import { pageQueryOf, pageSearch } from '../../shared/pageQuery';

describe('the query a page reads', () => {
  it('is the list’s one spelling when it is already written so, whatever else the URL holds', () => {
    expect(pageQueryOf('docCenter', '?category=2&page=3')).toEqual({ kind: 'page', search: '?category=2&page=3' });
    expect(pageQueryOf('docCenter', '?page=3&utm_source=x&category=2')).toEqual({ kind: 'page', search: '?category=2&page=3' });
    expect(pageQueryOf('docCenter', '?doc=101')).toEqual({ kind: 'page', search: '?doc=101' });
    expect(pageQueryOf('docCenter', '')).toEqual({ kind: 'page', search: '' });
  });

  it.each([
    ['?page=02', '?page=2'],
    ['?page=01', ''],
    ['?page=1', ''],
    ['?page=0', ''],
    ['?page=1e21', ''],
    ['?category=junk1', ''],
    ['?category=junk1&page=2&utm_source=wx', '?page=2&utm_source=wx'],
    ['?category=2&category=3', '?category=2'],
    ['?doc=0101', '?doc=101'],
    ['?doc=101&page=4', '?doc=101'],
  ])('moves the list’s %s to %s', (given, moved) => {
    expect(pageQueryOf('docCenter', given)).toMatchObject({ kind: 'redirect', target: moved });
  });

  it.each(['?doc=abc', '?doc=', '?doc=0', '?doc=-3&page=2'])('finds no page for the document id of %s', (given) => {
    expect(pageQueryOf('docCenter', given)).toEqual({ kind: 'notFound' });
  });

  it('moves a repeated or unknown embed value to the chat page’s one spelling, keeping icsId', () => {
    expect(pageQueryOf('aiCs', '?embed=1&icsId=a')).toEqual({ kind: 'page', search: '?embed=1' });
    expect(pageQueryOf('aiCs', '?embed=1&embed=0')).toEqual({ kind: 'redirect', search: '?embed=1', target: '?embed=1' });
    expect(pageQueryOf('aiCs', '?embed=0&embed=1&icsId=a')).toEqual({ kind: 'redirect', search: '', target: '?icsId=a' });
    expect(pageQueryOf('aiCs', '?embed=yes')).toEqual({ kind: 'redirect', search: '', target: '' });
  });

  it('renders a page at its one spelling, and nothing for a page that is not there', () => {
    expect(pageSearch('docCenter', '?page=02&category=x')).toBe('?page=2');
    expect(pageSearch('docCenter', '?doc=abc')).toBe('');
    expect(pageSearch('home', '?page=2')).toBe('');
  });
});
