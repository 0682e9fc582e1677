import crypto from 'node:crypto';
import { getSecrets } from './local-secrets';

/**
 * Draft preview tokens: short-lived, signed permissions to read the draft of one document in one
 * locale. Issued to an editor of the admin panel (the preview URL of a document), checked by the
 * content API (header `X-Preview-Token`) and by `GET /api/preview/check`.
 *
 * Format: `<payload>.<signature>`, both base64url. The payload is the JSON array
 * `[uid, documentId, locale, exp]` (exp in Unix seconds); the signature is HMAC-SHA256 of the
 * payload's base64url text with PREVIEW_SECRET, the same secret on every cms instance.
 */

export const PREVIEW_HEADER = 'x-preview-token';
export const DEFAULT_PREVIEW_TTL_SECONDS = 600;
/** Longer values are not tokens (a guard before any decoding). */
export const MAX_TOKEN_LENGTH = 1024;

export interface PreviewClaims {
  uid: string;
  documentId: string;
  locale: string;
  /** expiry, Unix seconds */
  exp: number;
}

export type PreviewVerdict =
  | { valid: true; claims: PreviewClaims }
  | { valid: false; reason: 'missing' | 'invalid' | 'expired' };

/** Token lifetime in seconds: PREVIEW_TOKEN_TTL_SECONDS, 600 by default. */
export function previewTtlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PREVIEW_TOKEN_TTL_SECONDS);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : DEFAULT_PREVIEW_TTL_SECONDS;
}

export function previewSecret(): string {
  return getSecrets().PREVIEW_SECRET;
}

const sign = (payload: string, secret: string): string =>
  crypto.createHmac('sha256', secret).update(payload).digest('base64url');

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A token for the draft of one document in one locale, valid for `ttlSeconds`. */
export function createPreviewToken(
  claims: Omit<PreviewClaims, 'exp'>,
  options: { secret?: string; ttlSeconds?: number; now?: number } = {},
): { token: string; claims: PreviewClaims } {
  const secret = options.secret ?? previewSecret();
  if (!secret) throw new Error('No preview secret configured');
  const exp = (options.now ?? nowSeconds()) + (options.ttlSeconds ?? previewTtlSeconds());
  const full: PreviewClaims = { ...claims, exp };
  const payload = Buffer.from(
    JSON.stringify([full.uid, full.documentId, full.locale, full.exp]),
  ).toString('base64url');
  return { token: `${payload}.${sign(payload, secret)}`, claims: full };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseClaims(payload: string): PreviewClaims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [uid, documentId, locale, exp] = value as unknown[];
    if (typeof uid !== 'string' || typeof documentId !== 'string' || typeof locale !== 'string') {
      return null;
    }
    if (typeof exp !== 'number' || !Number.isInteger(exp)) return null;
    return { uid, documentId, locale, exp };
  } catch {
    return null;
  }
}

/**
 * Checks a token: its signature (compared in constant time), its shape and its expiry. A token
 * that is not well formed or not signed with the secret is `invalid`; a genuine one past its
 * expiry is `expired`.
 */
export function verifyPreviewToken(
  token: string | null | undefined,
  options: { secret?: string; now?: number } = {},
): PreviewVerdict {
  if (!token) return { valid: false, reason: 'missing' };
  if (token.length > MAX_TOKEN_LENGTH) return { valid: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 2) return { valid: false, reason: 'invalid' };
  const [payload = '', signature = ''] = parts;
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) {
    return { valid: false, reason: 'invalid' };
  }
  const secret = options.secret ?? previewSecret();
  if (!secret) return { valid: false, reason: 'invalid' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'invalid' };
  }
  const claims = parseClaims(payload);
  if (!claims) return { valid: false, reason: 'invalid' };
  if (claims.exp <= (options.now ?? nowSeconds())) return { valid: false, reason: 'expired' };
  return { valid: true, claims };
}
