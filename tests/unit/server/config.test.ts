import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SIGNING_KEY, demoNotice, loadConfig, withEmbeddedUpstream } from '../../../server/config';
import { FILED_ENV } from '../../../bench/lib/processes';
import { configErrorOf } from '../../helpers';

const PRODUCTION = {
  NODE_ENV: 'production',
  UPSTREAM_URL: 'https://api.example.com',
  SITE_URL: 'https://open.example.com',
  AI_SIGNING_KEY: 'k'.repeat(32),
  CONSOLE_URL: 'https://console.example.com',
  ...FILED_ENV,
};

describe('loadConfig in production (NODE_ENV=production)', () => {
  it('starts with the real hosts, origin, key and console given', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.upstreamUrl).toBe('https://api.example.com');
    expect(config.site.siteUrl).toBe('https://open.example.com');
  });

  it('refuses to fall back on the development stand-ins, naming every missing variable in one message', () => {
    const message = configErrorOf({ NODE_ENV: 'production' });
    for (const name of ['UPSTREAM_URL', 'SITE_URL', 'AI_SIGNING_KEY', 'CONSOLE_URL']) expect(message).toContain(name);
  });

  it('names only the variables that are missing, blank counting as missing', () => {
    const message = configErrorOf({ ...PRODUCTION, SITE_URL: '', CONSOLE_URL: ' ' });
    expect(message).toMatch(/^Invalid configuration: SITE_URL, CONSOLE_URL must be set in production/);
  });

  it('refuses the development signing key, which is public', () => {
    expect(configErrorOf({ ...PRODUCTION, AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY })).toMatch(/^Invalid configuration: AI_SIGNING_KEY .*development key/);
  });
});

describe('loadConfig', () => {
  it('listens on the address HOST names: IPv4, IPv6 or a host name', () => {
    for (const host of ['127.0.0.1', '::', 'localhost', 'web.internal']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('defaults to port 3000 on all interfaces with the embedded mock and its development key', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.upstreamUrl).toBeNull();
    expect(config.aiSigningKey).toBe(DEVELOPMENT_SIGNING_KEY);
    expect(config.logLevel).toBe('info');
  });

  it('lets the AI and log hosts default to the API host', () => {
    const config = loadConfig({ UPSTREAM_URL: 'http://api.example.com/', AI_SIGNING_KEY: 'k'.repeat(32) });
    expect(config.upstreamUrl).toBe('http://api.example.com');
    expect(config.aiUpstreamUrl).toBe('http://api.example.com');
    expect(config.logUrl).toBe('http://api.example.com');
  });

  it('lets the embedded mock stand in for the API host, and for the AI and log hosts not named on their own', () => {
    const mock = 'http://127.0.0.1:4100';
    const embedded = withEmbeddedUpstream(loadConfig({}), mock);
    expect([embedded.upstreamUrl, embedded.aiUpstreamUrl, embedded.logUrl]).toEqual([mock, mock, mock]);
    const named = withEmbeddedUpstream(loadConfig({ LOG_URL: 'http://log.example.com' }), mock);
    expect([named.upstreamUrl, named.aiUpstreamUrl, named.logUrl]).toEqual([mock, mock, 'http://log.example.com']);
  });

  it('lets only the site itself frame the chat panel unless partner sites are named, and keeps the site among them', () => {
    expect(loadConfig({}).chatEmbedAncestors).toEqual(["'self'"]);
    expect(loadConfig({ CHAT_EMBED_ANCESTORS: 'https://news.example.com, https://*.partner.example.com' }).chatEmbedAncestors).toEqual([
      "'self'",
      'https://news.example.com',
      'https://*.partner.example.com',
    ]);
    expect(loadConfig({ CHAT_EMBED_ANCESTORS: "'self' https://news.example.com" }).chatEmbedAncestors).toEqual(["'self'", 'https://news.example.com']);
  });

  it('drains for 5 s after SIGTERM unless SHUTDOWN_DRAIN_MS says otherwise, 0 included', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('caps the lead outbox at 5000 leads and 64 MB unless LEADS_OUTBOX_MAX_LEADS and LEADS_OUTBOX_MAX_MB say otherwise, naming a bad one', () => {
    expect(loadConfig({}).leads).toMatchObject({ maxLeads: 5000, maxBytes: 64 * 1024 * 1024 });
    expect(loadConfig({ LEADS_OUTBOX_MAX_LEADS: '200', LEADS_OUTBOX_MAX_MB: '8' }).leads).toMatchObject({ maxLeads: 200, maxBytes: 8 * 1024 * 1024 });
    expect(() => loadConfig({ LEADS_OUTBOX_MAX_LEADS: 'many' })).toThrow(/LEADS_OUTBOX_MAX_LEADS must be a whole number/);
    expect(() => loadConfig({ LEADS_OUTBOX_MAX_MB: '1.5' })).toThrow(/LEADS_OUTBOX_MAX_MB must be a whole number/);
  });

  it('allows 5 complaints a minute per client unless RATE_LIMIT_COMPLAINTS_PER_MIN says otherwise, 0 for none, naming a bad value', () => {
    expect(loadConfig({}).rateLimits.complaintsPerMinute).toBe(5);
    expect(loadConfig({ RATE_LIMIT_COMPLAINTS_PER_MIN: '0' }).rateLimits.complaintsPerMinute).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_COMPLAINTS_PER_MIN: 'lots' })).toThrow(/RATE_LIMIT_COMPLAINTS_PER_MIN must be a whole number/);
  });

  it('serves metrics on port 9091 unless METRICS_PORT names another, never the public port', () => {
    expect(loadConfig({}).metricsPort).toBe(9091);
    expect(loadConfig({ METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
    // Both chosen by the system: two different free ports.
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0);
  });

  it('keeps no asset archive unless ASSETS_ARCHIVE_DIR names one, and keeps its files 30 days unless ASSETS_ARCHIVE_DAYS says otherwise', () => {
    expect(loadConfig({}).assetArchive).toEqual({ dir: null, keepMs: 30 * 24 * 3600_000 });
    expect(loadConfig({ ASSETS_ARCHIVE_DIR: '/app/assets-archive', ASSETS_ARCHIVE_DAYS: '0' }).assetArchive).toEqual({ dir: '/app/assets-archive', keepMs: 0 });
  });

  it('serves source maps in development only, unless SOURCEMAPS says otherwise', () => {
    expect(loadConfig({}).publicSourceMaps).toBe(true);
    expect(loadConfig({ SOURCEMAPS: 'hidden' }).publicSourceMaps).toBe(false);
    expect(loadConfig(PRODUCTION).publicSourceMaps).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SOURCEMAPS: 'public' }).publicSourceMaps).toBe(true);
  });

  it('holds 1000 AI streams and 100 renders at once unless AI_MAX_STREAMS and RENDER_MAX_CONCURRENT say otherwise, never 0', () => {
    expect(loadConfig({})).toMatchObject({ aiMaxStreams: 1000, renderMaxConcurrent: 100 });
    expect(loadConfig({ AI_MAX_STREAMS: '50', RENDER_MAX_CONCURRENT: '8' })).toMatchObject({ aiMaxStreams: 50, renderMaxConcurrent: 8 });
    for (const variable of ['AI_MAX_STREAMS', 'RENDER_MAX_CONCURRENT']) {
      expect(() => loadConfig({ [variable]: '0' })).toThrow(new RegExp(`${variable} must be 1 or more`));
      expect(() => loadConfig({ [variable]: 'many' })).toThrow(ConfigError);
    }
  });

  it.each([
    [{ SOURCEMAPS: 'yes' }, 'SOURCEMAPS'],
    [{ METRICS_PORT: 'metrics' }, 'METRICS_PORT'],
    [{ CHAT_EMBED_ANCESTORS: "'none'" }, 'CHAT_EMBED_ANCESTORS'],
    [{ CHAT_EMBED_ANCESTORS: 'news.example.com/path' }, 'CHAT_EMBED_ANCESTORS'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ HOST: 'http://0.0.0.0' }, 'HOST'],
    [{ HOST: '0.0.0.0:3000' }, 'HOST'],
    [{ HOST: 'local host' }, 'HOST'],
    [{ PORT: '70000' }, 'PORT'],
    [{ UPSTREAM_URL: 'not a url' }, 'UPSTREAM_URL'],
    [{ LOG_URL: 'ftp://logs.example.com' }, 'LOG_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ASSETS_ARCHIVE_DAYS: 'a month' }, 'ASSETS_ARCHIVE_DAYS'],
    [{ UPSTREAM_URL: 'http://api.example.com' }, 'AI_SIGNING_KEY'],
  ])('refuses %o and names %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it.each(['0.0.0.0/0', 'garbage', '10.0.0.0/33', '1,,', 'true'])(
    'refuses TRUST_PROXY=%s with a message naming it, where the app would throw at start-up',
    (value) => {
      expect(configErrorOf({ TRUST_PROXY: value })).toMatch(/^Invalid configuration: TRUST_PROXY must /);
    },
  );

  it('trusts the hops or the proxy addresses and ranges TRUST_PROXY names', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 172.16.0.0/12' }).trustProxy).toBe('loopback, 172.16.0.0/12');
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('the demo’s start-up warning', () => {
  it('says it is the demo, naming the public key and the embedded mock, and how to run production', () => {
    const notice = demoNotice(loadConfig({}));
    expect(notice).toMatch(/^DEMO, not production/);
    expect(notice).toContain('the public development signing key and the embedded mock upstream');
    expect(notice).toContain('deploy/compose.production.yml');
    expect(notice).toContain('NODE_ENV=production');
  });

  it('names the public key alone for the compose demo, whose mock is a service of its own', () => {
    const notice = demoNotice(loadConfig({ NODE_ENV: 'development', UPSTREAM_URL: 'http://upstream:4000', AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY }));
    expect(notice).toContain('runs on the public development signing key.');
  });

  it('stays silent in development against a real upstream with a key of its own, and in production', () => {
    expect(demoNotice(loadConfig({ UPSTREAM_URL: 'https://api.example.com', AI_SIGNING_KEY: 'k'.repeat(32) }))).toBeNull();
    expect(demoNotice(loadConfig(PRODUCTION))).toBeNull();
  });
});
