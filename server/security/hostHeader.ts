/**
 * Every page takes something from the Host header (the chat's icsId, the cookie domain).
 * HTTP/1.1 requires the header, so a request without it is answered 400, as RFC 9112
 * section 3.2 asks. HTTP/1.0 had no such rule: old clients and some probes still send
 * none, and they get the site as SITE_URL names it.
 */
import type { RequestHandler } from 'express';
import { MESSAGES } from '../../shared/messages';
import { errorPageHtml } from '../render/errorPage';
import { envelope } from '../errors';
import { nonceOf } from './headers';

export function requireHost(siteUrl: string): RequestHandler {
  const siteHost = new URL(siteUrl).host;
  return (req, res, next) => {
    if (req.headers.host) return next();
    if (req.httpVersionMajor < 1 || (req.httpVersionMajor === 1 && req.httpVersionMinor === 0)) {
      req.headers.host = siteHost;
      return next();
    }
    res.status(400).set('Cache-Control', 'no-store');
    if (req.accepts('html')) return void res.type('html').send(errorPageHtml(400, nonceOf(res) ?? ''));
    res.json(envelope(400, MESSAGES.noHost));
  };
}
