/**
 * Site search's global cap (server/search/searchGate.ts) on the built server: /healthz
 * answering again and again while 16 connections send the costliest queries there are (its
 * p99 is a budget of `npm run bench`, figure 8: a time measures the machine as much as the
 * server). The queue itself: tests/unit/server/search/searchGate.test.ts.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worstQueries } from '../../../../bench/search/worstQueries';
import { startServer, type RunningServer } from '../../../serverProcess';

/** A server start and its first index: seconds on a loaded machine, with a 10x margin. */
const START_WAIT_MS = 60_000;
/** The load: the costliest queries of the issue, each new (no kept answer), from 16 connections. */
const CONNECTIONS = 16;
const LOAD_MS = 3_000;
/** /healthz asked one at a time, this long apart, under the load. */
const PROBE_GAP_MS = 5;
/** The first requests of a process run code not yet compiled. */
const WARM_UP_PROBES = 20;
/**
 * /healthz answers counted during the load. Each waiting behind every queued search (64 of
 * 0.1-0.2 s) would let none or one through in LOAD_MS; this many allow up to a second each,
 * 10× the 100 ms p99 budget that `npm run bench` (figure 8, bench/figures/search.ts) measures.
 */
const MIN_PROBES_UNDER_LOAD = LOAD_MS / 1000;

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** The results of a search, once the index holds the upstream's documents. */
async function documentsIndexed(base: string): Promise<boolean> {
  const answer = (await (await fetch(`${base}/api/search?q=AccessKey`)).json()) as { data?: { total: number } };
  return (answer.data?.total ?? 0) > 0;
}

const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /healthz latencies, one request at a time, until `until` says stop. */
async function probeHealth(base: string, until: (count: number) => boolean): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    while (!until(times.length)) {
      const started = performance.now();
      expect(await get(agent, `${base}/healthz`)).toBe(200);
      times.push(performance.now() - started);
      await sleep(PROBE_GAP_MS);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

describe('site search under the costliest queries, on the built server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The per-client limit off: this is about what the server holds when many clients search.
    server = await startServer({ UPSTREAM_URL: '', AI_SIGNING_KEY: '', RATE_LIMIT_SEARCH_PER_MIN: '0' });
    // Indexing starts once the server listens: wait for the pages and the documents.
    while (!(await documentsIndexed(server.url))) await sleep(50);
    await probeHealth(server.url, (count) => count >= WARM_UP_PROBES);
  }, START_WAIT_MS);
  afterAll(() => server?.stop());

  it(
    `keeps answering /healthz while ${CONNECTIONS} connections search, and answers the searches 200 or 429`,
    async () => {
      const statuses = new Map<number, number>();
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      const end = performance.now() + LOAD_MS;
      const connection = async (index: number) => {
        const nextQuery = worstQueries(index + 1);
        while (performance.now() < end) {
          const query = nextQuery();
          const status = await get(agent, `${server.url}/api/search?q=${encodeURIComponent(query)}&limit=50`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      const [loaded] = await Promise.all([
        probeHealth(server.url, () => performance.now() >= end),
        ...Array.from({ length: CONNECTIONS }, (_, i) => connection(i)),
      ]);
      agent.destroy();
      console.log(
        `/healthz under ${CONNECTIONS} searching connections: ${loaded!.length} probes, p99 ${p99(loaded!).toFixed(1)} ms; searches ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect([...statuses.keys()].every((status) => status === 200 || status === 429)).toBe(true);
      // Searching goes on: the cap refuses a flood, not every search.
      expect(statuses.get(200) ?? 0).toBeGreaterThanOrEqual(CONNECTIONS);
      // ...and so does the rest: /healthz was answered (200, in probeHealth) again and again meanwhile.
      expect(loaded!.length).toBeGreaterThanOrEqual(MIN_PROBES_UNDER_LOAD);
    },
    LOAD_MS * 20,
  );
});
