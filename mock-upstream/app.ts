/**
 * The mock upstream: the media group's API host, AI host and log host in one Express app,
 * realistic enough that the whole site runs and is tested against it. It never imports
 * the real server; the server imports it only to embed it.
 */
import cookieParser from 'cookie-parser';
import express from 'express';
import type { MockContext } from './context';
import { FaultState, isFaultMode, MAX_DELAY_MS, type FaultMode } from './faults';
import { ComplaintStore } from './complaintStore';
import { IntentStore } from './intentStore';
import { LogStore } from './logStore';
import { countCalls, failApiCalls, handleErrors, injectLatency, notFound } from './middleware';
import { adminRoutes } from './routes/admin';
import { complaintRoutes } from './routes/complaints';
import { demoAudioBody, demoRoutes } from './routes/demos';
import { aiRoutes } from './routes/ai';
import { consoleRoutes } from './routes/console';
import { contentRoutes } from './routes/content';
import { intentRoutes } from './routes/intents';
import { logRoutes } from './routes/log';
import { sessionRoutes } from './routes/session';
import { SessionStore } from './sessions';

export interface MockUpstreamOptions {
  signingKey: string;
  dataDir: string;
  /** Public origin of the site; the console redirects only there. */
  siteOrigin: string;
  /** Pause between two events of an AI answer. */
  tokenDelayMs?: number;
  /** Pause before every answer. */
  latencyMs?: number;
  fault?: FaultMode | null;
}

export const DEFAULT_TOKEN_DELAY_MS = 40;

export interface MockUpstream {
  app: express.Express;
  /** Ends the AI answers still streaming; the caller closes its own HTTP server. */
  close(): void;
}

function checkDelay(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_DELAY_MS) {
    throw new TypeError(`createMockUpstream: ${name} must be an integer from 0 to ${MAX_DELAY_MS}, got ${value}`);
  }
  return value;
}

function originOf(siteOrigin: string): string {
  try {
    return new URL(siteOrigin).origin;
  } catch {
    throw new TypeError(`createMockUpstream: siteOrigin must be an absolute URL, got "${siteOrigin}"`);
  }
}

export function createMockUpstream(options: MockUpstreamOptions): MockUpstream {
  if (!options.signingKey) throw new TypeError('createMockUpstream: signingKey must not be empty');
  if (options.fault != null && !isFaultMode(options.fault)) {
    throw new TypeError(`createMockUpstream: fault must be 'fail', 'drop', 'refuse' or null, got "${String(options.fault)}"`);
  }
  const ctx: MockContext = {
    signingKey: options.signingKey,
    siteOrigin: originOf(options.siteOrigin),
    faults: new FaultState({
      latencyMs: checkDelay('latencyMs', options.latencyMs ?? 0),
      tokenDelayMs: checkDelay('tokenDelayMs', options.tokenDelayMs ?? DEFAULT_TOKEN_DELAY_MS),
      fault: options.fault ?? null,
    }),
    intents: new IntentStore(options.dataDir),
    complaints: new ComplaintStore(),
    sessions: new SessionStore(),
    logs: new LogStore(),
    activeStreams: new Set(),
    calls: { inFlight: {}, abandoned: {} },
  };

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(cookieParser());
  // Before the latency knob, so a test can always turn a slow mock back to normal.
  app.use('/__mock', adminRoutes(ctx));
  app.use(countCalls(ctx.calls));
  app.use(injectLatency(ctx.faults));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(logRoutes(ctx));
  app.use(consoleRoutes(ctx));
  // Its own, larger limit first: the audio comes in the body (routes/demos.ts); the parser below then skips the body read.
  app.use(demoAudioBody);
  app.use(express.json({ limit: '64kb' }));
  app.use(failApiCalls(ctx.faults));
  app.use(intentRoutes(ctx));
  app.use(complaintRoutes(ctx));
  app.use(sessionRoutes(ctx));
  app.use(contentRoutes());
  app.use(aiRoutes(ctx));
  app.use(demoRoutes(ctx));
  app.use(notFound);
  app.use(handleErrors);

  return {
    app,
    close() {
      for (const stop of [...ctx.activeStreams]) stop();
      ctx.sessions.expireAll();
    },
  };
}
