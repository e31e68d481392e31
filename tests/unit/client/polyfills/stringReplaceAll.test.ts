import { describe, expect, it } from 'vitest';
import { installReplaceAll, replaceAll } from '../../../../client/polyfills/stringReplaceAll';

const cases: [string, string | RegExp, string | ((match: string) => string)][] = [
  ['.a,.b,.c', ',', '&'],
  ['&:hover &', '&', '.sc-x'],
  ['a.b.c', '.', '$&$&'],
  ['(x)(y)', '(', '[$$]'],
  ['abc', '', '-'],
  ['aaa', 'a', (match) => match.toUpperCase()],
  ['one two', /o/g, '0'],
];

describe('the replaceAll polyfill', () => {
  it.each(cases)('replaces in %j as the engine’s own String.prototype.replaceAll does', (text, search, replacement) => {
    expect(replaceAll.call(text, search, replacement as string)).toBe(text.replaceAll(search, replacement as string));
  });

  it('refuses a regular expression without the global flag, as the engine does', () => {
    expect(() => replaceAll.call('aa', /a/, 'b')).toThrow(TypeError);
    expect(() => 'aa'.replaceAll(/a/, 'b')).toThrow(TypeError);
  });

  it('is installed on a prototype that lacks the method, and leaves an existing one alone', () => {
    const old: { replaceAll?: unknown } = {};
    installReplaceAll(old);
    expect(old.replaceAll).toBe(replaceAll);

    const native = String.prototype.replaceAll;
    installReplaceAll();
    expect(String.prototype.replaceAll).toBe(native);
  });
});
