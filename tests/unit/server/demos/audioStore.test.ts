import { describe, expect, it } from 'vitest';
import { AudioStore, type StoredAudio } from '../../../../server/demos/audioStore';
import { DEMO_AUDIO_KEEP_MS } from '../../../../shared/demos';

const audio = (id: string, bytes = 10): StoredAudio => ({ id, wav: Buffer.alloc(bytes), durationMs: 1000, contentId: id });

describe('the synthesized files kept for GET', () => {
  it('keeps a free text’s file DEMO_AUDIO_KEEP_MS and a preset’s for good', async () => {
    let now = 0;
    const store = new AudioStore(() => now);
    await store.obtain('text-key', false, async () => audio('free'));
    await store.obtain('preset-flash-news-m', true, async () => audio('preset-flash-news-m'));
    now = DEMO_AUDIO_KEEP_MS - 1;
    expect(store.get('free')).toBeDefined();
    now = DEMO_AUDIO_KEEP_MS;
    expect(store.get('free')).toBeUndefined();
    now = 365 * 24 * 3600_000;
    expect(store.get('preset-flash-news-m')).toBeDefined();
  });

  it('makes a file once for visitors asking at the same moment, and again once it has gone', async () => {
    let now = 0;
    const store = new AudioStore(() => now);
    let made = 0;
    const make = async () => audio(`free-${++made}`);
    await Promise.all([store.obtain('k', false, make), store.obtain('k', false, make), store.obtain('k', false, make)]);
    expect(made).toBe(1);
    now = DEMO_AUDIO_KEEP_MS;
    await store.obtain('k', false, make);
    expect(made).toBe(2);
  });

  it('lets the oldest free-text files go first past its bytes', async () => {
    const store = new AudioStore(() => 0, 100);
    for (const id of ['a', 'b', 'c']) await store.obtain(id, false, async () => audio(id, 50));
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeDefined();
    expect(store.get('c')).toBeDefined();
  });
});
