import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { serverDataSource } from '../../../../server/upstream/dataSource';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';
import { deferred } from '../../../helpers';
import { fakeUpstream, json, sentValues } from '../fakeUpstream';
import { ONE_DOC_LIST } from '../fixtures';

const LIST = { call: API.docList, body: { pageNum: 1, pageSize: 10 } };
const PAGE_2 = { call: API.docList, body: { pageNum: 2, pageSize: 10 } };
const DOCS = { categories: [], list: [], total: 0, pageNum: 1, pageSize: 10 };

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let upstreams: Upstreams;
let gate: ReturnType<typeof deferred> | null;

beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
  upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url });
});
afterAll(async () => {
  await upstreams.close();
  await upstream.close();
});
beforeEach(() => {
  gate = null;
  upstream.requests.length = 0;
  upstream.handler = async (_req, res) => {
    if (gate) await gate.promise;
    json(res, 200, { code: 200, desc: '成功', data: DOCS });
  };
});

describe('the server’s upstream reads for page data', () => {
  it('share one upstream call among identical reads in flight at the same moment', async () => {
    gate = deferred();
    const reads = ['req-1', 'req-2', 'req-3'].map((id) => serverDataSource(upstreams, id)(LIST));
    await new Promise((resolve) => setTimeout(resolve, 20));
    gate.resolve(undefined);
    const answers = await Promise.all(reads);
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200]);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]!.headers['x-request-id']).toBe('req-1');
  });

  it('carry the fixed client name SPEC.md gives every call to the API host, once', async () => {
    await serverDataSource(upstreams, 'req-1')(LIST);
    expect(sentValues(upstream.requests[0]!, 'ClientName')).toEqual(['zhimei-open-web']);
  });

  it('call again for a read made after the last one settled: nothing is kept', async () => {
    await serverDataSource(upstreams, 'a')(LIST);
    await serverDataSource(upstreams, 'b')(LIST);
    expect(upstream.requests).toHaveLength(2);
  });

  it('keep different reads apart: another page of the list is its own call', async () => {
    gate = deferred();
    const reads = [serverDataSource(upstreams, 'a')(LIST), serverDataSource(upstreams, 'b')(PAGE_2)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    gate.resolve(undefined);
    await Promise.all(reads);
    expect(upstream.requests.map((r) => JSON.parse(r.body).pageNum).sort()).toEqual([1, 2]);
  });

  it('fail every sharer of a failed call, and call afresh for the next read', async () => {
    upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: { list: 'not a list' } });
    const reads = [serverDataSource(upstreams, 'a')(LIST), serverDataSource(upstreams, 'b')(LIST)];
    await expect(reads[0]).rejects.toThrow(/shape/);
    await expect(reads[1]).rejects.toThrow(/shape/);
    expect(upstream.requests).toHaveLength(1);
    upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: DOCS });
    await expect(serverDataSource(upstreams, 'c')(LIST)).resolves.toMatchObject({ code: 200 });
    expect(upstream.requests).toHaveLength(2);
  });
  it('fail a read whose data has a field of the wrong type, naming the field and not its value', async () => {
    const list = [{ ...ONE_DOC_LIST.list[0], title: { phone: '13800138000' } }];
    upstream.handler = (_req, res) => json(res, 200, { code: 200, desc: '成功', data: { ...ONE_DOC_LIST, list } });
    const failed = await serverDataSource(upstreams, 'a')(LIST).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/shape.*list\.0\.title/);
    expect((failed as Error).message).not.toContain('13800138000');
  });

  it('pass an error envelope on unchecked: its data is not what a page renders', async () => {
    upstream.handler = (_req, res) => json(res, 200, { code: 404, desc: '文档不存在', data: { list: 'not a list' } });
    await expect(serverDataSource(upstreams, 'a')(LIST)).resolves.toMatchObject({ code: 404, desc: '文档不存在' });
  });
});

describe('a shared read whose visitors leave', () => {
  /** Resolves once the upstream has the read: it is then held at the gate. */
  async function readArrived(): Promise<void> {
    while (upstream.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('goes on for the visitor still waiting when another one leaves', async () => {
    gate = deferred();
    const [first, second] = [new AbortController(), new AbortController()];
    const reads = [serverDataSource(upstreams, 'a', first.signal)(LIST), serverDataSource(upstreams, 'b', second.signal)(LIST)];
    await readArrived();
    first.abort();
    gate.resolve(undefined);
    await expect(reads[1]).resolves.toMatchObject({ code: 200 });
    expect(upstream.requests).toHaveLength(1);
  });

  it('is aborted upstream when every visitor waiting on it has left, and the next read calls afresh', async () => {
    gate = deferred();
    const [first, second] = [new AbortController(), new AbortController()];
    const reads = [serverDataSource(upstreams, 'a', first.signal)(LIST), serverDataSource(upstreams, 'b', second.signal)(LIST)];
    await readArrived();
    first.abort();
    second.abort();
    await Promise.all(reads.map((read) => expect(read).rejects.toThrow()));
    // The upstream sees its request go away (the connection closes), long before any deadline.
    await upstream.requests[0]!.closed;
    gate.resolve(undefined);
    await expect(serverDataSource(upstreams, 'c', new AbortController().signal)(LIST)).resolves.toMatchObject({ code: 200 });
    expect(upstream.requests).toHaveLength(2);
  });

  it('is never started for a visitor who left before it', async () => {
    const left = new AbortController();
    left.abort();
    await expect(serverDataSource(upstreams, 'a', left.signal)(LIST)).rejects.toThrow();
    expect(upstream.requests).toHaveLength(0);
  });

  it('runs to its end for a reader with no visitor (the page cache’s refill)', async () => {
    gate = deferred();
    const visitor = new AbortController();
    const reads = [serverDataSource(upstreams, 'refill')(LIST), serverDataSource(upstreams, 'b', visitor.signal)(LIST)];
    await readArrived();
    visitor.abort();
    gate.resolve(undefined);
    await expect(reads[0]).resolves.toMatchObject({ code: 200 });
  });
});
