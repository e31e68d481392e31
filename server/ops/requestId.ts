/** Every request gets an id (the caller's, when it is sane), echoed back and sent upstream. */
import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

const SANE_ID = /^[\w.-]{1,64}$/;

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}

export function requestIdOf(res: Response): string {
  return (res.locals as { requestId?: string }).requestId ?? randomUUID();
}
