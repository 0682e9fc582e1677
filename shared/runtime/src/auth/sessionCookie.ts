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
