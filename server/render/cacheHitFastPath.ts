/**
 * A fresh page from the page cache, answered before Express: Express sets the prototypes of
 * the request and the response on every request, and its middleware chain runs for a page
 * whose bytes are already compressed in memory; a hit through it cost about ten times Node
 * sending the same bytes (docs/performance.md).
 *
 * It answers only what it has seen Express answer. From every fresh hit Express serves, it
 * learns the request's exact Host and URL and the cache key they led to, and the headers every
 * page carries besides the cache's own (helmet's, X-Frame-Options). A later request with the
 * same Host and URL, no query, no Range and one Host header gets the same answer here: the
 * cache's headers and 304 are decided by the same function (pageHandler.tsx cachedAnswer), the
 * request id by the same rule, the duration and the hit counted in the same metrics, and the
 * same access-log line written. A logged-in visitor (the login cookies read by cookie-parser
 * itself, the seal checked as Express checks it) gets their page from its template here when
 * Express would (pageHandler.tsx personalAnswer). Anything else (a page not learnt yet or gone
 * from the cache, a stale one whose refill Express starts, a login without its seal, a page
 * with no template yet, another spelling of the Host or the path) goes to Express unchanged.
 * The parity test holds both to the same status, headers and bytes:
 * tests/integration/server/render/cacheHitFastPath.test.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cookieParser from 'cookie-parser';
import { LOGIN_COOKIE } from '../../shared/loginCookies';
import { findPageRoute } from '../../shared/navigation';
import { logRequestLine } from '../ops/httpLog';
import type { Logger } from '../ops/logger';
import type { Metrics } from '../ops/metrics';
import { requestIdFor } from '../ops/requestId';
import { LOGIN_SEAL_COOKIE, sealedVisitor, type LoginSealKey } from '../security/loginSeal';
import { RecentlyUsed } from '../recentlyUsed';
import { rememberedEncodingFor, type Encoding } from '../site/compress';
import type { CachedPage, PageCache } from './pageCache';
import { cachedAnswer, personalAnswer, type CachedAnswer } from './pageHandler';
import { templateKeyOf, type PersonalPages } from './personalPages';
import type { PersonalTemplate } from './personalTemplate';

/** Headers the cache's answer or this request decides: the rest of a hit's headers are the same for every page. */
const PER_ANSWER = new Set([
  'content-type',
  'cache-control',
  'content-security-policy',
  'etag',
  'vary',
  'x-page-cache',
  'content-encoding',
  'content-length',
  'x-request-id',
  'connection',
]);

/** The headers of a page's answer that are the same for every page (helmet's), named in lower case. */
export function commonHeadersOf(res: ServerResponse): Array<[string, string | string[] | number]> {
  const common: Array<[string, string | string[] | number]> = [];
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name);
    if (value !== undefined && !PER_ANSWER.has(name)) common.push([name, value]);
  }
  return common;
}

/** A cookie header naming either login cookie: Express reads the visitor's state from it, and maybe sends a page of their own. */
const LOGIN_COOKIES = new RegExp(`(^|[;\\s])(${LOGIN_COOKIE}|${LOGIN_SEAL_COOKIE})=`);

/** Bounds what learning keeps: the site's pages at the few Host spellings its visitors use. */
const MAX_LEARNT = 4096;

/**
 * Logged-in pages filled in, kept for the next visit: a newsroom's editors share their tenant, so
 * its name is filled into the same template again and again. Up to 135 KB each (a home page for a
 * client without gzip): some 9 MB at most.
 */
const MAX_FILLED = 64;

export interface FastPathOptions {
  cache: PageCache;
  metrics: Metrics;
  logger: Logger;
  cacheControl: string;
  /** The logged-in pages' templates Express answers from; none: a logged-in visitor always goes to Express. */
  personal?: PersonalPages;
  loginSeal: LoginSealKey;
}

/** Express's own cookie reading (server/app.ts mounts the same): it sets req.cookies, which Express then reuses. */
const readCookies = cookieParser();

/** Header names and values one after the other, as `writeHead` takes them. */
type FlatHeaders = Array<string | string[] | number>;

/**
 * An answer's headers after the common ones and the request id's slot. Given to `writeHead` whole,
 * they are validated once and written, where a `setHeader` for each also lower-cased and stored
 * each one first: a hit sends some twenty headers.
 */
interface PreparedAnswer {
  status: number;
  headers: FlatHeaders;
  body: Buffer;
  /** Its X-Page-Cache, counted in the metrics as Express's answers are. */
  cacheResult: string;
}

export class CacheHitFastPath {
  /** `${Host} ${URL}` → the cache key Express found for them. */
  private readonly keys = new Map<string, string>();
  /** The headers of a hit Express served that are the same for every page, once one was served, then the request id's name and its slot. */
  private common: FlatHeaders | undefined;
  /**
   * A page's plain (unconditional) answer in each encoding, made once by the same function as any
   * other (cachedAnswer): a refill or recompression stores a new page, and with it a new answer.
   */
  private readonly plain = new WeakMap<CachedPage, Partial<Record<Encoding, PreparedAnswer>>>();
  /** By template key, tenant and Accept-Encoding (all the answer depends on), with the template it was filled from. */
  private readonly filled = new RecentlyUsed<{ template: PersonalTemplate; answer: PreparedAnswer }>(MAX_FILLED);
  /** Answers given here: the parity test reads it to know which path answered. */
  served = 0;

  constructor(private readonly options: FastPathOptions) {}

  /**
   * Called by Express's hit path and its template path, once the answer's headers are all set:
   * what it learns, this answers next time. `cacheKey` is the page's, whoever is logged in.
   */
  learn(req: IncomingMessage, res: ServerResponse, cacheKey: string): void {
    const shape = shapeOf(req);
    if (!shape) return;
    this.common ??= [...commonHeadersOf(res).flat(), 'X-Request-Id', ''];
    if (!this.keys.has(shape) && this.keys.size >= MAX_LEARNT) this.keys.delete(this.keys.keys().next().value!);
    this.keys.set(shape, cacheKey);
  }

  /** Answers `req` when it is a fresh hit, or a logged-in page with its template, this has learnt; false hands it to Express. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const common = this.common;
    if (!common) return false;
    const shape = shapeOf(req);
    const key = shape && this.keys.get(shape);
    if (!key) return false;
    const answer =
      req.headers.cookie !== undefined && LOGIN_COOKIES.test(req.headers.cookie) ? this.personal(req, res, key, common) : this.hit(req, key, common);
    if (!answer) return false;
    this.send(req, res, common, answer);
    return true;
  }

  private hit(req: IncomingMessage, key: string, common: FlatHeaders): PreparedAnswer | undefined {
    const page = this.options.cache.getFresh(key);
    if (!page) return undefined;
    const { headers } = req;
    const answer = () => prepared(common, cachedAnswer(headers, page, false, this.options.cacheControl));
    // Conditional: 304 or not, decided for this request.
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return answer();
    let answers = this.plain.get(page);
    if (!answers) this.plain.set(page, (answers = {}));
    return (answers[rememberedEncodingFor(headers['accept-encoding'] ?? '')] ??= answer());
  }

  /** The logged-in visitor's page from its template, as Express would send it; none when Express would render it or send the anonymous page. */
  private personal(req: IncomingMessage, res: ServerResponse, key: string, common: FlatHeaders): PreparedAnswer | undefined {
    const { personal, loginSeal } = this.options;
    if (!personal) return undefined;
    readCookies(req as Parameters<typeof readCookies>[0], res as Parameters<typeof readCookies>[1], () => {});
    const visitor = sealedVisitor(loginSeal, (req as { cookies?: Record<string, unknown> }).cookies ?? {}, Date.now());
    if (!visitor.loggedIn) return undefined;
    const templateKey = templateKeyOf(key, visitor.tenantName);
    const template = personal.get(templateKey);
    if (!template) return undefined;
    const id = `${templateKey}\n${visitor.tenantName}\n${req.headers['accept-encoding'] ?? ''}`;
    const kept = this.filled.get(id);
    // A template built again since (its data's TTL) makes a new page.
    if (kept?.template === template) return kept.answer;
    const answer = prepared(common, personalAnswer(req.headers, template, visitor.tenantName));
    this.filled.set(id, { template, answer });
    return answer;
  }

  private send(req: IncomingMessage, res: ServerResponse, common: FlatHeaders, { status, headers, body, cacheResult }: PreparedAnswer): void {
    const { metrics, logger } = this.options;
    const started = Date.now();
    const timer = performance.now();
    const id = requestIdFor(req.headers['x-request-id']);
    const route = `page:${findPageRoute(req.url!)!.kind}`;
    const line = { id, method: req.method!, path: req.url!, ip: req.socket.remoteAddress };
    res.once('close', () => {
      metrics.fastHit(req.method!, route, res.statusCode, cacheResult, (performance.now() - timer) / 1000);
      logRequestLine(logger, line, res.statusCode, started, res.writableFinished);
    });
    const sent = headers.slice();
    sent[common.length - 1] = id;
    res.writeHead(status, sent);
    res.end(status === 200 && req.method !== 'HEAD' ? body : undefined);
    this.served += 1;
  }
}

/** The answer's headers after the common ones and the request id's (empty) slot. */
function prepared(common: FlatHeaders, { status, headers, body }: CachedAnswer): PreparedAnswer {
  const flat = common.slice();
  for (const name in headers) flat.push(name, headers[name]!);
  return { status, headers: flat, body, cacheResult: headers['X-Page-Cache']! };
}

/** The request as the fast path may answer it (`Host URL`), or null when only Express may. */
function shapeOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  const { host, range } = req.headers;
  if (!host || url.includes('?') || range !== undefined) return null;
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.length === 4 && req.rawHeaders[i]!.toLowerCase() === 'host') hosts += 1;
  if (hosts !== 1 || !findPageRoute(url)) return null;
  return `${host} ${url}`;
}
