import { describe, expect, it } from 'vitest';
import { pageQueryOf } from '../../../../server/render/pageQueryMove';

describe('a page query', () => {
  it.each([
    ['', ''],
    ['?category=2&page=3', '?category=2&page=3'],
    ['?page=3&utm_source=x&category=2', '?category=2&page=3'],
    ['?doc=101&utm_source=wx', '?doc=101'],
  ])('in its one spelling (%s) is the page at “%s”', (given, search) => {
    expect(pageQueryOf('docCenter', given)).toEqual({ kind: 'page', search });
  });

  it('keeps the chat page’s icsId out of what it renders at, and filters the other pages as before', () => {
    expect(pageQueryOf('aiCs', '?embed=1&icsId=a')).toEqual({ kind: 'page', search: '?embed=1' });
    expect(pageQueryOf('cooperation', '?scene=constructor&product=TTS')).toEqual({ kind: 'page', search: '?product=TTS' });
    expect(pageQueryOf('home', '?page=2')).toEqual({ kind: 'page', search: '' });
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
  ])('spelled %s in the documentation centre is moved to “%s”', (given, target) => {
    expect(pageQueryOf('docCenter', given)).toEqual({ kind: 'redirect', target });
  });

  it.each(['?doc=abc', '?doc=', '?doc=0', '?doc=-3&page=2'])('with the document id of %s is no page', (given) => {
    expect(pageQueryOf('docCenter', given)).toEqual({ kind: 'notFound' });
  });

  it('with a repeated or unknown embed value is moved to the chat page’s one spelling, icsId kept', () => {
    expect(pageQueryOf('aiCs', '?embed=1&embed=0')).toEqual({ kind: 'redirect', target: '?embed=1' });
    expect(pageQueryOf('aiCs', '?embed=0&embed=1&icsId=a')).toEqual({ kind: 'redirect', target: '?icsId=a' });
    expect(pageQueryOf('aiCs', '?embed=yes')).toEqual({ kind: 'redirect', target: '' });
  });
});
