/**
 * `GET /api/search?q=…&limit=…`: answered here from the site's own index, in the usual
 * envelope, never forwarded (server/app.ts mounts it in front of the proxy's allow-list).
 */
import type { Request, RequestHandler, Response } from 'express';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { MESSAGES } from '../../shared/messages';
import type { SearchData } from '../../shared/search';
import { envelope } from '../errors';
import { DYNAMIC_COMPRESSION, preferredEncoding, type Encoding } from '../site/compress';
import { searchOf } from '../urlQuery';
import { SearchBusy } from './searchGate';
import { readSearchParams } from './searchParams';
import { refuseBusy } from './searchRefusals';
import type { SiteSearch } from './siteSearch';

/**
 * Answers kept as sent, in each encoding asked for, per index: visitors ask the same few
 * things (the header's suggestions ask each prefix of a word), an answer is the same until
 * the next re-index, and compressing it again for each request would cost more than the
 * search. A visitor chooses the queries, so at this many it forgets them all and starts afresh.
 */
const KEPT_ANSWERS = 2000;
/**
 * Like every /api answer (issue 23): no cache in front keeps it. Answers are cheap here (kept
 * above, per encoding), and a CDN rule "never cache /api" stays true without exceptions.
 */
const CACHE_CONTROL = 'no-store';

/** The success envelope, as issue 21 gives it. */
export const searchEnvelope = (data: SearchData) => ({ code: 200, desc: '成功', data });

type EncodedAnswer = Partial<Record<Encoding, Buffer>> & { identity: Buffer };

function encoded(answer: EncodedAnswer, encoding: Encoding): Buffer {
  const { identity } = answer;
  if (encoding === 'br') return (answer.br ??= brotliCompressSync(identity, DYNAMIC_COMPRESSION.brotli));
  if (encoding === 'gzip') return (answer.gzip ??= gzipSync(identity, { level: DYNAMIC_COMPRESSION.level }));
  return identity;
}

/** Sent as pages from the cache are: compressed once, with its length; the compression middleware stays out. */
function send(req: Request, res: Response, answer: EncodedAnswer): void {
  const encoding = preferredEncoding(req);
  const body = encoded(answer, encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.vary('Accept-Encoding');
  res.set({ 'Cache-Control': CACHE_CONTROL, 'Content-Length': String(body.length) }).type('json');
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function searchApi(search: SiteSearch): RequestHandler {
  let kept = new Map<string, EncodedAnswer>();
  let keptFor = -1;
  /**
   * Answers being computed: the same query asked meanwhile waits for the same search. Fifty
   * visitors asking one query at once (a re-index has just emptied `kept`) are one search,
   * not fifty in the queue, which would refuse the ones past its length.
   */
  const computing = new Map<string, Promise<EncodedAnswer>>();

  const compute = async (key: string, query: string, limit: number): Promise<EncodedAnswer> => {
    const generation = search.generation;
    const answer = { identity: Buffer.from(JSON.stringify(searchEnvelope(await search.search(query, limit)))) };
    // Kept only if no new index came while it was computed.
    if (generation === search.generation && keptFor === generation) kept.set(key, answer);
    return answer;
  };

  return async function searchApi(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return void res.status(405).set('Allow', 'GET, HEAD').json(envelope(405, MESSAGES.methodNotAllowed));
    }
    const params = readSearchParams(searchOf(req.originalUrl));
    if (!params.ok) return void res.status(400).json(envelope(400, params.desc));
    const key = `${params.limit} ${params.query}`;
    if (keptFor !== search.generation || kept.size >= KEPT_ANSWERS) [kept, keptFor] = [new Map(), search.generation];
    let answer = kept.get(key);
    if (!answer) {
      const computingKey = `${search.generation} ${key}`;
      let pending = computing.get(computingKey);
      if (!pending) {
        pending = compute(key, params.query, params.limit).finally(() => computing.delete(computingKey));
        computing.set(computingKey, pending);
      }
      try {
        answer = await pending;
      } catch (error) {
        if (error instanceof SearchBusy) return refuseBusy(req, res, next);
        throw error;
      }
    }
    send(req, res, answer);
  };
}
