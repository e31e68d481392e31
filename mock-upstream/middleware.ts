/** Cross-cutting behaviour: injected latency and failures, and the one error path. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API } from '../shared/api';
import { DEMO_CALLS } from '../shared/demos';
import { failure } from './envelope';
import type { CallCounts } from './context';
import { delay, type FaultState } from './faults';

/** The non-streaming upstream calls; the AI streams fail in their own way (a status-3 event). */
const PLAIN_API_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(API)
    .filter((call) => !('stream' in call && call.stream))
    .map((call) => call.path),
  ...Object.values(DEMO_CALLS).map((call) => call.path),
]);

export const UPSTREAM_FAILURE_DESC = '上游服务异常';
export const UPSTREAM_REFUSAL_DESC = '该意向未被受理：请核对联系方式后重新提交';

/** Counts each call while it is answered, and each one its caller closed before the answer was out. */
export function countCalls(calls: CallCounts): RequestHandler {
  return function callCounter(req, res, next) {
    const path = req.path;
    calls.inFlight[path] = (calls.inFlight[path] ?? 0) + 1;
    res.on('close', () => {
      calls.inFlight[path] = (calls.inFlight[path] ?? 1) - 1;
      if (!res.writableFinished) calls.abandoned[path] = (calls.abandoned[path] ?? 0) + 1;
    });
    next();
  };
}

export function injectLatency(faults: FaultState): RequestHandler {
  return async function latency(_req, _res, next) {
    await delay(faults.settings.latencyMs);
    next();
  };
}

export function failApiCalls(faults: FaultState): RequestHandler {
  return function apiFailure(req, res, next) {
    if (faults.settings.fault === 'fail' && PLAIN_API_PATHS.has(req.path)) {
      res.status(500).json(failure(500, UPSTREAM_FAILURE_DESC));
      return;
    }
    // Like the real host: a refused intent is still HTTP 200, the envelope's code says why.
    if (faults.settings.fault === 'refuse' && req.path === API.intentionSubmit.path) {
      res.json(failure(409, UPSTREAM_REFUSAL_DESC));
      return;
    }
    next();
  };
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json(failure(404, '接口不存在'));
};

interface HttpError {
  status?: number;
  type?: string;
}

/** Bad input is the caller's fault and gets a 4xx envelope; anything else a 500 one, never a stack. */
export const handleErrors: ErrorRequestHandler = (error: HttpError, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error.type === 'entity.parse.failed') {
    res.status(400).json(failure(400, '请求体不是合法的JSON'));
  } else if (error.type === 'entity.too.large') {
    res.status(413).json(failure(413, '请求体过大'));
  } else if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    res.status(error.status).json(failure(error.status, '请求格式不正确'));
  } else {
    res.status(500).json(failure(500, '服务器内部错误'));
  }
};
