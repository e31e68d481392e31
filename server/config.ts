/**
 * Configuration: environment variables only, read and validated once at start-up.
 * A bad value stops the process with a message that names the variable (.env.example
 * lists them all).
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { DEFAULT_ICS_SETTINGS, type IcsSettings } from '../shared/icsId';
import { DEFAULT_QR_TARGETS, type QrName } from '../shared/qr';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../shared/site';
import { DEVELOPMENT_SIGNING_KEY } from '../mock-upstream/devKey';
import { DEFAULT_MAX_STREAMS } from './upstream/pools';
import { DEFAULT_MAX_RENDERS } from './render/renderGate';
import { readFilings } from './compliance/filingsConfig';
import { readLeadConsentUnchecked } from './compliance/consentConfig';
import { readDemoSettings, type DemoSettings } from './demos/demoConfig';
import { ConfigError, type Env } from './configError';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** The Prometheus listener's port, on HOST too: never the public port. */
  metricsPort: number;
  production: boolean;
  /** API host; null means the embedded mock upstream is started on a loopback port (withEmbeddedUpstream). */
  upstreamUrl: string | null;
  /** AI_UPSTREAM_URL, else the API host: null only while upstreamUrl is. */
  aiUpstreamUrl: string | null;
  /** LOG_URL, else the API host: null only while upstreamUrl is. */
  logUrl: string | null;
  /** Console (login/register); null means the mock upstream's console page. */
  consoleUrl: string | null;
  aiSigningKey: string;
  logLevel: LogLevel;
  site: SiteSettings;
  /** False when SITE_URL was not given and the origin follows the listening port. */
  siteUrlConfigured: boolean;
  /** How /aiCs.html picks its icsId from the host. */
  ics: IcsSettings;
  /** What the WeChat, mini-program and official-account QR codes point to. */
  qrTargets: Record<QrName, string>;
  /** Where build.ts wrote the client bundles and their manifest. */
  distDir: string;
  /** Whether /assets serves the bundles' source maps (they hold every source file whole). */
  publicSourceMaps: boolean;
  /** Who may frame the chat panel page (/aiCs.html?embed=1), as CSP frame-ancestors sources; always 'self' first. */
  chatEmbedAncestors: string[];
  pageCache: PageCacheSettings;
  rateLimits: RateLimitSettings;
  /** Express's `trust proxy`: false, a number of hops, or the proxies' addresses. */
  trustProxy: boolean | number | string;
  /** AI answer streams open at once across all visitors (server/upstream/streamSlots.ts). */
  aiMaxStreams: number;
  /** Page renders in progress at once (server/render/renderGate.ts). */
  renderMaxConcurrent: number;
  /** Rate-limit counters shared by replicas; null keeps them in this process's memory. */
  redisUrl: string | null;
  /** The lead outbox's directory (server/leads/): one per replica, never shared. */
  dataDir: string;
  /** PUBLISH_DIR: where pages are published as files for nginx (server/edge/publishedPages.ts); null: not published. */
  publishDir: string | null;
  leads: LeadSettings;
  /** After SIGTERM, how long /readyz says 503 while new connections are still served. */
  shutdownDrainMs: number;
  /** Once the drain is over, in-flight requests and streams get this long before streams are ended. */
  shutdownGraceMs: number;
  assetArchive: AssetArchiveSettings;
  /** The try-it panels' limits (server/demos/demoConfig.ts). */
  demos: DemoSettings;
}

/** Where the replicas keep every release's client files (server/site/assetArchive.ts). */
export interface AssetArchiveSettings {
  /** The directory every replica shares; null: none (a single process keeps one build back in dist itself). */
  dir: string | null;
  /** A file no running replica has claimed for this long is deleted; 0 keeps every file. */
  keepMs: number;
}

export interface PageCacheSettings {
  /** How long a rendered anonymous page (and the upstream data in it) is served; 0 turns the cache off. */
  ttlMs: number;
  maxBytes: number;
}

export interface LeadSettings {
  /** Undelivered this long, a lead moves to the dead letters. */
  deadAfterMs: number;
  /** The longest wait between two delivery attempts. */
  retryCapMs: number;
  /** Past either, a new lead is refused with 503 (server/leads/outbox.ts); 0 is no limit. */
  maxLeads: number;
  maxBytes: number;
}

/** Per client IP; 0 means no limit. */
export interface RateLimitSettings {
  intentsPerMinute: number;
  aiAsksPerMinute: number;
  concurrentStreams: number;
  /** Analytics records posted to /log; those beyond are answered alike and dropped. */
  logRecordsPerMinute: number;
  /** Site searches (/api/search and /search.html), each a few milliseconds of the event loop. */
  searchesPerMinute: number;
  /** Pages rendered for one client (cache misses, 404s, logged-in pages): a page from the cache never counts. */
  rendersPerMinute: number;
  /** Uses of withdrawal links (server/compliance/withdrawalRoutes.ts), as many as leads: each is one upstream call. */
  withdrawalsPerMinute: number;
  /** 投诉举报 sent (the JSON call and the page's plain form, one count). */
  complaintsPerMinute: number;
}

export { DEVELOPMENT_SIGNING_KEY };

export { ConfigError };

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError(name, `must be a port number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/** An address to listen on: an IP address or a host name (not a URL, not a port). */
function readHost(env: Env): string {
  const raw = env.HOST;
  if (raw === undefined || raw === '') return '0.0.0.0';
  const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (isIP(raw) === 0 && !hostName.test(raw)) {
    throw new ConfigError('HOST', `must be an IP address or a host name to listen on, such as 0.0.0.0, 127.0.0.1 or ::, got "${raw}"`);
  }
  return raw;
}

function readUrl(env: Env, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function readCount(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new ConfigError(name, `must be a whole number (0 or more), got "${raw}"`);
  }
  return Number(raw);
}

/** A cap where 0 would refuse everything: at least 1. */
function readCap(env: Env, name: string, fallback: number): number {
  const cap = readCount(env, name, fallback);
  if (cap < 1) throw new ConfigError(name, `must be 1 or more (0 would refuse every request), got "${env[name]}"`);
  return cap;
}

// No 'none': the site itself may always frame its chat panel, and 'none' beside another source is void.
const ANCESTOR_SOURCE = /^(\*|'self'|https?:|https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?)$/i;
const SELF = "'self'";

/** Partner sites are added to the site itself; none configured means only the site may frame the panel. */
function readAncestors(env: Env): string[] {
  const raw = env.CHAT_EMBED_ANCESTORS?.trim();
  if (!raw) return [SELF];
  const sources = raw.split(/[\s,]+/);
  const bad = sources.find((source) => !ANCESTOR_SOURCE.test(source));
  if (bad) throw new ConfigError('CHAT_EMBED_ANCESTORS', `must list origins (https://example.com), https: or *, got "${bad}"`);
  return [...new Set([SELF, ...sources])];
}

/** Development debugs with them; production keeps its sources to itself unless told otherwise. */
function readSourceMaps(env: Env, production: boolean): boolean {
  const raw = env.SOURCEMAPS?.trim();
  if (!raw) return !production;
  if (raw === 'public') return true;
  if (raw === 'hidden') return false;
  throw new ConfigError('SOURCEMAPS', `must be "public" or "hidden", got "${raw}"`);
}

function readTrustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') {
    throw new ConfigError('TRUST_PROXY', 'must name the proxy hops (a number) or addresses, not "true": trusting every hop lets clients choose their own IP');
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  // Express compiles the list with proxy-addr when it is set, and throws there on an address
  // or range it cannot read (0.0.0.0/0, 10.0.0.0/33, an empty entry): asked here, the
  // operator gets this message instead of a stack trace from the app's construction.
  try {
    express().set('trust proxy', raw);
  } catch (error) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be a number of hops or a list of proxy addresses and ranges (loopback, 10.0.0.0/8), got "${raw}": ${(error as Error).message}`,
    );
  }
  return raw;
}

function readRedisUrl(env: Env): string | null {
  const raw = env.REDIS_URL;
  if (!raw) return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(raw)) throw new ConfigError('REDIS_URL', `must be a redis:// or rediss:// URL, got "${raw.replace(/:[^:@/]*@/, ':***@')}"`);
  return raw;
}

function readLogLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}

function readSigningKey(env: Env, upstreamUrl: string | null): string {
  const key = env.AI_SIGNING_KEY;
  if (key) {
    if (key.length < 16) throw new ConfigError('AI_SIGNING_KEY', 'must be at least 16 characters long');
    return key;
  }
  if (upstreamUrl) throw new ConfigError('AI_SIGNING_KEY', 'is required when UPSTREAM_URL is set');
  return DEVELOPMENT_SIGNING_KEY;
}

/** The project root holds package.json; this file runs from server/ in tests and dist/server/ when built. */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

const defaultDistDir = path.join(projectRoot(), 'dist');

/**
 * Left out, each of these falls back on a development stand-in that would quietly serve
 * production: the embedded mock upstream (with leads in a local file), the public
 * development key, localhost in canonical links and redirects, the mock's console.
 * The other variables' defaults are fit for production.
 */
export const REQUIRED_IN_PRODUCTION = ['UPSTREAM_URL', 'SITE_URL', 'AI_SIGNING_KEY', 'CONSOLE_URL'] as const;

/** Names every missing variable at once: an operator fixes them in one round, not one per restart. */
function requireProductionValues(env: Env): void {
  const publicKey = env.AI_SIGNING_KEY === DEVELOPMENT_SIGNING_KEY;
  const wanting = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim() || (name === 'AI_SIGNING_KEY' && publicKey));
  if (wanting.length === 0) return;
  throw new ConfigError(
    wanting.join(', '),
    `must be set in production (NODE_ENV=production)${publicKey ? ', AI_SIGNING_KEY to a key of its own, not the public development key' : ''}; ` +
      "left out, the server would run on development stand-ins: the embedded mock upstream keeping leads in a local file, the public development key, localhost in canonical links and redirects, the mock's console",
  );
}

export function loadConfig(env: Env = process.env): Config {
  if (env.NODE_ENV === 'production') requireProductionValues(env);
  const port = readPort(env, 'PORT', 3000);
  const metricsPort = readPort(env, 'METRICS_PORT', 9091);
  if (metricsPort === port && port !== 0) throw new ConfigError('METRICS_PORT', `must differ from PORT (${port}): /metrics stays off the public port`);
  const upstreamUrl = readUrl(env, 'UPSTREAM_URL');
  const configuredSiteUrl = readUrl(env, 'SITE_URL');
  const siteUrl = configuredSiteUrl ?? `http://localhost:${port}`;
  const consoleUrl = readUrl(env, 'CONSOLE_URL');
  return {
    port,
    host: readHost(env),
    metricsPort,
    production: env.NODE_ENV === 'production',
    upstreamUrl,
    aiUpstreamUrl: readUrl(env, 'AI_UPSTREAM_URL') ?? upstreamUrl,
    logUrl: readUrl(env, 'LOG_URL') ?? upstreamUrl,
    consoleUrl,
    aiSigningKey: readSigningKey(env, upstreamUrl),
    logLevel: readLogLevel(env),
    siteUrlConfigured: configuredSiteUrl !== null,
    site: {
      ...DEFAULT_SITE_SETTINGS,
      siteUrl,
      consoleUrl: consoleUrl ?? `${siteUrl}/console`,
      newsSiteUrl: readUrl(env, 'NEWS_SITE_URL') ?? DEFAULT_SITE_SETTINGS.newsSiteUrl,
      filings: readFilings(env),
      leadConsentUnchecked: readLeadConsentUnchecked(env),
    },
    ics: {
      testPrefix: env.ICS_TEST_PREFIX || DEFAULT_ICS_SETTINGS.testPrefix,
      prePrefix: env.ICS_PRE_PREFIX || DEFAULT_ICS_SETTINGS.prePrefix,
      testId: env.ICS_TEST_ID || DEFAULT_ICS_SETTINGS.testId,
      preId: env.ICS_PRE_ID || DEFAULT_ICS_SETTINGS.preId,
      prodId: env.ICS_PROD_ID || DEFAULT_ICS_SETTINGS.prodId,
    },
    qrTargets: {
      wechat: readUrl(env, 'QR_WECHAT_URL') ?? DEFAULT_QR_TARGETS.wechat,
      miniprogram: readUrl(env, 'QR_MINIPROGRAM_URL') ?? DEFAULT_QR_TARGETS.miniprogram,
      'official-account': readUrl(env, 'QR_OFFICIAL_ACCOUNT_URL') ?? DEFAULT_QR_TARGETS['official-account'],
    },
    distDir: env.DIST_DIR ? path.resolve(env.DIST_DIR) : defaultDistDir,
    publicSourceMaps: readSourceMaps(env, env.NODE_ENV === 'production'),
    chatEmbedAncestors: readAncestors(env),
    pageCache: {
      ttlMs: readCount(env, 'PAGE_CACHE_TTL_MS', 60_000),
      maxBytes: readCount(env, 'PAGE_CACHE_MAX_MB', 64) * 1024 * 1024,
    },
    rateLimits: {
      intentsPerMinute: readCount(env, 'RATE_LIMIT_INTENTS_PER_MIN', 5),
      aiAsksPerMinute: readCount(env, 'RATE_LIMIT_AI_PER_MIN', 20),
      concurrentStreams: readCount(env, 'RATE_LIMIT_STREAMS_PER_IP', 3),
      // One record per page view: 120 a minute is two views a second from one address, which
      // an office or carrier NAT reaches only when it is very busy.
      logRecordsPerMinute: readCount(env, 'RATE_LIMIT_LOG_PER_MIN', 120),
      // One a second, sustained: more than anyone types (the header's suggestions ask once a
      // pause), while a script from one address cannot fill the search queue for everyone.
      searchesPerMinute: readCount(env, 'RATE_LIMIT_SEARCH_PER_MIN', 60),
      // Five a second, sustained: a newsroom behind one address browsing logged in stays far
      // below it, while one client counting ?page=N or 404s upwards gets a render no faster.
      rendersPerMinute: readCount(env, 'RATE_LIMIT_RENDERS_PER_MIN', 300),
      withdrawalsPerMinute: readCount(env, 'RATE_LIMIT_WITHDRAWALS_PER_MIN', 5),
      // As leads: a person files one complaint in minutes; more from one address is a script.
      complaintsPerMinute: readCount(env, 'RATE_LIMIT_COMPLAINTS_PER_MIN', 5),
    },
    aiMaxStreams: readCap(env, 'AI_MAX_STREAMS', DEFAULT_MAX_STREAMS),
    renderMaxConcurrent: readCap(env, 'RENDER_MAX_CONCURRENT', DEFAULT_MAX_RENDERS),
    trustProxy: readTrustProxy(env),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    publishDir: env.PUBLISH_DIR ? path.resolve(env.PUBLISH_DIR) : null,
    leads: {
      deadAfterMs: readCount(env, 'LEADS_DEAD_AFTER_HOURS', 7 * 24) * 3600_000,
      retryCapMs: readCount(env, 'LEADS_RETRY_MAX_MS', 30_000),
      // A lead with its kept headers is 1-11 KB: the count binds first, the bytes bound the disk.
      maxLeads: readCount(env, 'LEADS_OUTBOX_MAX_LEADS', 5000),
      maxBytes: readCount(env, 'LEADS_OUTBOX_MAX_MB', 64) * 1024 * 1024,
    },
    redisUrl: readRedisUrl(env),
    // Long enough for a load balancer's probe (every few seconds) to see /readyz fail.
    shutdownDrainMs: readCount(env, 'SHUTDOWN_DRAIN_MS', 5_000),
    shutdownGraceMs: readCount(env, 'SHUTDOWN_GRACE_MS', 10_000),
    assetArchive: {
      dir: env.ASSETS_ARCHIVE_DIR ? path.resolve(env.ASSETS_ARCHIVE_DIR) : null,
      // Longer than a tab stays open, a CDN keeps a page, or a rollback reaches back.
      keepMs: readCount(env, 'ASSETS_ARCHIVE_DAYS', 30) * 24 * 3600_000,
    },
    demos: readDemoSettings(env),
  };
}

/**
 * One line for the start-up log when this process runs on the demo's stand-ins (the public
 * development key, the mock upstream) outside production, or null. The demo must say it is
 * one: a server that looks fine while signing with a published key is the trap.
 */
export function demoNotice(config: Config): string | null {
  if (config.production) return null;
  const standIns = [
    ...(config.aiSigningKey === DEVELOPMENT_SIGNING_KEY ? ['the public development signing key'] : []),
    ...(config.upstreamUrl === null ? ['the embedded mock upstream'] : []),
  ];
  if (standIns.length === 0) return null;
  return (
    `DEMO, not production: NODE_ENV is not production and this server runs on ${standIns.join(' and ')}. ` +
    'For production run docker-compose -f deploy/compose.production.yml --project-directory . up -d with a .env of your own, ' +
    'or set NODE_ENV=production with UPSTREAM_URL, SITE_URL, CONSOLE_URL and AI_SIGNING_KEY (docs/operations.md, Run with Docker)'
  );
}

/** Once listening (PORT=0 picks a free port), the default origin follows the real port. */
export function withListeningPort(config: Config, port: number): Config {
  if (config.siteUrlConfigured) return { ...config, port };
  const siteUrl = `http://localhost:${port}`;
  return {
    ...config,
    port,
    site: { ...config.site, siteUrl, consoleUrl: config.consoleUrl ?? `${siteUrl}/console` },
  };
}

/**
 * Once the embedded mock listens (no UPSTREAM_URL), it is the API host, and the AI and log
 * hosts not named on their own default to it as they would to UPSTREAM_URL.
 */
export function withEmbeddedUpstream(config: Config, url: string): Config {
  return { ...config, upstreamUrl: url, aiUpstreamUrl: config.aiUpstreamUrl ?? url, logUrl: config.logUrl ?? url };
}
