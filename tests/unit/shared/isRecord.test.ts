import { describe, expect, it } from 'vitest';
import { isRecord } from '../../../shared/isRecord';

describe('isRecord', () => {
  it('accepts a JSON object, empty or not', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(JSON.parse('{"code":200}'))).toBe(true);
  });

  it('refuses null, arrays and primitives, so a list never passes as a form or an envelope', () => {
    for (const value of [null, undefined, [], [{ code: 200 }], 'x', 1, true]) expect(isRecord(value)).toBe(false);
  });
});
