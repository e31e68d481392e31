/**
 * One JSON log line per request (pino-http), keyed by the request id that is also sent
 * upstream as x-request-id. Only method, route, status, time and the client address are
 * logged: no cookie, no query string (it may hold a phone number), no body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { isOperationsPath } from './health';
import type { Logger } from './logger';
import { requestIdOf } from './requestId';

export function httpLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => requestIdOf(res as Response),
    autoLogging: { ignore: (req: IncomingMessage) => isOperationsPath((req as Request).path) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string; raw?: Request }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
        ip: req.raw?.ip ?? req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    wrapSerializers: true,
  }) as unknown as RequestHandler;
}
