/**
 * Security headers: helmet's, plus our Content-Security-Policy with a per-request nonce.
 * The nonce goes to React's bootstrap and streaming scripts and to styled-components' style
 * tags, so neither script-src nor style-src needs 'unsafe-inline'. A page served from the
 * page cache replaces the policy with one made of its inline blocks' hashes (./csp.ts).
 */
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicy, nonceSource, SELF_ONLY } from './csp';
import { newNonce } from './nonce';
import { isChatEmbed } from '../../shared/embed';
import { searchOf } from '../urlQuery';

export function nonceOf(res: Response): string {
  return (res.locals as { nonce: string }).nonce;
}

export interface SecurityOptions {
  production: boolean;
  /** Who may frame the chat panel page (/aiCs.html?embed=1); every other page: 'self'. */
  chatEmbedAncestors: string[];
}

/** Read from the query as sent, by the page's own rule: Express's req.query makes an array of a repeated parameter, which the page reads by its first value. */
/** A request for the chat's chromeless frame (/aiCs.html?embed=1): framed elsewhere, with no header. */
export const isEmbedRequest = (req: Request) => isChatEmbed(req.path, searchOf(req.originalUrl));

export function frameAncestorsFor(req: Request, chatEmbedAncestors: string[]): string[] {
  return isEmbedRequest(req) ? chatEmbedAncestors : SELF_ONLY;
}

export function securityHeaders({ production, chatEmbedAncestors }: SecurityOptions): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: false,
    // frame-ancestors decides framing; X-Frame-Options is only for browsers without it.
    xFrameOptions: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const policy: RequestHandler = (req, res, next) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({ inline: [nonceSource(nonce)], frameAncestors: frameAncestorsFor(req, chatEmbedAncestors) }),
    );
    if (!isEmbedRequest(req)) res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    next();
  };
  return [headers, policy];
}
