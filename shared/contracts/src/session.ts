/**
 * The member's session as the shop server and the storefront both see it: the page-readable
 * companion cookie's name, the header that sends a request without the session, and the claims of
 * a token (see `@teashop/runtime`'s auth/sessionCookie for how the session is kept).
 */

/** Name of the cookie that tells the page a member is signed in (not a secret). */
export function signedInCookieName(authCookieName: string): string {
  return `${authCookieName}_member`;
}

/**
 * Header a browser request carries when it must reach the content backend without the session
 * (an anonymous cart's calls made while a member is signed in). The shop server removes it.
 */
export const NO_SESSION_HEADER = 'X-Teashop-No-Session';

/** The claims of a token the shop needs: who it is for and until when (seconds since 1970). */
export interface TokenClaims {
  id?: number | string;
  exp?: number;
}

/** Reads a JWT's payload without checking it (the content backend checks every use). */
export function tokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as unknown;
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}
