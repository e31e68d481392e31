import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, TOAST_DURATION_MS, createToastStore, toast, type ToastStore } from '../../../../client/toast/store';

let store: ToastStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});

afterEach(() => {
  vi.useRealTimers();
});

const messages = () => store.getSnapshot().map((t) => t.message);

describe('the toast store', () => {
  it('shows a success, a warning and an error toast, each with its kind', () => {
    store.success('申请已提交，我们会尽快与您联系');
    store.warning('智能客服正在回答中~');
    store.error('网络请求超时，请检查您的网络环境');
    expect(store.getSnapshot().map((t) => [t.kind, t.message])).toEqual([
      ['success', '申请已提交，我们会尽快与您联系'],
      ['warning', '智能客服正在回答中~'],
      ['error', '网络请求超时，请检查您的网络环境'],
    ]);
  });

  it('places toasts at the top unless asked for the centre', () => {
    store.error('失败');
    store.success('成功', { placement: 'center' });
    expect(store.getSnapshot().map((t) => t.placement)).toEqual(['top', 'center']);
  });

  it('dismisses a toast after 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    store.success('成功');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(messages()).toEqual(['成功']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('honours a duration of its own', () => {
    store.warning('稍等', { durationMs: 500 });
    vi.advanceTimersByTime(500);
    expect(messages()).toEqual([]);
  });

  it('shows an identical message raised at the same time once, for a full period after the latest', () => {
    const first = store.error('请求失败，请稍后重试');
    vi.advanceTimersByTime(2000);
    const second = store.error('请求失败，请稍后重试');
    expect(second).toBe(first);
    expect(messages()).toEqual(['请求失败，请稍后重试']);
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(['请求失败，请稍后重试']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('shows the same message again once the first one is gone', () => {
    const first = store.error('失败');
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.error('失败')).not.toBe(first);
    expect(messages()).toEqual(['失败']);
  });

  it('keeps the same text of different kinds apart', () => {
    store.error('提示');
    store.warning('提示');
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('stacks toasts in order and drops the oldest beyond the limit', () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i++) store.error(`错误${i}`);
    expect(messages()).toEqual(Array.from({ length: MAX_TOASTS }, (_, i) => `错误${i + 3}`));
  });

  it('closes a toast on dismiss and keeps the others', () => {
    const id = store.error('一');
    store.error('二');
    store.dismiss(id);
    expect(messages()).toEqual(['二']);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.success('成功');
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.success('再次成功');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot while nothing changes, as useSyncExternalStore requires', () => {
    store.success('成功');
    const snapshot = store.getSnapshot();
    store.dismiss(12345);
    expect(store.getSnapshot()).toBe(snapshot);
    store.success('成功');
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it('clears every toast and its timer', () => {
    store.success('一');
    store.error('二');
    store.clear();
    expect(messages()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('offers one page-wide store for code outside React', () => {
    toast.warning('页面提示');
    expect(toast.getSnapshot().map((t) => t.message)).toEqual(['页面提示']);
    toast.clear();
  });
});
