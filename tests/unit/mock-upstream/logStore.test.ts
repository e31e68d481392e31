import { describe, expect, it } from 'vitest';
import { LOG_CAPACITY, LogStore } from '../../../mock-upstream/logStore';

describe('LogStore', () => {
  it(`keeps ${LOG_CAPACITY} records by default`, () => {
    const store = new LogStore();
    for (let n = 0; n < LOG_CAPACITY + 10; n++) store.add(n);
    expect(store.size).toBe(LOG_CAPACITY);
    expect(store.newest(1)[0]?.record).toBe(LOG_CAPACITY + 9);
  });

  it('drops the oldest records beyond its capacity and lists the newest first', () => {
    const store = new LogStore(3);
    for (const n of [1, 2, 3, 4, 5]) store.add(n);
    expect(store.newest(10).map((r) => r.record)).toEqual([5, 4, 3]);
    expect(store.newest(2).map((r) => r.record)).toEqual([5, 4]);
  });
});
