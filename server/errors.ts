/**
 * One error path: a 404 for what nothing answered, then one error handler. Pages get an
 * HTML page, `/api` gets the JSON envelope; stacks never reach a visitor.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { errorPageHtml } from './errorPage';
import type { Logger } from './logger';
import { nonceOf } from './security';

/** The response envelope of SPEC.md section 3, for answers the server itself produces. */
export interface Envelope<T = unknown> {
  code: number;
  desc: string;
  resultCode?: number;
  resultMsg?: string;
  data?: T;
}

export function envelope(code: number, desc: string): Envelope {
  return { code, desc, resultCode: code, resultMsg: desc };
}

const wantsJson = (req: Request) => req.path.startsWith('/api/') || req.path === '/log' || !req.accepts('html');

export function notFound(): RequestHandler {
  return (req, res) => {
    if (wantsJson(req)) return void res.status(404).json(envelope(404, '请求的接口不存在'));
    res.status(404).type('html').send(errorPageHtml(404, nonceOf(res) ?? ''));
  };
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return void res.end();
    if (wantsJson(req)) {
      const desc = status === 413 ? '请求内容过大' : status === 400 ? '请求格式不正确' : status >= 500 ? '服务暂时不可用，请稍后重试' : '请求无法处理';
      return void res.status(status).json(envelope(status, desc));
    }
    res.status(status >= 500 ? 500 : status).type('html').send(errorPageHtml(status >= 500 ? 500 : 404, nonceOf(res) ?? ''));
  };
}
