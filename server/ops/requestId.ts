/** Every request gets an id (the caller's, when it is sane), echoed back and sent upstream. */
import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

const SANE_ID = /^[\w.-]{1,64}$/;

/** The caller's id when it is sane, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFor(req.headers['x-request-id']);
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}

export function requestIdOf(res: Response): string {
  return (res.locals as { requestId?: string }).requestId ?? randomUUID();
}
