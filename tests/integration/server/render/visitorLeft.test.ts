/**
 * A page's upstream reads stop when its visitor leaves: 50 visitors who open a document and
 * go away before its data comes leave no read behind at the upstream, which holds every
 * answer, and the server answers /healthz meanwhile.
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_DATA_TIMEOUT_MS } from '../../../../server/upstream/dataSource';
import { createUpstreams, type Upstreams } from '../../../../server/upstream/pools';
import { deferred, listen, testApp } from '../../../helpers';
import { fakeUpstream } from '../fakeUpstream';

const VISITORS = 50;
/**
 * Before the fix the reads ended only at the data deadline. The upstream must see them all
 * go well before it: half of it is some hundred times what a loaded machine takes.
 */
const WELL_BEFORE_DEADLINE_MS = SSR_DATA_TIMEOUT_MS / 2;

/** Opening 50 pages on a machine busy with other test files takes seconds; only the leaving is timed. */
const OPENING_WAIT_MS = 60_000;

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
let upstreams: Upstreams;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  upstream = await fakeUpstream(() => {});
  upstreams = createUpstreams({ api: upstream.url, ai: upstream.url, log: upstream.url });
  server = await listen(testApp({}, { upstreams }));
});
afterAll(async () => {
  await server.close();
  await upstreams.close();
  await upstream.close();
});

/** Opens a page and resolves with the request once its head has come (the shell, the data still pending). */
function openPage(path: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}${path}`, { agent: false }, () => resolve(req));
    req.on('error', reject);
  });
}

describe('visitors who leave before their document’s data comes', () => {
  it(
    'leave no upstream read behind, and /healthz answers meanwhile',
    async () => {
      // Each document is a read of its own, besides the list they share.
      const everyDocumentRead = deferred();
      upstream.handler = () => upstream.requests.length > VISITORS && everyDocumentRead.resolve();
      const pages = await Promise.all(Array.from({ length: VISITORS }, (_, i) => openPage(`/docCenter.html?doc=${101 + i}`)));
      await everyDocumentRead.promise;

      expect((await request(server.url).get('/healthz')).status).toBe(200);

      pages.forEach((page) => page.destroy());
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'deadline'>((resolve) => (timer = setTimeout(() => resolve('deadline'), WELL_BEFORE_DEADLINE_MS)));
      const allClosed = Promise.all(upstream.requests.map((read) => read.closed)).then(() => 'closed' as const);
      expect(await Promise.race([allClosed, gaveUp])).toBe('closed');
      clearTimeout(timer);
      // Counted at the upstream: every read it received went away unanswered.
      expect(upstream.requests.length).toBeGreaterThan(VISITORS);
      expect((await request(server.url).get('/healthz')).status).toBe(200);
    },
    OPENING_WAIT_MS,
  );
});
