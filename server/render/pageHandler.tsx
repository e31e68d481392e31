/** The page route: picks the route from the table, renders it, owns status and headers. */
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import fresh from 'fresh';
import { isbot } from 'isbot';
import type { StaticHandlerContext } from 'react-router-dom';
import { Root } from '../../client/root';
import type { LoginState } from '../../shared/loginState';
import { sealedVisitor, type LoginSealKey } from '../security/loginSeal';
import { withinLimit } from '../security/rateLimits';
import type { DataSource } from '../../shared/dataRequest';
import { readerFrom, readsIn, type Reader } from '../../shared/pageData';
import type { AppData } from '../../shared/appData';
import type { PostedForm } from '../../shared/postedForm';
import type { PageHead } from '../../shared/pageHead';
import type { BuildManifest } from '../../shared/manifest';
import { pageQueryOf, renderedSearch } from './pageQueryMove';
import { HOME_PATH, matchPageEntry } from '../../shared/routeViews';
import type { PageRoute } from '../../shared/routes';
import { cookieDomainFor } from '../../shared/cookieDomain';
import { icsIdForHost, type IcsSettings } from '../../shared/icsId';
import type { SiteSettings } from '../../shared/site';
import { errorPageHtml } from './errorPage';
import { httpError } from '../errors';
import type { Logger } from '../ops/logger';
import { scriptsFor } from '../site/assetManifest';
import { metricsOf } from '../ops/metrics';
import { serverDataSource } from '../upstream/dataSource';
import { abortOnClose } from '../upstream/forwarding';
import type { RenderGate } from './renderGate';
import { pageHeadOf, routeContextFor, RoutedPage, routerDataOf, settleReads } from './routeContext';
import { RENDER_ABORT_MS, renderComplete, renderDocument, SHELL_HOLD_MS } from './document';
import { compressedPageOf, GONE, pageDocumentOf, type CachedPage, type CompressionTier, type PageCache, type PageDocument, identityHash } from './pageCache';
import { acceptsGzip, endCompressed, pageOutput, preferredEncoding, rememberedEncodingFor, type Encoding } from '../site/compress';
import { pageRouteOf } from './pageRoute';
import { commonHeadersOf, type CacheHitFastPath } from './cacheHitFastPath';
import type { HeaderPair, PublishedPages } from '../edge/publishedPages';
import { templateKeyOf, type PersonalPages } from './personalPages';
import { checkedTemplate, cutAtPlaceholder, filledGzip, filledIdentity, placeholderName, PROBE_NAME, type PersonalTemplate } from './personalTemplate';
import { requestIdOf } from '../ops/requestId';
import { searchOf } from '../urlQuery';
import { MAIN_ID } from '../../shared/site';
import { shanghaiYear } from './shanghaiYear';
import type { PrerenderedParts } from './prerenderedParts';
import { PAGE_PART, type LayoutPart } from '../../shared/layoutParts';
import { boundedMemo } from '../boundedMemo';
import type { Upstreams } from '../upstream/pools';
import { frameAncestorsFor, isEmbedRequest, nonceOf } from '../security/headers';
import type { PageKind } from '../../shared/routeTable';
import { COOPERATION_WITHDRAW_PARAM } from '../../shared/cooperation';
import type { SiteSearch } from '../search/siteSearch';
import { withSiteSearch } from '../search/searchDataSource';

export interface PageHandlerOptions {
  manifest: BuildManifest;
  site: SiteSettings;
  ics: IcsSettings;
  upstreams: Upstreams;
  logger: Logger;
  cache: PageCache;
  chatEmbedAncestors: string[];
  /** Answers the results page's read of /api/search here, from the index (server/search). */
  search?: SiteSearch;
  /** The bound on renders in progress; none when not given. */
  renders?: RenderGate;
  /** The per-client limit on pages rendered rather than answered from the cache (RATE_LIMIT_RENDERS_PER_MIN). */
  renderLimit?: RequestHandler;
  /** Only a session sealed with it gets a personal page; a bare login flag gets the anonymous one (../security/loginSeal.ts). */
  loginSeal: LoginSealKey;
  /** Learns from each fresh hit served here, to answer the next one before Express (./cacheHitFastPath.ts). */
  fastPath?: CacheHitFastPath;
  /** Logged-in pages from templates (./personalPages.ts); without it, each is rendered for its visitor. */
  personal?: PersonalPages;
  /** Pages the cache stores, written as files for the edge (../edge/publishedPages.ts); none without PUBLISH_DIR. */
  published?: PublishedPages;
  /** The layout's parts, rendered once per URL for anonymous visitors (./prerenderedParts.ts); none: rendered each time. */
  parts?: PrerenderedParts;
}

/**
 * Pages whose query is free text: every `?q=` is a page of its own, so keeping them would
 * let anyone push the site's pages out of the cache by inventing queries. Rendered per request.
 */
const UNCACHED_KINDS: ReadonlySet<PageKind> = new Set(['search']);

/**
 * A cooperation page that carries a lead's withdrawal token (its withdrawal state, its
 * thank-you state after a post) is its visitor's alone: no cache may keep it, or hand the link
 * to anyone else.
 */
function carriesToken(kind: PageKind, search: string): boolean {
  const query = new URLSearchParams(search);
  return kind === 'cooperation' && (query.has(COOPERATION_WITHDRAW_PARAM) || (query.get('submitted') ?? '1') !== '1');
}

const HTML = 'text/html; charset=utf-8';
export const PERSONAL_PAGE = 'private, no-store';
/**
 * A page from the page cache is the same for every anonymous visitor (a hash-based policy, no
 * nonce, no tenant): a CDN or nginx in front may keep it as long as this server does, serve
 * it stale for ten minutes while it asks again, and for a day while this server is down
 * (docs/operations.md#behind-a-cdn-or-nginx). Browsers revalidate it each time (max-age=0, ETag).
 */
export function sharedPageCacheControl(ttlMs: number): string {
  return `public, max-age=0, s-maxage=${Math.max(1, Math.round(ttlMs / 1000))}, stale-while-revalidate=600, stale-if-error=86400`;
}
/** Strong, and of the very bytes sent: the cache's own (each of its levels, ./pageCache.ts) or a miss's fast compression. */
const etagFor = (hash: string, encoding: string, variant = '') => `"${hash}-${encoding}${variant}"`;
/** tldts reads the name against the Public Suffix List for every call; a site answers to a few names. */
const cookieDomainOf = boundedMemo((hostname) => cookieDomainFor(hostname) ?? null, 256);

/**
 * Makes the page handler answer this response with a posted form's page (server/render/cooperationForm.ts):
 * the page's route action hands it to the page (shared/postedForm.ts). Never cached.
 */
export function answerPosted(res: Response, posted: PostedForm): void {
  (res.locals as { postedForm?: PostedForm }).postedForm = posted;
}

const postedFormOf = (res: Response): PostedForm | undefined => (res.locals as { postedForm?: PostedForm }).postedForm;

export function pageHandler({
  manifest,
  site,
  ics,
  upstreams,
  logger,
  cache,
  chatEmbedAncestors,
  search,
  renders,
  renderLimit,
  loginSeal,
  fastPath,
  personal,
  published,
  parts: layoutParts,
}: PageHandlerOptions): RequestHandler {
  const visitorOf = (req: Request): LoginState => sealedVisitor(loginSeal, (req.cookies ?? {}) as Record<string, unknown>, Date.now());

  /** The page for one request, from its routes' context (and so its own data). */
  const pageFor = (req: Request, context: StaticHandlerContext, visitor: LoginState, head: PageHead, readUpstream: boolean) => {
    const kind = pageRouteOf(req)?.kind;
    const { bootstrapModules, preloads } = scriptsFor(manifest, kind);
    const data: AppData = {
      site,
      preloads,
      icons: manifest.icons,
      icsId: icsIdForHost(req.hostname, ics),
      visitor,
      cookieDomain: cookieDomainOf(req.hostname),
      year: shanghaiYear(),
      head,
      router: routerDataOf(context),
    };
    // What a part may depend on (client/ui/Prerendered.tsx): the page's shared key (the URL as
    // rendered, the host's values) and the year. None for a page rendered per request, nor for a
    // logged-in visitor, whose parts name the tenant (that page comes from a template), nor for
    // a page not found: any path or document number would keep parts of its own.
    const sharedKey = visitor.loggedIn || context.statusCode !== 200 || head.state === 'missing' ? null : sharedKeyOf(req, pageRouteOf(req));
    const others: LayoutPart[] = madeOfItsUrl(context, readUpstream) ? [PAGE_PART] : [];
    const parts = sharedKey === null ? undefined : layoutParts?.forRequest(`${sharedKey} ${data.year}`, { path: req.path, others });
    const element = (
      <Root data={data}>
        <RoutedPage context={context} />
      </Root>
    );
    // The chat's frame has no header to wait for, nor the element that follows it.
    const firstFrameAwaits = isEmbedRequest(req) ? undefined : MAIN_ID;
    return { bootstrapModules, firstFrameAwaits, element, parts };
  };

  /**
   * The routes' context of a request, rendered at what the page reads of its URL, so every
   * query that means the same page renders the same document (and can share one cache entry).
   */
  const contextFor = (req: Request, reader: Reader, visitorLeft?: AbortSignal, posted?: PostedForm) =>
    routeContextFor(req.path + renderedSearch(pageRouteOf(req)?.kind, searchOf(req.originalUrl)), reader, visitorLeft, posted);

  const siteCookieDomain = cookieDomainOf(new URL(site.siteUrl).hostname);
  /**
   * Anonymous visitors of a real page all see the same document for the same key: the build,
   * what the host decides in the page (the chat's icsId, the cookie domain), the path and the
   * query the page reads. A Host naming another site is answered but never stored, so the
   * keys stay bounded by the site's own names.
   */
  const cacheKeyOf = (req: Request, route: PageRoute | undefined, visitor: LoginState): string | null => (visitor.loggedIn ? null : pageKeyOf(req, route));
  /** The key of a page the cache keeps for every visitor of a URL alike but for who is logged in; null for a page rendered per request. */
  const pageKeyOf = (req: Request, route: PageRoute | undefined): string | null => (cache.enabled ? sharedKeyOf(req, route) : null);
  /** The key of what every anonymous visitor of a URL sees alike, the cache on or off; null for a page of its visitor alone. */
  const sharedKeyOf = (req: Request, route: PageRoute | undefined): string | null => {
    if (!route || UNCACHED_KINDS.has(route.kind)) return null;
    if (carriesToken(route.kind, searchOf(req.originalUrl))) return null;
    const cookieDomain = cookieDomainOf(req.hostname);
    if (cookieDomain !== null && cookieDomain !== siteCookieDomain) return null;
    const icsId = icsIdForHost(req.hostname, ics);
    return `${manifest.entry.file} ${icsId} ${cookieDomain ?? '-'} ${req.path}${renderedSearch(route.kind, searchOf(req.originalUrl))}`;
  };

  /**
   * The page `key` is filled for is this request's, as the edge will look it up: its host and
   * its path as sent (no query: the edge passes those on), with the headers every page carries
   * (`headers`: read as the handler starts, before a per-request one such as the render limit's).
   */
  const publishAs = (req: Request, key: string, headers: HeaderPair[] | undefined) => {
    if (headers && !req.originalUrl.includes('?')) published!.track(key, req.hostname, req.originalUrl, headers);
  };

  /**
   * A reader whose failed calls are noted (and passed on): a page made with one is not kept.
   * Whether it was asked anything at all: a page that read nothing upstream is made of its URL.
   */
  const watchedReader = (requestId: string, onFailure: () => void = () => {}, visitorLeft?: AbortSignal): WatchedReader => {
    let failed = false;
    let read = false;
    const upstream = serverDataSource(upstreams, requestId, visitorLeft);
    const source = watchFailures(search ? withSiteSearch(upstream, search) : upstream, () => {
      failed = true;
      onFailure();
    });
    const reader = readerFrom((request) => {
      read = true;
      return source(request);
    });
    return { reader, failed: () => failed, read: () => read };
  };

  /**
   * The page rendered once, complete, with no nonce: what the cache keeps, and what the visitor
   * whose miss started it gets when the data came within the hold (a nonce in it would then be
   * served to everyone).
   */
  const renderShared = async (req: Request, visitor: LoginState, context: StaticHandlerContext, data: WatchedReader): Promise<SharedRender> => {
    // All the data before the shell, as for a crawler: the document's head is served to everyone.
    await settleReads(context, RENDER_ABORT_MS);
    const head = pageHeadOf(context, searchOf(req.originalUrl));
    // A missing document, or one whose data failed, must not answer for its URL for a whole
    // TTL: each visitor's own render says so (404, noindex).
    if (head.state) return { head, errors: [], complete: false };
    const { element, bootstrapModules, firstFrameAwaits, parts } = pageFor(req, context, visitor, head, data.read());
    const errors: unknown[] = [];
    const { html, scriptMark } = await renderComplete(element, { bootstrapModules, firstFrameAwaits, parts, onError: (error) => errors.push(error) });
    const document = pageDocumentOf(html, frameAncestorsFor(req, chatEmbedAncestors), scriptMark);
    return { head, document, errors, complete: errors.length === 0 && !data.failed() };
  };

  const cachedPageFrom = async (
    render: Promise<SharedRender>,
    now: number,
    tier: CompressionTier,
    previous: CachedPage | undefined,
  ): Promise<CachedPage | typeof GONE | undefined> => {
    const { head, document, complete } = await render;
    if (head.state === 'missing') return GONE;
    return complete && document ? compressedPageOf(document, now, tier, previous) : undefined;
  };

  /** A refill of a stale page, with reads of its own: no visitor waits on them. */
  const renderForCache = async (req: Request, visitor: LoginState, requestId: string, now: number, tier: CompressionTier, previous: CachedPage | undefined) => {
    const data = watchedReader(requestId);
    return cachedPageFrom(renderShared(req, visitor, await contextFor(req, data.reader), data), now, tier, previous);
  };

  /**
   * The template of a logged-in view of the page (./personalTemplate.ts), from reads of its
   * own: rendered with a placeholder name and again with a probe name, in one context.
   */
  const renderTemplate = async (req: Request, named: boolean, requestId: string): Promise<PersonalTemplate | undefined> => {
    const data = watchedReader(requestId);
    const context = await contextFor(req, data.reader);
    const placeholder = named ? placeholderName() : '';
    const first = await renderShared(req, { loggedIn: true, tenantName: placeholder }, context, data);
    // Failed data says nothing of the page: build again on a later visit rather than remember "none".
    if (data.failed()) throw new TemplateDataFailed();
    const template = first.complete && first.document ? cutAtPlaceholder(first.document, placeholder) : undefined;
    if (!named || !template) return template;
    const probe = await renderShared(req, { loggedIn: true, tenantName: PROBE_NAME }, context, data);
    return probe.complete ? checkedTemplate(template, probe.document) : undefined;
  };

  /** A logged-in visitor's page from its template, if there is one yet; else one is built for the next visit. */
  const answeredFromTemplate = (req: Request, res: Response, route: PageRoute | undefined, visitor: LoginState): boolean => {
    const key = personal && pageKeyOf(req, route);
    if (!key) return false;
    const templateKey = templateKeyOf(key, visitor.tenantName);
    const template = personal.get(templateKey);
    if (template) {
      sendPersonal(req, res, template, visitor.tenantName);
      fastPath?.learn(req, res, key);
      return true;
    }
    const named = visitor.tenantName !== '';
    personal.build(
      templateKey,
      () => renderTemplate(req, named, requestIdOf(res)),
      (error) =>
        error instanceof TemplateDataFailed
          ? logger.warn({ url: req.originalUrl }, 'logged-in template not built: its page data failed')
          : logger.error({ err: error, url: req.originalUrl }, 'logged-in template failed'),
    );
    return false;
  };

  return async (req, res) => {
    const nonce = nonceOf(res);
    const logged = new Set<unknown>();
    // A visitor who leaves mid-render is not a server error (React reports the abort reason).
    let visitorLeft: Error | undefined;
    const logError = (error: unknown) => {
      if (logged.has(error)) return;
      logged.add(error);
      if (error === visitorLeft) logger.debug({ url: req.originalUrl }, 'render aborted: the visitor left');
      else logger.error({ err: error, url: req.originalUrl }, 'render error');
    };
    // Only while publishing: what the middleware set, which every page carries.
    const everyPageHeaders = published && commonHeadersOf(res);
    try {
      const route = pageRouteOf(req);
      const visitor = visitorOf(req);
      const posted = postedFormOf(res);
      const cacheKey = posted ? null : cacheKeyOf(req, route, visitor);
      const hit = cacheKey ? cache.get(cacheKey) : undefined;
      if (hit) {
        const stale = cache.isStale(hit);
        // One refill per expiry; meanwhile every visitor gets the stale page at cache speed.
        if (stale) {
          publishAs(req, cacheKey!, everyPageHeaders);
          void cache.fill(cacheKey!, (now, tier, previous) => renderForCache(req, visitor, requestIdOf(res), now, tier, previous), req.ip);
        }
        sendCached(req, res, hit, stale, sharedPageCacheControl(cache.ttlMs));
        if (!stale) fastPath?.learn(req, res, cacheKey!);
        return;
      }

      if (!posted && visitor.loggedIn && answeredFromTemplate(req, res, route, visitor)) return;

      // A posted form's page is always answered: its visitor must get back what they typed.
      if (!posted && renderLimit && !(await withinLimit(renderLimit, req, res))) return;
      if (!posted && renders && !renders.admit(res, nonce)) return;
      const requestId = requestIdOf(res);
      // The visitor leaving stops the reads no other visitor waits on (the cache's render of this miss too).
      const connection = abortOnClose(res).signal;
      const data = watchedReader(requestId, () => metricsOf(res)?.upstreamError('page_data'), connection);
      const context = await contextFor(req, data.reader, connection, posted);
      // A route module that failed to load or a loader that threw: the server's fault, not the page's.
      const routeError = context.statusCode >= 500 && Object.values(context.errors ?? {})[0];
      if (routeError) throw routeError;
      // A miss renders once: the cache's render, which this visitor gets too if the data comes
      // within the hold. Started first, it shares this context, so the data is asked for once.
      let shared: Promise<SharedRender> | undefined;
      if (cacheKey) {
        publishAs(req, cacheKey, everyPageHeaders);
        void cache.fill(cacheKey, (now, tier, previous) => cachedPageFrom((shared = renderShared(req, visitor, context, data)), now, tier, previous), req.ip);
      }
      const crawler = isbot(req.get('user-agent'));
      // A crawler waits for all the data anyway; before the shell, its head tags come from it too.
      const dataInTime = await settleReads(context, crawler ? RENDER_ABORT_MS : SHELL_HOLD_MS);
      const head = pageHeadOf(context, searchOf(req.originalUrl));
      const rendered = dataInTime && shared ? await shared : undefined;
      if (rendered?.document) {
        rendered.errors.forEach(logError);
        return void sendShared(req, res, rendered.document, rendered.complete ? sharedPageCacheControl(cache.ttlMs) : null);
      }
      // Late data, or a page rendered for each visitor (a 404, failed data, a script no hash
      // may allow): streamed with this response's nonce. The cache's render, if running, goes on.
      const { bootstrapModules, firstFrameAwaits, element, parts } = pageFor(req, context, visitor, head, data.read());

      const document = await renderDocument(element, {
        nonce,
        parts,
        firstFrameAwaits,
        waitForAll: crawler,
        // Data that missed the hold before the render will not be there a moment after the shell.
        holdMs: dataInTime ? SHELL_HOLD_MS : 0,
        bootstrapModules,
        onError: logError,
      });
      // A missing document is known from data awaited before the shell, as an unknown path is.
      const found = context.statusCode !== 404 && head.state !== 'missing';
      res.status(posted ? context.statusCode : found ? 200 : 404);
      // A streamed page is this visitor's alone: its nonce is for one response, and a logged-in
      // visitor's holds the tenant name. No shared cache may keep it, and none may answer a
      // request with other cookies from what it kept.
      res.set({ 'Content-Type': HTML, 'Cache-Control': PERSONAL_PAGE, Vary: 'Accept-Encoding, Cookie', 'X-Page-Cache': cacheKey ? 'miss' : 'bypass' });
      res.on('close', () => {
        if (!res.writableEnded) document.abort((visitorLeft = new Error('client went away')));
      });
      const output = pageOutput(req, res);
      document.pipe(res, output.whole, output.streaming);
    } catch (error) {
      logError(error);
      // The visitor gets an error page and the process keeps serving.
      if (res.headersSent) return void res.end();
      res.status(500).set('Cache-Control', 'no-store').type('html');
      endCompressed(req, res, Buffer.from(errorPageHtml(500, nonce)));
    }
  };
}

/**
 * Whether the page's content is made of its URL alone: found, no form posted to it, and nothing
 * read upstream for it, neither by its reader (`readUpstream`: a loader may await a call and
 * return plain data) nor as a read its loader hands the page. Its loader's data, if any, is
 * then the site's own (the home page's sections, a product's text), the same for every
 * anonymous visitor.
 */
function madeOfItsUrl(context: StaticHandlerContext, readUpstream: boolean): boolean {
  if (readUpstream || context.statusCode !== 200 || context.errors || context.actionData) return false;
  return Object.values(context.loaderData).every((data) => readsIn(data).length === 0);
}

/** The page's reader, and what became of its calls. */
interface WatchedReader {
  reader: Reader;
  failed(): boolean;
  read(): boolean;
}

/** The home page as old bookmarks and crawlers name it. Server-side only: the client never links there. */
const HOME_FILE = /^\/index\.html?$/i;

/**
 * Hands GET and HEAD requests for a page of the route table to `pages`, and sends another
 * spelling of a page's path (`/About.html`, `/docCenter.html/`, `/index.html`) to the
 * table's own with a 301, as it does another spelling of a page's query (shared/pageQuery.ts);
 * everything else goes on.
 */
export function routeTablePages(pages: RequestHandler): RequestHandler {
  // Named: the bench's ceiling (bench/ceiling/server.ts) finds this layer to stand in front of it.
  return function routeTablePage(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const route = pageRouteOf(req);
    if (route) {
      // The page renders, and the cache keys it, at its query's one spelling: any other is
      // moved there, so junk values (`?page=01`, `?category=x`) make no entries of their own.
      const query = pageQueryOf(route.kind, searchOf(req.originalUrl));
      if (query.kind === 'redirect') return void res.redirect(301, req.path + query.target);
      if (query.kind === 'notFound') return next(httpError(404, 'no page answers this query'));
      return pages(req, res, next);
    }
    const meant = HOME_FILE.test(req.path) ? HOME_PATH : matchPageEntry(req.path)?.path;
    if (meant) return void res.redirect(301, meant + searchOf(req.originalUrl));
    next();
  };
}

/** The ETag of a cached page's bytes in one encoding: its first, cheaper compression has its own. */
const cachedEtag = (page: CachedPage, encoding: Encoding, tier: CompressionTier) => etagFor(page.etag.slice(1, -1) + (tier === 'first' ? '-1' : ''), encoding);

/** What a cache hit answers, decided from the request's headers alone: Express (sendCached) and the fast path before it (./cacheHitFastPath.ts) both send this. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Pre-compressed bytes in the best encoding the visitor accepts, or 304 when unchanged
 * (`fresh`, as Express's req.fresh, over the answer's ETag).
 */
export function cachedAnswer(headers: IncomingHttpHeaders, page: CachedPage, stale: boolean, cacheControl: string): CachedAnswer {
  const encoding = rememberedEncodingFor(headers['accept-encoding'] ?? '');
  const etag = cachedEtag(page, encoding, page.tier);
  const answer: Record<string, string> = {
    'Content-Type': HTML,
    'Cache-Control': cacheControl,
    'Content-Security-Policy': page.csp,
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Page-Cache': stale ? 'stale' : 'hit',
  };
  if (encoding !== 'identity') answer['Content-Encoding'] = encoding;
  const body = page.bodies[encoding];
  if (fresh(headers, { etag })) return { status: 304, headers: answer, body };
  // Recompressed since this visitor kept it: what it holds decodes to the same document.
  const before = cachedEtag(page, encoding, 'first');
  if (page.tier === 'kept' && (headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === before)) {
    return { status: 304, headers: { ...answer, ETag: before }, body };
  }
  return { status: 200, headers: { ...answer, 'Content-Length': String(body.length) }, body };
}

function sendCached(req: Request, res: Response, page: CachedPage, stale: boolean, cacheControl: string): void {
  const { status, headers, body } = cachedAnswer(req.headers, page, stale, cacheControl);
  res.status(status).set(headers);
  res.end(status === 200 && req.method !== 'HEAD' ? body : undefined);
}

/** A page the visitor who missed it gets from the render made for the cache. */
interface SharedRender {
  /** From all the page's data; with a `state`, nothing was rendered. */
  head: PageHead;
  /** Undefined when nothing was rendered, or when a script no hash may allow slipped into it. */
  document?: PageDocument;
  /** Of sections that failed to render (their fallback is in the page). */
  errors: unknown[];
  /** No data call and no section failed: the page may stand for its URL for a TTL. */
  complete: boolean;
}

/**
 * The cache's render sent to the visitor whose miss made it: its bytes and hash-based policy,
 * as a hit gets them, compressed fast on the way (the cache's own compression takes a good
 * part of a second on a large page).
 */
function sendShared(req: Request, res: Response, document: PageDocument, cacheControl: string | null): void {
  res.status(200).set({
    'Content-Type': HTML,
    // Anonymous and without a nonce: as a hit, unless its data failed and it is kept nowhere.
    'Cache-Control': cacheControl ?? 'no-store',
    'Content-Security-Policy': document.csp,
    Vary: 'Accept-Encoding',
    'X-Page-Cache': 'miss',
  });
  if (cacheControl) res.set('ETag', etagFor(identityHash(document.identity), preferredEncoding(req), '-f'));
  endCompressed(req, res, document.identity);
}

/** A template's render whose data failed: nothing is stored, and a later visit builds it again. */
class TemplateDataFailed extends Error {}

/**
 * A logged-in visitor's page filled in from its template: theirs alone (private, no-store,
 * no ETag: a 304 must never show another tenant's name), gzip made from the parts deflated
 * once, or the plain bytes for a client that takes no gzip. Express (sendPersonal) and the
 * fast path before it (./cacheHitFastPath.ts) both send this.
 */
export function personalAnswer(headers: IncomingHttpHeaders, template: PersonalTemplate, name: string): CachedAnswer {
  const gzip = acceptsGzip(headers['accept-encoding'] ?? '');
  const body = gzip ? filledGzip(template, name) : filledIdentity(template, name);
  const answer: Record<string, string> = {
    'Content-Type': HTML,
    'Cache-Control': PERSONAL_PAGE,
    'Content-Security-Policy': template.csp,
    Vary: 'Accept-Encoding, Cookie',
    'X-Page-Cache': 'template',
    'Content-Length': String(body.length),
  };
  if (gzip) answer['Content-Encoding'] = 'gzip';
  return { status: 200, headers: answer, body };
}

function sendPersonal(req: Request, res: Response, template: PersonalTemplate, name: string): void {
  const { status, headers, body } = personalAnswer(req.headers, template, name);
  res.status(status).set(headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Calls `onFailure` when any data call of the render fails, so the page is not cached. */
function watchFailures(source: DataSource, onFailure: () => void): DataSource {
  return async (request) => {
    try {
      const envelope = await source(request);
      if (envelope.code !== 200) onFailure();
      return envelope;
    } catch (error) {
      onFailure();
      throw error;
    }
  };
}
