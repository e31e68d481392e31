import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../../shared/api';
import type { DataSource } from '../../../../shared/dataRequest';
import { readerFrom, readsIn } from '../../../../shared/pageData';
import { pageHeadOf, routeContextFor, settleReads } from '../../../../server/render/routeContext';

const OK: Envelope = { code: 200, desc: '成功', data: { list: [], categories: [], total: 0 } };

const after =
  (ms: number): DataSource =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(OK), ms));

const readsOf = (context: Awaited<ReturnType<typeof routeContextFor>>) => Object.values(context.loaderData).flatMap(readsIn);

describe('a page’s loaders and the hold before its shell', () => {
  it('runs the matched route’s loader, which starts its reads without waiting for them', async () => {
    const asked: string[] = [];
    const context = await routeContextFor(
      '/about.html',
      readerFrom((request) => {
        asked.push(request.call.path);
        return new Promise(() => {});
      }),
    );
    expect(context.statusCode).toBe(200);
    expect(asked).toEqual(['/manage/user/infoCenter/flist']);
    expect(readsOf(context).map((read) => read.value)).toEqual([undefined]);
  });

  it('answers a path no route names with the 404 status', async () => {
    const context = await routeContextFor('/no-such-page.html', readerFrom(after(1)));
    expect(context.statusCode).toBe(404);
  });

  it('says the data is in time when every read settles within the hold, and leaves each one’s answer on it', async () => {
    const context = await routeContextFor('/docCenter.html?doc=3', readerFrom(after(1)));
    expect(await settleReads(context, 50)).toBe(true);
    expect(readsOf(context)).toHaveLength(2);
    expect(readsOf(context).every((read) => read.value?.ok)).toBe(true);
  });

  it('gives up after the hold when a read is slower, and the read goes on for the streamed section', async () => {
    // The test is the clock, so a busy machine cannot stretch the hold into the read's time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const context = await routeContextFor('/college.html', readerFrom(after(80)));
      const inTime = settleReads(context, 5);
      vi.advanceTimersByTime(5);
      expect(await inTime).toBe(false);
      const [read] = readsOf(context);
      expect(read?.value).toBeUndefined();
      vi.advanceTimersByTime(75);
      await read?.result;
      expect(read?.value).toMatchObject({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a failed read as settled: the page renders its error section at once', async () => {
    const context = await routeContextFor(
      '/college.html',
      readerFrom(() => Promise.reject(new Error('upstream down'))),
    );
    expect(await settleReads(context, 50)).toBe(true);
    expect(readsOf(context)[0]?.value).toMatchObject({ ok: false });
  });

  it('has nothing to wait for on a page without data', async () => {
    const context = await routeContextFor('/', readerFrom(after(1000)));
    expect(await settleReads(context, 5)).toBe(true);
  });

  it('takes a document’s head from its answer once it has settled, and says it is missing on the upstream’s 404', async () => {
    const missing = await routeContextFor(
      '/docCenter.html?doc=404',
      readerFrom(() => Promise.resolve({ code: 404, desc: '文档不存在' })),
    );
    await settleReads(missing, 50);
    expect(pageHeadOf(missing, '?doc=404')).toMatchObject({ state: 'missing' });
    const slow = await routeContextFor('/docCenter.html?doc=3', readerFrom(after(1000)));
    expect(pageHeadOf(slow, '?doc=3')).toMatchObject({ state: 'unknown' });
  });

  it('counts an answer that arrived in time as in time, even when a busy event loop runs the timer late', async () => {
    // The answer comes through I/O (a message port), as the upstream's does through a socket.
    const { port1, port2 } = new MessageChannel();
    try {
      const context = await routeContextFor(
        '/college.html',
        readerFrom(() => new Promise((resolve) => port1.once('message', () => resolve(OK)))),
      );
      // Start where a request's handler runs after I/O: the timer phase comes before the next I/O phase.
      await new Promise((resolve) => setImmediate(resolve));
      const inTime = settleReads(context, 2);
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
