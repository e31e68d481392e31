import { describe, expect, it, vi } from 'vitest';
import { loadOncePerKey } from '../../../../client/pages/loadOnce';

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadOncePerKey', () => {
  it('loads each key once, whether the load is under way or done', async () => {
    const load = vi.fn(async (key: string) => key.toUpperCase());
    const get = loadOncePerKey(load);
    const first = get('about');
    expect(get('about')).toBe(first);
    await settle();
    expect(get('about')).toBe(first);
    get('home');
    expect(load.mock.calls).toEqual([['about'], ['home']]);
  });

  it('keeps a failed load failed: the same rejected promise, and no second request for the key', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    let requests = 0;
    const get = loadOncePerKey(() => {
      requests += 1;
      return Promise.reject(failure);
    });
    const first = get('about');
    await expect(first).rejects.toBe(failure);
    // The prefetch, the hover and the router each ask again: a fresh request each time was the loop.
    for (let render = 0; render < 5; render += 1) expect(get('about')).toBe(first);
    expect(requests).toBe(1);
  });
});
