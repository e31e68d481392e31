/**
 * The deadline of every upstream call covers the wait for a connection: undici keeps a
 * request waiting in a full pool's queue whatever its signal says, so the deadline is a
 * timer of our own. The pool here has one connection, held by a request that never ends.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreams, classifyFailure, type Upstreams } from '../../../../server/upstream/pools';
import { requestUpstream, UpstreamDeadline } from '../../../../server/upstream/upstreamCall';
import { deferred } from '../../../helpers';
import { fakeUpstream, json } from '../fakeUpstream';

/** Tiny, so nothing waits long; the call is far from done when it passes (the pool never frees). */
const DEADLINE_MS = 50;

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let upstreams: Upstreams;
/** Ends the request holding the pool's only connection (once). */
let releaseHolder: () => void = () => {};
let held = deferred();

beforeAll(async () => {
  upstream = await fakeUpstream((req, res) => {
    if (req.url !== '/hold') return json(res, 200, { code: 200, desc: '成功' });
    releaseHolder = () => {
      releaseHolder = () => {};
      json(res, 200, { code: 200, desc: '成功' });
    };
    held.resolve();
  });
});
afterAll(() => upstream.close());
afterEach(async () => {
  releaseHolder();
  await upstreams.close();
  upstream.requests.length = 0;
});

/** A pool of one connection, taken by a request with no deadline at all (as a long stream's). */
async function saturatedPool(): Promise<{ holder: Promise<unknown> }> {
  upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url }, 20_000, 30_000, { apiConnections: 1 });
  held = deferred();
  const holder = upstreams.api.pool.request({ method: 'GET', path: '/hold' }).then((answer) => answer.body.dump());
  await held.promise;
  return { holder };
}

describe('an upstream call', () => {
  it('times out at its deadline while it waits for a connection of a full pool, and is never sent', async () => {
    const { holder } = await saturatedPool();
    const call = requestUpstream(upstreams.api, { method: 'GET', path: '/late' }, { deadlineMs: DEADLINE_MS });
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamDeadline);
    expect(classifyFailure(error)).toBe('timeout');

    // The connection frees: undici drops the timed-out request, and the next call is sent in its place.
    releaseHolder();
    await holder;
    const next = await requestUpstream(upstreams.api, { method: 'GET', path: '/next' }, { deadlineMs: 5_000 });
    await next.body.dump();
    expect(upstream.requests.map((r) => r.url)).toEqual(['/hold', '/next']);
  });

  it('settles at once when its caller aborts while it waits for a connection (the visitor left)', async () => {
    await saturatedPool();
    const visitor = new AbortController();
    const call = requestUpstream(upstreams.api, { method: 'GET', path: '/late' }, { deadlineMs: 60_000, signal: visitor.signal });
    visitor.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(classifyFailure(error)).toBe('aborted');
  });

  it('answers as before when the pool has room', async () => {
    upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url });
    const answer = await requestUpstream(upstreams.api, { method: 'GET', path: '/now' }, { deadlineMs: 5_000 });
    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual({ code: 200, desc: '成功' });
  });
});
