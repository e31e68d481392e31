/** Builds the Express application; listening is server/index.ts's job. */
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { BuildManifest } from '../shared/manifest';
import type { Config } from './config';
import { errorHandler, notFound } from './errors';
import { createLogger, type Logger } from './logger';
import { loadManifest } from './manifest';
import { pageHandler } from './pages';
import { securityHeaders } from './security';
import { assets, publicFiles } from './static';

export interface AppDependencies {
  logger?: Logger;
  manifest?: BuildManifest;
}

export function createApp(config: Config, deps: AppDependencies = {}): Express {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const manifest = deps.manifest ?? loadManifest(config.distDir);
  const app = express();
  app.disable('x-powered-by');

  app.get('/healthz', (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' }));

  app.use(compression());
  app.use(securityHeaders({ production: config.production }));
  app.use(cookieParser());
  app.use('/assets', assets(config.distDir));
  app.use(publicFiles(path.join(path.dirname(config.distDir), 'public')));
  app.get('/{*splat}', pageHandler({ manifest, site: config.site, logger }));

  app.use(notFound());
  app.use(errorHandler(logger));
  return app;
}
