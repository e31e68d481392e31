/**
 * The Prometheus scrape endpoint, on a listener of its own (METRICS_PORT, started by
 * server/index.ts): the public port never answers /metrics, whatever the load balancer in
 * front routes, and scrapers reach it on the internal network only.
 */
import express, { type Express } from 'express';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

export function metricsApp(metrics: Metrics): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get(METRICS_PATH, metrics.endpoint());
  app.use((_req, res) => void res.status(404).type('text/plain').send('Not found: metrics are at /metrics\n'));
  return app;
}
