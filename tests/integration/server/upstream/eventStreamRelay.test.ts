import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockUpstream, type MockUpstream } from '../../../../mock-upstream/app';
import { API } from '../../../../shared/api';
import { Metrics } from '../../../../server/ops/metrics';
import { metricsApp } from '../../../../server/ops/metricsListener';
import { contentIds } from '../../../../server/compliance/contentId';
import { createUpstreams } from '../../../../server/upstream/pools';
import { listen, openAnswer, TEST_SIGNING_KEY, testApp } from '../../../helpers';
import { fakeUpstream } from '../fakeUpstream';

const ABORTED_STREAMS = 1000;
const CONCURRENT_STREAMS = 50;
/** What the fake upstream advertises as Keep-Alive: undici then keeps an idle socket about 1 s. */
const UPSTREAM_KEEP_ALIVE_MS = 3000;
/**
 * A visitor's leaving reaches the upstream within a second on a quiet machine: 10× that
 * for a loaded one. Unaborted, the streams here go on far longer (the fake upstream's until
 * the 30 s silence ends them, the mock's answers for some 150 s).
 */
const ABORT_BOUND_MS = 10_000;
/** The tests that open many streams: 10× what they took at load 16 on two cores. */
const MANY_STREAMS_TIMEOUT_MS = 300_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function event(status: number, content: string) {
  return `data: ${JSON.stringify({ status, type: 'text', content })}\n\n`;
}

/** The answer's events without the closing one, and the content id that one carries. */
function splitClosing(text: string): { events: string; contentId: unknown; closing: Record<string, unknown> } {
  const at = text.lastIndexOf('data: ');
  const closing = JSON.parse(text.slice(at + 'data: '.length)) as Record<string, unknown>;
  return { events: text.slice(0, at), contentId: closing.contentId, closing };
}

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let server: Awaited<ReturnType<typeof listen>>;
let upstreams: ReturnType<typeof createUpstreams>;

beforeAll(async () => {
  upstream = await fakeUpstream(() => {}, { keepAliveTimeoutMs: UPSTREAM_KEEP_ALIVE_MS });
  const url = upstream.url;
  upstreams = createUpstreams({ api: url, ai: url, log: url });
  server = await listen(testApp({}, { upstreams }));
});
afterAll(async () => {
  await server.close();
  await upstreams.close();
  await upstream.close();
});

/** POSTs an ask and records each chunk with its arrival time. */
function ask(headers: Record<string, string> = {}) {
  return new Promise<{ res: http.IncomingMessage; req: http.ClientRequest; arrivals: Array<{ at: number; text: string }>; done: Promise<void> }>(
    (resolve, reject) => {
      const req = http.request(`${server.url}/api${API.chatAsk.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...headers },
      });
      req.on('response', (res) => {
        const arrivals: Array<{ at: number; text: string }> = [];
        res.setEncoding('utf8');
        res.on('data', (text: string) => arrivals.push({ at: Date.now(), text }));
        const done = new Promise<void>((r) => res.on('end', () => r()).on('close', () => r()));
        resolve({ res, req, arrivals, done });
      });
      req.on('error', reject);
      req.end(JSON.stringify({ content: '介绍一下语音合成', module: ' ics' }));
    },
  );
}

describe('the AI answer stream', () => {
  it('delivers events one by one as the upstream sends them, uncompressed and unbuffered', async () => {
    // The upstream sends each event only once the visitor has the one before (the test is the
    // pace, not a timer): a proxy that held anything back would never see the answer finish.
    const pieces = ['语音', '合成', '支持', '多种', '音色'];
    let sendNext = () => {};
    upstream.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      let sent = 0;
      sendNext = () => {
        sent += 1;
        if (sent === pieces.length) res.end(event(0, pieces[sent - 1]!));
        else res.write(event(0, pieces[sent - 1]!));
      };
      sendNext();
    };
    const { res, arrivals, done } = await ask();
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store, no-transform');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['content-encoding']).toBeUndefined();
    for (let received = 1; received <= pieces.length; received += 1) {
      const expected = pieces
        .slice(0, received)
        .map((p) => event(0, p))
        .join('');
      await expect
        .poll(
          () =>
            arrivals
              .map((a) => a.text)
              .join('')
              .slice(0, expected.length),
          { timeout: 10_000 },
        )
        .toBe(expected);
      if (received < pieces.length) sendNext();
    }
    await done;
    // Each event arrived in its own chunk (the closing event may share the last one's).
    expect(splitClosing(arrivals.map((a) => a.text).join('')).events).toBe(pieces.map((p) => event(0, p)).join(''));
    expect(arrivals.map((a) => a.text).slice(0, pieces.length - 1)).toEqual(pieces.slice(0, -1).map((p) => event(0, p)));
  });

  it('keeps a Chinese character whole when the upstream splits it across chunks', async () => {
    upstream.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const bytes = Buffer.from(event(0, '语音合成'));
      const cut = bytes.indexOf(Buffer.from('音')) + 1; // inside the three bytes of 音
      res.write(bytes.subarray(0, cut));
      setTimeout(() => res.end(bytes.subarray(cut)), 50);
    };
    const { arrivals, done } = await ask();
    await done;
    expect(splitClosing(arrivals.map((a) => a.text).join('')).events).toBe(event(0, '语音合成'));
  });

  it('ends a whole answer with a closing event of no text that carries a content id this server issued', async () => {
    upstream.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event(0, '语音'));
      res.end(event(8, '合成'));
    };
    const { arrivals, done } = await ask();
    await done;
    const { events, contentId, closing } = splitClosing(arrivals.map((a) => a.text).join(''));
    expect(events).toBe(event(0, '语音') + event(8, '合成'));
    // What an older client reads as one more piece of text: status 0, nothing to append.
    expect(closing).toMatchObject({ status: 0, type: 'text', content: '' });
    expect(contentIds(TEST_SIGNING_KEY).issuedAt(contentId as string)).toBeInstanceOf(Date);
  });

  it('ends with a status-3 event when the upstream drops mid-answer', async () => {
    upstream.handler = (req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event(0, '语音合成'));
      res.write('data: {"status":0,"type":"te'); // half an event, then the line dies
      setTimeout(() => req.socket.destroy(), 50);
    };
    const { arrivals, done } = await ask();
    await done;
    expect(arrivals.map((a) => a.text).join('')).toBe(event(0, '语音合成') + event(3, ''));
  });

  it('passes a refused signature on as the upstream envelope', async () => {
    upstream.handler = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 401, desc: '签名校验失败' }));
    };
    const { res, arrivals, done } = await ask();
    await done;
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(arrivals.map((a) => a.text).join(''))).toEqual({ code: 401, desc: '签名校验失败' });
  });

  it('aborts the upstream request when the visitor disconnects, long before the stream would end', { timeout: 3 * ABORT_BOUND_MS }, async () => {
    upstream.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event(0, '开始'));
      // ...and never finishes on its own.
    };
    const before = upstream.requests.length;
    const { req } = await ask();
    const seen = upstream.requests[before]!;
    const leftAt = Date.now();
    req.destroy();
    await seen.closed;
    expect(Date.now() - leftAt).toBeLessThan(ABORT_BOUND_MS);
  });

  it(
    'after 1,000 visitors left mid-answer, each upstream request was aborted long before its stream would end and nothing is left open',
    async () => {
      upstream.handler = (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(event(0, '开始'));
      };
      const { pool } = upstreams.ai;
      const quiet = () => pool.stats.running === 0 && pool.stats.pending === 0 && pool.stats.queued === 0;
      await expect.poll(quiet).toBe(true);
      const baseline = { connected: pool.stats.connected, resources: process.getActiveResourcesInfo().length };
      const warnings: Error[] = [];
      const onWarning = (warning: Error) => warnings.push(warning);
      process.on('warning', onWarning);
      try {
        let slowest = 0;
        for (let round = 0; round < ABORTED_STREAMS / CONCURRENT_STREAMS; round++) {
          const before = upstream.requests.length;
          const streams = await Promise.all(Array.from({ length: CONCURRENT_STREAMS }, () => ask()));
          const leftAt = Date.now();
          streams.forEach(({ req }) => req.destroy());
          const allClosed = Promise.all(upstream.requests.slice(before).map((seen) => seen.closed)).then(() => Date.now());
          const closedAt = await Promise.race([allClosed, sleep(ABORT_BOUND_MS).then(() => Infinity)]);
          slowest = Math.max(slowest, closedAt - leftAt);
          if (slowest >= ABORT_BOUND_MS) break;
        }
        expect(slowest).toBeLessThan(ABORT_BOUND_MS);
        expect(upstream.requests.length).toBeGreaterThanOrEqual(ABORTED_STREAMS);
        // The pool may keep a fresh idle connection per client until the keep-alive the
        // upstream advertised runs out; then it is back where it started.
        await expect.poll(() => pool.stats.running + pool.stats.pending + pool.stats.queued, { timeout: ABORT_BOUND_MS }).toBe(0);
        await expect.poll(() => pool.stats.connected, { timeout: ABORT_BOUND_MS }).toBeLessThanOrEqual(baseline.connected);
        await expect.poll(() => upstream.connections(), { timeout: ABORT_BOUND_MS }).toBeLessThanOrEqual(baseline.connected);
        await expect.poll(() => process.getActiveResourcesInfo().length, { timeout: ABORT_BOUND_MS }).toBeLessThanOrEqual(baseline.resources);
        expect(warnings.map(String)).toEqual([]);
      } finally {
        process.off('warning', onWarning);
      }
    },
    MANY_STREAMS_TIMEOUT_MS,
  );
});

describe('停止生成, against the mock upstream', () => {
  /** A slow model: its first piece at once, then one every 2 s, so an answer (some 150 s) is always stopped mid-answer. */
  const TOKEN_DELAY_MS = 2000;
  let dataDir: string;
  let mock: MockUpstream;
  let mockServer: Awaited<ReturnType<typeof listen>>;
  let site: Awaited<ReturnType<typeof listen>>;
  let siteUpstreams: ReturnType<typeof createUpstreams>;
  const metrics = new Metrics();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'stop-answer-'));
    mock = createMockUpstream({ signingKey: TEST_SIGNING_KEY, dataDir, siteOrigin: 'http://www.example.com', tokenDelayMs: TOKEN_DELAY_MS });
    mockServer = await listen(mock.app);
    siteUpstreams = createUpstreams({ api: mockServer.url, ai: mockServer.url, log: mockServer.url });
    site = await listen(testApp({}, { upstreams: siteUpstreams, metrics }));
  });
  afterAll(async () => {
    await site.close();
    await siteUpstreams.close();
    mock.close();
    await mockServer.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Answers the mock is writing now (its /__mock/streams). */
  async function streamingUpstream(): Promise<number> {
    const answer = (await (await fetch(`${mockServer.url}/__mock/streams`)).json()) as { data: { active: number } };
    return answer.data.active;
  }

  /** The site's gauge of open AI streams, as its metrics listener shows it. */
  async function openOnSite(): Promise<number> {
    const text = (await request(metricsApp(metrics)).get('/metrics').expect(200)).text;
    return Number(/^ai_streams_active (\d+)$/m.exec(text)?.[1] ?? NaN);
  }

  it('closes the answer upstream as soon as the visitor stops it', { timeout: 3 * ABORT_BOUND_MS }, async () => {
    const answer = await openAnswer(site.url);
    await answer.firstEvent;
    expect(await streamingUpstream()).toBe(1);
    expect(await openOnSite()).toBe(1);
    // 停止生成 aborts the browser's fetch, which closes its connection: this.
    const stoppedAt = Date.now();
    answer.destroy();
    await expect.poll(streamingUpstream, { interval: 10, timeout: ABORT_BOUND_MS }).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(ABORT_BOUND_MS);
    await expect.poll(openOnSite).toBe(0);
  });

  it('leaves no stream open, on the site or upstream, after 停止生成 and 发送 in quick turns', { timeout: MANY_STREAMS_TIMEOUT_MS }, async () => {
    for (let turn = 0; turn < 20; turn++) {
      const answer = await openAnswer(site.url, turn % 2 ? '介绍一下语音合成' : '数据大屏能做什么？');
      // Half are stopped as their first piece arrives, half before anything did.
      if (turn % 2) await answer.firstEvent;
      answer.destroy();
    }
    await expect.poll(streamingUpstream, { timeout: ABORT_BOUND_MS }).toBe(0);
    await expect.poll(openOnSite, { timeout: ABORT_BOUND_MS }).toBe(0);
  });
});
