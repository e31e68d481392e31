/** Builds the Express application; listening is server/index.ts's job. */
import type http from 'node:http';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { BuildManifest } from '../shared/manifest';
import type { Config } from './config';
import { API_PREFIX, LOG_PATH } from '../shared/api';
import { ART_PREFIX } from '../shared/artImage';
import { chatModelOf } from '../shared/filings';
import { answerLabels } from './compliance/answerLabels';
import { compressResponses } from './site/compress';
import { consoleProxy } from './upstream/consoleProxy';
import { cooperationForm } from './render/cooperationForm';
import { withdrawalRoutes } from './compliance/withdrawalRoutes';
import { errorHandler, notFound } from './errors';
import { health, type Lifecycle, type RateLimitStoreState } from './ops/health';
import { createLogger, type Logger } from './ops/logger';
import { httpLogger } from './ops/httpLog';
import { logCollector } from './upstream/analyticsCollector';
import { Metrics } from './ops/metrics';
import { loadManifest } from './site/assetManifest';
import { pageHandler, routeTablePages, sharedPageCacheControl } from './render/pageHandler';
import { CacheHitFastPath } from './render/cacheHitFastPath';
import { resolvePageRoute } from './render/pageRoute';
import { PageCache } from './render/pageCache';
import { PersonalPages } from './render/personalPages';
import { PrerenderedParts } from './render/prerenderedParts';
import { PublishedPages } from './edge/publishedPages';
import { findPageRoute } from '../shared/navigation';
import { RenderGate } from './render/renderGate';
import { qrCodes } from './site/qr';
import { apiProxy } from './upstream/apiProxy';
import { rateLimiters, type StoreFactory } from './security/rateLimits';
import { requestId } from './ops/requestId';
import { requireHost } from './security/hostHeader';
import { proxyBypassWarning } from './security/proxyBypass';
import { securityHeaders } from './security/headers';
import { loginSealKey } from './security/loginSeal';
import { robots, sitemap } from './render/seo';
import { trustJson } from './compliance/trustJson';
import { SECURITY_TXT_PATH, securityTxt } from './compliance/securityTxt';
import { TRUST_JSON_PATH } from '../shared/content/trust';
import { artFiles, assets, publicFiles } from './site/static';
import { archivedAssets } from './site/assetArchive';
import { createUpstreams, type Upstreams } from './upstream/pools';
import { serverDataSource } from './upstream/dataSource';
import { SiteSearch } from './search/siteSearch';
import { searchApi } from './search/searchApi';
import { SEARCH_CALL, SEARCH_PATH } from '../shared/search';
import { refuseWhileBusy } from './search/searchRefusals';
import { LeadOutbox, type OutboxOptions } from './leads/outbox';
import { sendLead } from './leads/leadDelivery';
import { complaintOutboxOptions, type ComplaintDesk } from './compliance/complaintDesk';
import { complaintApi } from './compliance/complaintApi';
import { complaintForm } from './compliance/complaintForm';
import { contentIds } from './compliance/contentId';
import { demoContext, demoRoutes } from './demos/demoRoutes';
import { demoForms } from './demos/demoForms';

export interface AppDependencies {
  logger?: Logger;
  manifest?: BuildManifest;
  upstreams?: Upstreams;
  /** Flipped by the entry point when shutdown starts, so /readyz reports not ready. */
  lifecycle?: Lifecycle;
  pageCache?: PageCache;
  /** Given by server/index.ts, which serves its registry on the metrics listener. */
  metrics?: Metrics;
  /** Where rate-limit counters live (Redis, from server/index.ts); default: this process. */
  rateLimitStores?: StoreFactory;
  rateLimitStore?: RateLimitStoreState;
  /** Site search, whose indexing server/index.ts starts after listening; default: indexed at the first search. */
  search?: SiteSearch;
  /** DATA_DIR's lead outbox, opened (and locked) by server/index.ts; default: one in memory, for tests. */
  outbox?: LeadOutbox;
  /** DATA_DIR's complaint outbox (server/compliance/complaintDesk.ts), as `outbox`. */
  complaintOutbox?: LeadOutbox;
  /** False: every request goes through Express (the fast path's parity test compares both). */
  fastPath?: boolean;
  /** Logged-in pages' templates; false: every logged-in page is rendered for its visitor (the templates' test compares both). */
  personalPages?: PersonalPages | false;
  /** Pages published as files for the edge; default: in PUBLISH_DIR when it is set. */
  publishedPages?: PublishedPages;
  /** The layout's parts rendered once per URL; false: every part rendered for every request (their test compares both). */
  layoutParts?: PrerenderedParts | false;
}

/** With PUBLISH_DIR, the pages the cache keeps are written there for nginx, from now on. */
function publishedPagesFor(config: Config, cache: PageCache, logger: Logger): PublishedPages | undefined {
  if (!config.publishDir || !cache.enabled) return undefined;
  const published = new PublishedPages({
    dir: config.publishDir,
    isPage: (urlPath) => findPageRoute(urlPath) !== undefined,
    ttlMs: cache.ttlMs,
    cacheControl: sharedPageCacheControl(cache.ttlMs),
    logger,
  });
  published.start();
  return published;
}

/** What createApp keeps in app.locals for siteListener. */
interface SiteLocals {
  fastPath?: CacheHitFastPath;
}

/**
 * The server's request listener: a fresh page from the page cache is answered before Express
 * (server/render/cacheHitFastPath.ts), everything else by the app.
 */
export function siteListener(app: Express): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const fastPath = (app.locals as SiteLocals).fastPath;
  return fastPath ? (req, res) => void (fastPath.handle(req, res) || app(req, res)) : app;
}

export function upstreamsFor({ upstreamUrl: api, aiUpstreamUrl: ai, logUrl: log, aiMaxStreams }: Config): Upstreams {
  if (!api || !ai || !log) throw new Error('createApp needs an upstream: server/index.ts starts the embedded mock when UPSTREAM_URL is unset');
  return createUpstreams({ api, ai, log }, undefined, undefined, { maxStreams: aiMaxStreams });
}

/** How the outbox delivers and how long a visitor waits for it: the upstream's own timeout, and a second to answer. */
export function outboxOptions(config: Config, upstreams: Upstreams, logger: Logger, metrics: Metrics): OutboxOptions {
  return {
    send: (lead) => sendLead(upstreams, lead),
    logger,
    events: metrics.outboxEvents,
    visitorWaitMs: upstreams.timeoutMs + 1_000,
    retryCapMs: config.leads.retryCapMs,
    deadAfterMs: config.leads.deadAfterMs,
    cap: { leads: config.leads.maxLeads, bytes: config.leads.maxBytes },
  };
}

/** Site search reading the upstream as the data pages do; its calls carry this request id in the upstream's logs. */
export function siteSearchFor(upstreams: Upstreams, logger: Logger): SiteSearch {
  return new SiteSearch({ source: serverDataSource(upstreams, 'search-index'), logger });
}

export function createApp(config: Config, deps: AppDependencies = {}): Express {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const manifest = deps.manifest ?? loadManifest(config.distDir);
  const upstreams = deps.upstreams ?? upstreamsFor(config);
  const lifecycle = deps.lifecycle ?? { stopping: false };
  const app = express();
  app.disable('x-powered-by');
  // req.ip (rate limits, logs) believes X-Forwarded-For only from the configured proxies.
  app.set('trust proxy', config.trustProxy);
  app.locals.secureCookies = config.production;

  const cache = deps.pageCache ?? new PageCache(config.pageCache.ttlMs, config.pageCache.maxBytes);
  const metrics = deps.metrics ?? new Metrics(cache);
  const outbox = deps.outbox ?? LeadOutbox.inMemory(outboxOptions(config, upstreams, logger, metrics));
  metrics.watchOutbox(() => outbox.stats());
  const complaints: ComplaintDesk = {
    outbox: deps.complaintOutbox ?? LeadOutbox.inMemory(complaintOutboxOptions(config, upstreams, logger, metrics)),
    ids: contentIds(config.aiSigningKey),
    logger,
  };
  metrics.watchComplaintOutbox(() => complaints.outbox.stats());

  // First: every layer below reads the page the path names from here (pageRouteOf).
  app.use(resolvePageRoute());
  app.use(requestId());
  app.use(requireHost(config.site.siteUrl));
  if (typeof config.trustProxy === 'number' && config.trustProxy > 0) app.use(proxyBypassWarning(logger));
  app.use(httpLogger(logger));
  app.use(metrics.observe());
  app.use(health({ upstreams, lifecycle, rateLimitStore: deps.rateLimitStore, leadsStorable: () => outbox.ready() }));
  const security = securityHeaders({ production: config.production, chatEmbedAncestors: config.chatEmbedAncestors });
  const search = deps.search ?? siteSearchFor(upstreams, logger);
  const limits = rateLimiters(config.rateLimits, logger, deps.rateLimitStores);
  // Site search's API, answered here (the proxy's allow-list below names the upstream's calls
  // only), with the security headers of every answer; ahead of the compression middleware and
  // the cookie parser, which it has no use for: it sends answers it compressed once and kept.
  app.all(API_PREFIX + SEARCH_CALL.path, security, limits.searches, searchApi(search));
  app.use(compressResponses());
  app.use(security);
  app.use(cookieParser());
  // The results page searches too: the same count per client, and the 429 page while the search queue is full.
  app.get(SEARCH_PATH, limits.searches, refuseWhileBusy(search));
  const renders = new RenderGate(config.renderMaxConcurrent);
  // Not behind a trusted proxy: there Express reads the client's address and the Host from
  // forwarded headers, and the edge in front keeps the pages anyway (docs/operations.md).
  const personal = deps.personalPages === false || !cache.enabled ? undefined : (deps.personalPages ?? new PersonalPages(cache.ttlMs));
  const loginSeal = loginSealKey(config.aiSigningKey);
  const fastPath =
    deps.fastPath !== false && !config.trustProxy && cache.enabled
      ? new CacheHitFastPath({ cache, metrics, logger, cacheControl: sharedPageCacheControl(cache.ttlMs), personal, loginSeal })
      : undefined;
  (app.locals as SiteLocals).fastPath = fastPath;
  const published = deps.publishedPages ?? publishedPagesFor(config, cache, logger);
  if (published) cache.observe(published);
  const pages = pageHandler({
    manifest,
    site: config.site,
    ics: config.ics,
    upstreams,
    logger,
    cache,
    chatEmbedAncestors: config.chatEmbedAncestors,
    search,
    renders,
    renderLimit: limits.renders,
    loginSeal,
    fastPath,
    personal,
    published,
    parts: deps.layoutParts === false ? undefined : (deps.layoutParts ?? new PrerenderedParts({ logger })),
  });
  // The pages of the route table go straight to their handler: nothing mounted below serves them.
  app.use(routeTablePages(pages));
  // Ahead of the proxy: its path is the site's own, not an upstream call's.
  app.use(withdrawalRoutes({ pages, outbox, upstreams, logger, limit: limits.withdrawals, siteUrl: config.site.siteUrl }));
  // Ahead of the proxy, which would forward a complaint as it came.
  app.use(API_PREFIX, complaintApi({ desk: complaints, limit: limits.complaints }));
  // Ahead of the proxy: the demos' endpoints are the site's own; their upstream calls are made by the server alone.
  const demos = demoContext({ upstreams, signingKey: config.aiSigningKey, logger, limits, settings: config.demos, filings: config.site.filings });
  app.use(demoRoutes(demos));
  const labels = answerLabels({ secret: config.aiSigningKey, model: chatModelOf(config.site.filings)?.model, logger });
  app.use(API_PREFIX, apiProxy({ upstreams, signingKey: config.aiSigningKey, logger, answerLabels: labels, limits, outbox, streamsEnd: lifecycle.streamsEnd }));
  app.use(
    cooperationForm({
      pages,
      outbox,
      logger,
      limit: limits.intentions,
      siteUrl: config.site.siteUrl,
      leadConsentUnchecked: config.site.leadConsentUnchecked === true,
    }),
  );
  app.use(complaintForm({ pages, desk: complaints, limit: limits.complaints, siteUrl: config.site.siteUrl }));
  app.use(demoForms({ pages, ctx: demos, siteUrl: config.site.siteUrl }));
  app.use(LOG_PATH, logCollector({ upstreams, logger, limit: limits.logRecords }));
  if (!config.consoleUrl) app.use(consoleProxy({ upstreams, logger, siteUrl: config.site.siteUrl }));
  app.get('/sitemap.xml', sitemap(config.site.siteUrl));
  app.get('/robots.txt', robots(config.site.siteUrl));
  app.get(TRUST_JSON_PATH, trustJson(config.site.siteUrl, config.site.filings));
  app.get(SECURITY_TXT_PATH, securityTxt(config.site.siteUrl));
  app.use(qrCodes(config.qrTargets));
  const archive = config.assetArchive.dir;
  app.use('/assets', assets(config.distDir, { sourceMaps: config.publicSourceMaps, fallthrough: archive !== null }));
  // What this build lacks: another release's files, for pages it rendered (server/site/assetArchive.ts).
  if (archive) app.use('/assets', archivedAssets(archive, { sourceMaps: config.publicSourceMaps }));
  app.use(ART_PREFIX.slice(0, -1), artFiles(config.distDir));
  app.use(publicFiles(path.join(path.dirname(config.distDir), 'public')));
  // Any other path gets the 404 page.
  app.get('/{*splat}', pages);

  app.use(notFound());
  app.use(errorHandler(logger));
  return app;
}
