/**
 * The mock's environment variables, validated once; a bad value names its variable. The
 * standalone mock reads them all; the server's embedded mock reads only its own knobs
 * (readMockKnobs), since the server decides the key and the site origin.
 */
import path from 'node:path';
import type { MockUpstreamOptions } from './app';
import { DEVELOPMENT_SIGNING_KEY } from './devKey';
import { FAULT_MODES, isFaultMode, MAX_DELAY_MS } from './faults';

export class MockEnvError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'MockEnvError';
  }
}

export interface MockEnv {
  port: number;
  host: string;
  options: MockUpstreamOptions;
}

type Env = Record<string, string | undefined>;

function readInteger(env: Env, name: string, max: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new MockEnvError(name, `must be an integer from 0 to ${max}, got "${raw}"`);
  return Number(raw);
}

function readSiteUrl(env: Env): string {
  const raw = env.SITE_URL || 'http://localhost:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MockEnvError('SITE_URL', `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MockEnvError('SITE_URL', `must be an http(s) URL, got "${raw}"`);
  return url.origin;
}

function readFault(env: Env): MockUpstreamOptions['fault'] {
  const raw = env.MOCK_FAULT;
  if (raw === undefined || raw === '') return null;
  if (!isFaultMode(raw)) throw new MockEnvError('MOCK_FAULT', `must be one of ${FAULT_MODES.join(', ')} or empty, got "${raw}"`);
  return raw;
}

/** What only the mock reads (MOCK_*): its data folder, answer pacing and fault knobs. */
export type MockKnobs = Pick<MockUpstreamOptions, 'dataDir' | 'tokenDelayMs' | 'latencyMs' | 'fault'>;

/** Where the intents are kept: read here for the mock and for listIntents.ts alike. */
export function readMockDataDir(env: Env = process.env, cwd: string = process.cwd()): string {
  return path.resolve(cwd, env.MOCK_DATA_DIR || 'data');
}

export function readMockKnobs(env: Env = process.env, cwd: string = process.cwd()): MockKnobs {
  return {
    dataDir: readMockDataDir(env, cwd),
    tokenDelayMs: readInteger(env, 'MOCK_TOKEN_DELAY_MS', MAX_DELAY_MS),
    latencyMs: readInteger(env, 'MOCK_LATENCY_MS', MAX_DELAY_MS),
    fault: readFault(env),
  };
}

export function readMockEnv(env: Env = process.env, cwd: string = process.cwd()): MockEnv {
  const { dataDir, ...knobs } = readMockKnobs(env, cwd);
  return {
    port: readInteger(env, 'PORT', 65535) ?? 4000,
    host: env.HOST || '0.0.0.0',
    options: {
      signingKey: env.AI_SIGNING_KEY || DEVELOPMENT_SIGNING_KEY,
      dataDir,
      siteOrigin: readSiteUrl(env),
      ...knobs,
    },
  };
}
