import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { API, type Envelope } from '../../../shared/api';
import { DataStore, type DataRequest, type DataSource } from '../../../shared/dataStore';
import { preloadData } from '../../../server/render/pageData';

const LIST: DataRequest = { call: API.docList, body: { pageNum: 1, pageSize: 10 } };
const NEWS: DataRequest = { call: API.infoCenterList, body: { pageNum: 1, pageSize: 6 } };
const OK: Envelope = { code: 200, desc: '成功', data: { list: [] } };

const after =
  (ms: number): DataSource =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(OK), ms));
/** What React's use() finds: a read it can take without suspending. */
const settled = (store: DataStore, request: DataRequest) => (store.read(request) as { status?: string }).status;

describe('starting a page’s upstream reads before it renders', () => {
  it('says the data is in time when every read settles within the hold, and leaves them readable without suspending', async () => {
    const store = new DataStore(after(1));
    expect(await preloadData(store, [LIST, NEWS], 50)).toBe(true);
    expect(settled(store, LIST)).toBe('fulfilled');
    expect(settled(store, NEWS)).toBe('fulfilled');
  });

  it('gives up after the hold when a read is slower, and the read goes on for the streamed section', async () => {
    // The test is the clock, so a busy machine cannot stretch the hold into the read's time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const store = new DataStore(after(80));
      const inTime = preloadData(store, [LIST], 5);
      vi.advanceTimersByTime(5);
      expect(await inTime).toBe(false);
      expect(settled(store, LIST)).toBeUndefined();
      vi.advanceTimersByTime(75);
      await store.read(LIST);
      expect(settled(store, LIST)).toBe('fulfilled');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a failed read as settled: the page renders its error section at once', async () => {
    const store = new DataStore(() => Promise.reject(new Error('upstream down')));
    expect(await preloadData(store, [LIST], 50)).toBe(true);
    expect(await store.read(LIST)).toMatchObject({ ok: false });
  });

  it('has nothing to wait for on a page without data', async () => {
    expect(await preloadData(new DataStore(after(1000)), [], 5)).toBe(true);
  });

  it('counts an answer that arrived in time as in time, even when a busy event loop runs the timer late', async () => {
    // The answer comes through I/O (a message port), as the upstream's does through a socket.
    const { port1, port2 } = new MessageChannel();
    const store = new DataStore(() => new Promise((resolve) => port1.once('message', () => resolve(OK))));
    try {
      // Start where a request's handler runs after I/O: the timer phase comes before the next I/O phase.
      await new Promise((resolve) => setImmediate(resolve));
      const inTime = preloadData(store, [LIST], 2);
      port2.postMessage('answer');
      // Other requests' renders keep the loop busy past the hold.
      const busyUntil = Date.now() + 15;
      while (Date.now() < busyUntil);
      expect(await inTime).toBe(true);
    } finally {
      port1.close();
    }
  });
});
