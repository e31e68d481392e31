import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySignal, timeoutSignal } from '../../../../client/api/signals';

type Statics = 'any' | 'timeout';
const originals = { any: AbortSignal.any, timeout: AbortSignal.timeout };

/** Runs as an older browser would, without the newer AbortSignal statics. */
function withoutStatic(name: Statics): void {
  Object.defineProperty(AbortSignal, name, { value: undefined, configurable: true, writable: true });
}

afterEach(() => {
  for (const name of Object.keys(originals) as Statics[]) {
    Object.defineProperty(AbortSignal, name, { value: originals[name], configurable: true, writable: true });
  }
  vi.useRealTimers();
});

describe('the abort signals of the API client', () => {
  it('time out with a TimeoutError where AbortSignal.timeout is missing', () => {
    vi.useFakeTimers();
    withoutStatic('timeout');
    const signal = timeoutSignal(100);
    vi.advanceTimersByTime(99);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('follow the first of several signals to abort where AbortSignal.any is missing', () => {
    withoutStatic('any');
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    second.abort('stop');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('stop');
  });

  it('start aborted when one of the signals already is', () => {
    withoutStatic('any');
    const done = new AbortController();
    done.abort('earlier');
    expect(anySignal([new AbortController().signal, done.signal]).reason).toBe('earlier');
  });

  it('use the built-in statics where they exist', () => {
    const any = vi.spyOn(AbortSignal, 'any');
    anySignal([new AbortController().signal]);
    expect(any).toHaveBeenCalledTimes(1);
    any.mockRestore();
  });
});
