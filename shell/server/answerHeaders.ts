import crypto from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { everyAnswerHeaders, securityHeaders, type SecuritySettings } from './securityHeaders';

/**
 * The page policy (the Content-Security-Policy with this answer's nonce, framing, permissions,
 * opener) goes on HTML answers only: it is the document's policy, and scripts, style sheets,
 * pictures and data run under the page that loads them. Every other answer carries `nosniff` (and
 * HSTS on https), which saves about 1 KB of headers on each of the twenty-odd files of a page.
 * The nonce is in `res.locals.cspNonce` for the page's inline scripts.
 */
export function answerHeaders(settings: () => SecuritySettings): RequestHandler {
  return (_req, res, next) => {
    const current = settings();
    const nonce = crypto.randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.locals.pagePolicy = securityHeaders(current, nonce);
    res.set(everyAnswerHeaders(current.publicUrl));
    onHeaders(res, () => {
      if (/^text\/html\b/.test(String(res.getHeader('Content-Type') ?? ''))) {
        res.set(res.locals.pagePolicy as Record<string, string>);
      }
    });
    next();
  };
}

/** Replaces this answer's page policy (a draft preview the cms admin panel may frame). */
export function setPagePolicy(res: Response, headers: Record<string, string>): void {
  res.locals.pagePolicy = headers;
}
