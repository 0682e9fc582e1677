/**
 * The member's session, as the shop server keeps it (see shell/server/gateway):
 *
 * - the session cookie (name from the runtime config's `authCookieName`) holds the member's token.
 *   The shop server writes it `HttpOnly`: no script on the page can read it, so an injected script
 *   cannot carry the session away. The server adds it as `Authorization` to what it forwards to
 *   the content backend.
 * - a companion cookie, `<authCookieName>_member`, holds only the member's id, never anything that
 *   authenticates. It has the same lifetime and is readable by the page: it is how the page knows,
 *   before asking anyone, that a member is signed in (which areas may show, whose unsaved cart
 *   changes are whose). Forging it gains nothing: every request is still authenticated by the
 *   HttpOnly cookie alone.
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

/** Key under which the shop server's per-request member scope is shared by every copy of this module. */
export const MEMBER_SCOPE_KEY = Symbol.for('teashop.member.scope');

/** The request scope the shop server installs (an AsyncLocalStorage, see serverScope.ts). */
interface MemberScope {
  getStore(): string | null | undefined;
}

/**
 * The member token of the server request being rendered (inside `runWithMemberToken`), else
 * null. Always null in the browser: there the token is in an HttpOnly cookie the shop server adds.
 */
export function currentMemberToken(): string | null {
  const scope = (globalThis as Record<symbol, unknown>)[MEMBER_SCOPE_KEY] as
    MemberScope | undefined;
  return scope?.getStore() ?? null;
}
