import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, USER_ID_KEY, getDeviceId, getUserId, type IdStorage } from '../../../../client/visitor/deviceId';

function memoryStorage(initial: Record<string, string> = {}): IdStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

const refusing: IdStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

const counter = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('getDeviceId', () => {
  it('generates an id once and keeps it under its key', () => {
    const storage = memoryStorage();
    const makeId = counter();
    expect(getDeviceId(storage, makeId)).toBe('id-1');
    expect(getDeviceId(storage, makeId)).toBe('id-1');
    expect(storage.values.get(DEVICE_ID_KEY)).toBe('id-1');
  });

  it('returns the id kept by an earlier visit', () => {
    expect(getDeviceId(memoryStorage({ [DEVICE_ID_KEY]: 'kept' }), counter())).toBe('kept');
  });

  it('replaces an empty kept id', () => {
    expect(getDeviceId(memoryStorage({ [DEVICE_ID_KEY]: '' }), counter())).toBe('id-1');
  });

  it('returns a fresh id without storage', () => {
    const makeId = counter();
    expect(getDeviceId(null, makeId)).toBe('id-1');
    expect(getDeviceId(null, makeId)).toBe('id-2');
  });

  it('returns a fresh id when storage throws', () => {
    expect(getDeviceId(refusing, counter())).toBe('id-1');
  });

  it('returns the id when only writing fails', () => {
    const full: IdStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(getDeviceId(full, counter())).toBe('id-1');
  });

  it('makes a random UUID by default', () => {
    expect(getDeviceId(null)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('getUserId', () => {
  it('reads the user id key', () => {
    expect(getUserId(memoryStorage({ [USER_ID_KEY]: 'u-42' }))).toBe('u-42');
  });

  it('is null when absent, empty, without storage or when storage throws', () => {
    expect(getUserId(memoryStorage())).toBeNull();
    expect(getUserId(memoryStorage({ [USER_ID_KEY]: '' }))).toBeNull();
    expect(getUserId(null)).toBeNull();
    expect(getUserId(refusing)).toBeNull();
  });
});
