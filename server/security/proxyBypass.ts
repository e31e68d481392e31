/**
 * TRUST_PROXY as a hop count believes the X-Forwarded-For of whoever connects, so only the
 * proxy may reach this port (docs/operations.md#behind-a-cdn-or-nginx). The proxy always writes that
 * header: a request from another host without it came around the proxy, where a client could
 * as well have written the header and chosen its own address (and so its rate limits).
 * Health probes are left out: a load balancer asks its replicas directly. Said once per
 * process: what it reports is the open port, not one request.
 */
import type { RequestHandler } from 'express';
import type { Logger } from '../ops/logger';
import { isOperationsPath } from '../ops/health';

/** 127.0.0.0/8 and ::1, IPv4 ones also as Node writes them on a dual-stack socket. */
const LOOPBACK = /^(127\.|::ffff:127\.|::1$)/;

export function proxyBypassWarning(logger: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers['x-forwarded-for'] === undefined && !LOOPBACK.test(req.socket.remoteAddress ?? '') && !isOperationsPath(req.path)) {
      warned = true;
      logger.warn(
        'reached without the proxy: a request from another host came with no X-Forwarded-For while TRUST_PROXY trusts that header from whoever connects, so a client reaching this port directly can choose its own address; publish the port on 127.0.0.1 or not at all, or set TRUST_PROXY to the proxy addresses',
      );
    }
    next();
  };
}
