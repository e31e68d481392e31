/**
 * The search figure's memory reading (bench/figures/search.ts): what the site search index
 * adds to a server's resident memory. It runs with the server's V8 options, loads the
 * server's search code and opens its upstream connection, then churns short-lived objects
 * the way serving pages does, so the young generation has grown as it has in a server that
 * serves (each page render allocates about 1.7 MB: server/ops/nodeOptions.ts). Then it reads
 * RSS, indexes the upstream (UPSTREAM_URL: the mock, with its documents and courses) as the
 * server does, and reads RSS again; each reading after a full garbage collection, so it is
 * what stays. Bundled like the server (bench/lib/bundle.ts), run with --expose-gc; prints one
 * line of JSON. With `--cold` it skips the churn: the young generation then grows during the
 * index's build itself, as it would with the first visitors' pages.
 */
import { siteSearchFor } from '../../server/app';
import { createLogger } from '../../server/ops/logger';
import { createUpstreams } from '../../server/upstream/pools';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('indexMemory: run with node --expose-gc');
const upstreamUrl = process.env.UPSTREAM_URL;
if (!upstreamUrl) throw new Error('indexMemory: UPSTREAM_URL names the mock upstream');
/**
 * A server under load holds fifty requests' state at once and turns it over (server/ops/nodeOptions.ts):
 * this many rounds of about 1.7 MB each, fifty alive at a time, grow the young generation as that does.
 */
const CHURN_ROUNDS = 400;
const ALIVE_ROUNDS = 50;
const OBJECTS_PER_ROUND = 20_000;

const settled = () => {
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMb: rss / 1024 / 1024, heapMb: heapUsed / 1024 / 1024 };
};

const upstreams = createUpstreams({ api: upstreamUrl, ai: upstreamUrl, log: upstreamUrl });
const search = siteSearchFor(upstreams, createLogger('silent'));
await fetch(`${upstreamUrl}/healthz`).then((answer) => answer.body?.cancel());
/** `--cold`: no churn first, as right after start, before the first visitor (reported, not budgeted). */
const cold = process.argv.includes('--cold');
const alive: unknown[][] = [];
for (let round = 0; round < (cold ? 0 : CHURN_ROUNDS); round++) {
  alive.push(Array.from({ length: OBJECTS_PER_ROUND }, (_, i) => ({ i, text: `第${round}轮第${i}段` })));
  if (alive.length > ALIVE_ROUNDS) alive.shift();
}
alive.length = 0;
const without = settled();
await search.reindex();
const found = (await search.search('语音合成', 10)).total;
const withIndex = settled();
console.log(JSON.stringify({ without, with: withIndex, found }));
await upstreams.close();
