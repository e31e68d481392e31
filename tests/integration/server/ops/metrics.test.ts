/**
 * The request metric's labels come from what the site knows, never from what a visitor
 * chooses: the route from the route table (observability.test.ts), the method from HTTP's
 * own list.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Metrics } from '../../../../server/ops/metrics';
import { listen, testApp } from '../../../helpers';

/** Every method Node's parser lets through to Express (CONNECT is a tunnel, never a request). */
const METHODS = http.METHODS.filter((method) => method !== 'CONNECT');
/** The paths a visitor tries: a page, the API, a missing file. */
const PATHS = ['/', '/api/search?q=TTS', '/no-such-page'];

/** Sends one request with any method and reads its answer to the end; resolves with the status. */
function send(url: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const durationSeries = (text: string) => text.split('\n').filter((line) => line.startsWith('http_request_duration_seconds_count{'));

describe('the request metric’s method label', () => {
  const metrics = new Metrics();
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(testApp({}, { metrics }));
    for (const path of PATHS) for (const method of METHODS) await send(server.url + path, method);
  });
  afterAll(() => server.close());

  it('folds the methods outside HTTP’s own (PROPFIND, MKCOL, M-SEARCH…) into one value, "other"', async () => {
    const text = await metrics.registry.metrics();
    const methods = new Set(durationSeries(text).map((line) => /method="([^"]*)"/.exec(line)?.[1]));
    expect([...methods].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'TRACE', 'other']);
    expect(text).not.toMatch(/method="(PROPFIND|MKCOL|M-SEARCH|PURGE)"/);
  });

  it('keeps /metrics bounded: 34 methods on 3 paths make no more series than HTTP’s own 8 methods and "other" could', async () => {
    const series = durationSeries(await metrics.registry.metrics());
    const total = series.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(total).toBe(METHODS.length * PATHS.length);
    // Each route and status seen at most once per label value: 9 method values.
    const routesAndStatuses = new Set(series.map((line) => line.replace(/method="[^"]*",/, '')));
    expect(series.length).toBeLessThanOrEqual(routesAndStatuses.size * 9);
    expect(series.length).toBeLessThan(METHODS.length);
  });
});
