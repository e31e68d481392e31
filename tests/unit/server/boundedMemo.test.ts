import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../../server/boundedMemo';

describe('boundedMemo', () => {
  it('computes an input once and answers it again from memory, undefined answers too', () => {
    const seen: string[] = [];
    const memo = boundedMemo((input) => (seen.push(input), input === 'none' ? undefined : input.length), 10);
    expect([memo('abc'), memo('abc'), memo('none'), memo('none')]).toEqual([3, 3, undefined, undefined]);
    expect(seen).toEqual(['abc', 'none']);
  });

  it('forgets everything once it holds max inputs, so made-up inputs cannot grow it', () => {
    const seen: string[] = [];
    const memo = boundedMemo((input) => seen.push(input), 2);
    memo('a');
    memo('b');
    memo('c'); // full: starts afresh with c
    memo('c');
    memo('a');
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
