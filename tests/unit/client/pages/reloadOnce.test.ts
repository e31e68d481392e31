import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadOnce, type ReloadContext } from '../../../../client/pages/reloadOnce';

/** A tab's session storage and clock, and the full loads it made. */
function tab(start = 1_000_000) {
  const items = new Map<string, string>();
  const loads: string[] = [];
  let now = start;
  const context = (): ReloadContext => ({
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) },
    now,
    load: (url) => void loads.push(url),
  });
  return { context, loads, advance: (ms: number) => (now += ms) };
}

describe('reloadOnce', () => {
  it('loads the failed URL in full the first time', () => {
    const { context, loads } = tab();
    expect(reloadOnce('/about.html', context)).toBe(true);
    expect(loads).toEqual(['/about.html']);
  });

  it('does not load the same URL again when it fails again soon after', () => {
    const { context, loads, advance } = tab();
    reloadOnce('/about.html', context);
    advance(RELOAD_GUARD_MS - 1);
    expect(reloadOnce('/about.html', context)).toBe(false);
    expect(loads).toEqual(['/about.html']);
  });

  it('loads another URL, and the same one once the guard has run out', () => {
    const { context, loads, advance } = tab();
    reloadOnce('/about.html', context);
    expect(reloadOnce('/college.html', context)).toBe(true);
    advance(RELOAD_GUARD_MS);
    expect(reloadOnce('/about.html', context)).toBe(true);
    expect(loads).toEqual(['/about.html', '/college.html', '/about.html']);
  });

  it('leaves it to the visitor when the tab has no session storage', () => {
    const load = vi.fn();
    const context = (): ReloadContext => ({
      storage: {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        setItem: () => {},
      },
      now: 0,
      load,
    });
    expect(reloadOnce('/about.html', context)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
