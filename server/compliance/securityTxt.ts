/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, from the 信任中心's
 * data. Its Expires is computed at each request, so the file never goes stale between deploys
 * (RFC 9116 §2.5.5 asks for less than a year ahead).
 */
import type { RequestHandler } from 'express';
import { SECURITY_ANCHOR, trustCentre, TRUST_PATH } from '../../shared/content/trust';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
/** Half a year: well inside RFC 9116's one-year limit, long enough that a cached copy is still valid. */
const EXPIRES_AFTER_MS = 180 * 24 * 3600 * 1000;
/** A day: a cached copy's Expires is then never more than a day older than a fresh one's. */
const MAX_AGE_S = 24 * 3600;

export function securityTxt(siteUrl: string): RequestHandler {
  return (_req, res) => {
    const expires = new Date(Date.now() + EXPIRES_AFTER_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const body = [
      `Contact: mailto:${trustCentre.security.email}`,
      `Expires: ${expires}`,
      'Preferred-Languages: zh, en',
      `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
      `Policy: ${siteUrl}${TRUST_PATH}#${SECURITY_ANCHOR}`,
      '',
    ].join('\n');
    res.type('text/plain; charset=utf-8').set('Cache-Control', `public, max-age=${MAX_AGE_S}`).send(body);
  };
}
