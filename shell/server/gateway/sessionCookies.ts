import type { IncomingHttpHeaders } from 'node:http';
import { signedInCookieName, tokenClaims } from '@teashop/contracts';

/** How the shop writes its session cookies. */
export interface SessionCookieSettings {
  /** Name of the HttpOnly cookie holding the member's token (AUTH_COOKIE_NAME). */
  name: string;
  /** `Secure` cookies: the shop's public URL is https. */
  secure: boolean;
}

/** The value of one cookie in a request's Cookie header, or null. */
export function requestCookie(headers: IncomingHttpHeaders, name: string): string | null {
  const header = headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** One Set-Cookie header of the shop (Path=/, SameSite=Lax). */
export function cookieHeader(
  name: string,
  value: string,
  maxAge: number,
  httpOnly: boolean,
  secure: boolean,
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Seconds until the token expires (its `exp` claim), or 0 when it has none or has expired. */
export function remainingLifetime(token: string, now = Date.now()): number {
  const exp = tokenClaims(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 0;
  return Math.max(0, Math.floor(exp - now / 1000));
}

/**
 * The Set-Cookie headers that start a session with `token`: the HttpOnly session cookie and the
 * page-readable marker holding only the member's id, both living exactly as long as the token.
 * Empty when the token has no lifetime left (nothing is stored).
 */
export function sessionCookies(
  token: string,
  settings: SessionCookieSettings,
  now = Date.now(),
): string[] {
  const maxAge = remainingLifetime(token, now);
  if (maxAge <= 0) return [];
  const id = tokenClaims(token)?.id;
  const member = typeof id === 'number' || typeof id === 'string' ? String(id) : 'member';
  return [
    cookieHeader(settings.name, token, maxAge, true, settings.secure),
    cookieHeader(signedInCookieName(settings.name), member, maxAge, false, settings.secure),
  ];
}

/** The Set-Cookie headers that end the session (both cookies expire at once). */
export function clearedSessionCookies(settings: SessionCookieSettings): string[] {
  return [
    cookieHeader(settings.name, '', 0, true, settings.secure),
    cookieHeader(signedInCookieName(settings.name), '', 0, false, settings.secure),
  ];
}
