/**
 * SIGTERM on the built server: /readyz turns 503 while it still accepts and serves for the
 * drain; then it stops accepting, lets in-flight requests finish, gives open AI streams
 * the grace period and then a final status-3 event, and exits 0.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, STREAM_STATUS } from '../../../../shared/api';
import { startMockUpstream, startServer, type RunningServer } from '../../../serverProcess';
import { DEVELOPMENT_SIGNING_KEY } from '../../../../server/config';
import { openAnswer } from '../../../helpers';

const GRACE_MS = 3000;
/**
 * The in-flight call's time at the mock: the signal comes once the mock has it, so it has
 * at most this to go, a third of the grace; a loaded machine's processing fits in the rest.
 */
const SLOW_CALL_MS = 1000;
/**
 * After the grace, the server ends the streams and exits: 10× the second that takes on a
 * loaded machine, and still far short of the answer's own end (a token every 400 ms, some 30 s).
 */
const EXIT_AFTER_GRACE_MS = 10_000;
/**
 * Longer than the test could take: it makes its two requests during the drain, then ends
 * the drain with a second signal, as Ctrl-C again does (server/index.ts). A drain of a few
 * seconds waited out was missed by the requests at load 24 on two cores.
 */
const DRAIN_MS = 120_000;
/**
 * Each test starts a server, the second waits out its grace by design: 10× the 23 s the
 * slower took at load 24 on two cores (vitest's 5 s default left no margin on a busy one).
 */
const TEST_TIMEOUT_MS = 240_000;

/** Resolves once the server has logged a line whose message starts with `message` (LOG_LEVEL=info). */
function logged(server: RunningServer, message: string): Promise<void> {
  return new Promise((resolve) => {
    let text = '';
    const read = (chunk: string) => {
      text += chunk;
      if (!text.includes(`"msg":"${message}`)) return;
      server.process.stdout!.off('data', read);
      resolve();
    };
    server.process.stdout!.on('data', read);
  });
}

/** A GET on a connection of its own (no keep-alive pool), read to the end. */
function onNewConnection(url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) =>
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response));
      })
      .on('error', reject),
  );
}

let mock: RunningServer;
beforeAll(async () => {
  // Slow tokens: an answer outlasts the grace period.
  mock = await startMockUpstream({ MOCK_TOKEN_DELAY_MS: '400', MOCK_LATENCY_MS: '0' });
});
afterAll(() => mock?.stop());

describe('graceful shutdown', () => {
  it(
    'keeps accepting and serving new connections while /readyz says 503 for the drain, then refuses them and exits 0',
    async () => {
      const server = await startServer({
        UPSTREAM_URL: mock.url,
        AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY,
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
      });
      const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
      const draining = logged(server, 'shutting down');
      const stopped = logged(server, 'stopped accepting connections');
      server.process.kill('SIGTERM');
      await Promise.race([draining, exited.then((code) => Promise.reject(new Error(`exited (${code}) instead of draining`)))]);

      expect((await onNewConnection(`${server.url}/readyz`)).statusCode).toBe(503);
      const served = await onNewConnection(`${server.url}/healthz`);
      expect(served.statusCode).toBe(200);
      // Kept-alive clients are sent to open a new connection, which the balancer gives to another replica.
      expect(served.headers.connection).toBe('close');

      server.process.kill('SIGTERM');
      await stopped;
      await expect(onNewConnection(`${server.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
      expect(await exited).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'finishes what is in flight, ends open streams with a final event after the grace, and exits 0',
    async () => {
      const server = await startServer({
        UPSTREAM_URL: mock.url,
        AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY,
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: '0',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
      });
      const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
      const stopped = logged(server, 'stopped accepting connections');
      const stream = await openAnswer(server.url);
      await stream.firstEvent;
      // A slow call in flight when the signal comes: sent once the mock is answering it, so
      // that it has at most SLOW_CALL_MS to go, within the grace.
      await fetch(`${mock.url}/__mock/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ latencyMs: SLOW_CALL_MS, tokenDelayMs: 400 }),
      });
      // The information centre's list: no background work of the server reads it (site search
      // reads the document list, and at times of its own), so the count below is exactly ours.
      const inFlight = fetch(`${server.url}/api${API.infoCenterList.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const answering = async () =>
        ((await (await fetch(`${mock.url}/__mock/calls`)).json()) as { data: { inFlight: Record<string, number> } }).data.inFlight[API.infoCenterList.path] ??
        0;
      await expect.poll(answering, { interval: 10, timeout: TEST_TIMEOUT_MS / 2 }).toBe(1);
      const signalledAt = Date.now();
      server.process.kill('SIGTERM');

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { code: number }).code).toBe(200);
      // A new connection is refused once the server says it stopped accepting (the in-flight
      // request's kept-alive one is not new).
      await stopped;
      const fresh = new Promise((resolve, reject) => http.get(`${server.url}/healthz`, { agent: false }, resolve).on('error', reject));
      await expect(fresh).rejects.toThrow(/ECONNREFUSED/);

      await stream.ended;
      const endedAfter = Date.now() - signalledAt;
      expect(endedAfter).toBeGreaterThanOrEqual(GRACE_MS - 100);
      const events = stream
        .text()
        .split('\n\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line.replace(/^data: /, '')) as { status: number });
      expect(events.at(-1)!.status).toBe(STREAM_STATUS.error);
      expect(events.length).toBeGreaterThan(1);
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS + EXIT_AFTER_GRACE_MS);
      await fetch(`${mock.url}/__mock/faults`, { method: 'DELETE' });
    },
    TEST_TIMEOUT_MS,
  );
});
