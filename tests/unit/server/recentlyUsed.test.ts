import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from '../../../server/recentlyUsed';

describe('a map of the recently used', () => {
  it('drops the least recently used entry past its size, not everything', () => {
    const map = new RecentlyUsed<number>(3);
    for (const key of ['a', 'b', 'c']) map.set(key, key.charCodeAt(0));
    map.get('a');
    map.set('d', 4);
    expect(map.size).toBe(3);
    expect(map.peek('b')).toBeUndefined();
    expect([...map.values()]).toEqual([99, 97, 4]);
  });

  it('leaves the order as it is when only peeked at', () => {
    const map = new RecentlyUsed<string>(2);
    map.set('a', 'A');
    map.set('b', 'B');
    expect(map.peek('a')).toBe('A');
    map.set('c', 'C');
    expect(map.peek('a')).toBeUndefined();
    expect(map.get('b')).toBe('B');
  });

  it('counts a key set again once, as its newest use', () => {
    const map = new RecentlyUsed<string>(2);
    map.set('a', 'A');
    map.set('b', 'B');
    map.set('a', 'A2');
    map.set('c', 'C');
    expect(map.size).toBe(2);
    expect(map.peek('a')).toBe('A2');
    expect(map.peek('b')).toBeUndefined();
  });
});
