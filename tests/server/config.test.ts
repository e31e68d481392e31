import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SIGNING_KEY, loadConfig } from '../../server/config';

describe('loadConfig', () => {
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

  it('lets only the site itself frame the chat panel unless partner sites are named, and keeps the site among them', () => {
    expect(loadConfig({}).chatEmbedAncestors).toEqual(["'self'"]);
    expect(loadConfig({ CHAT_EMBED_ANCESTORS: 'https://news.example.com, https://*.partner.example.com' }).chatEmbedAncestors).toEqual([
      "'self'",
      'https://news.example.com',
      'https://*.partner.example.com',
    ]);
    expect(loadConfig({ CHAT_EMBED_ANCESTORS: "'self' https://news.example.com" }).chatEmbedAncestors).toEqual(["'self'", 'https://news.example.com']);
  });

  it.each([
    [{ CHAT_EMBED_ANCESTORS: "'none'" }, 'CHAT_EMBED_ANCESTORS'],
    [{ CHAT_EMBED_ANCESTORS: 'news.example.com/path' }, 'CHAT_EMBED_ANCESTORS'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ UPSTREAM_URL: 'not a url' }, 'UPSTREAM_URL'],
    [{ LOG_URL: 'ftp://logs.example.com' }, 'LOG_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ UPSTREAM_URL: 'http://api.example.com' }, 'AI_SIGNING_KEY'],
  ])('refuses %o and names %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
