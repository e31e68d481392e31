import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SIGNING_KEY } from '../../../mock-upstream/devKey';
import { readMockEnv } from '../../../mock-upstream/env';

describe('readMockEnv', () => {
  it('defaults to port 4000 on all interfaces, ./data, the development key and a local site', () => {
    expect(readMockEnv({}, '/srv/app')).toEqual({
      port: 4000,
      host: '0.0.0.0',
      options: {
        signingKey: DEVELOPMENT_SIGNING_KEY,
        dataDir: path.resolve('/srv/app', 'data'),
        siteOrigin: 'http://localhost:3000',
        tokenDelayMs: undefined,
        latencyMs: undefined,
        fault: null,
      },
    });
  });

  it('reads every variable', () => {
    const env = readMockEnv(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        AI_SIGNING_KEY: 'k'.repeat(20),
        MOCK_DATA_DIR: '/var/lib/mock',
        SITE_URL: 'https://open.example.com/some/path',
        MOCK_TOKEN_DELAY_MS: '5',
        MOCK_LATENCY_MS: '250',
        MOCK_FAULT: 'drop',
      },
      '/srv/app',
    );
    expect(env).toEqual({
      port: 0,
      host: '127.0.0.1',
      options: { signingKey: 'k'.repeat(20), dataDir: '/var/lib/mock', siteOrigin: 'https://open.example.com', tokenDelayMs: 5, latencyMs: 250, fault: 'drop' },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['MOCK_TOKEN_DELAY_MS', '-1'],
    ['MOCK_LATENCY_MS', '1.5'],
    ['MOCK_FAULT', 'explode'],
    ['SITE_URL', 'localhost:3000'],
    ['SITE_URL', 'ftp://example.com'],
  ])('names %s when its value %s is invalid', (name, value) => {
    expect(() => readMockEnv({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});
