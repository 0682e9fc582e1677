/**
 * Draft preview on the storefront: a page opened from the cms admin panel carries a short-lived
 * signed token in `?preview=`; requests to the content backend for that page send it in the
 * `X-Preview-Token` header, and the content backend answers the previewed document's draft.
 *
 * Where the token of "the current page" comes from:
 * - on the shop server, the request being rendered: the server runs each page's render inside a
 *   scope of its own (`serverScope.ts`), so concurrent requests never see each other's token;
 * - in the browser, the page's URL when the page started, for as long as the page stays on that
 *   path (a navigation elsewhere in the shop leaves the preview).
 */

import { readEmbeddedData } from '../ssr/embeddedData';

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_HEADER = 'X-Preview-Token';

/** `<payload>.<signature>` in base64url, as the content backend issues them. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,1000}\.[A-Za-z0-9_-]{1,200}$/;

/** Key of the page's preview state in the shell's server data (see previewState.ts). */
export const PREVIEW_STATE_KEY = 'shell:preview';

/** Key under which the shop server's request scope is shared by every copy of this module. */
export const PREVIEW_SCOPE_KEY = Symbol.for('teashop.preview.scope');
const BROWSER_KEY = Symbol.for('teashop.preview.browser');

/** The request scope the shop server installs (an AsyncLocalStorage). */
export interface PreviewScope {
  /** The token of the request being rendered (null: none); undefined outside any request. */
  getStore(): string | null | undefined;
}

interface BrowserPreview {
  token: string | null;
  pathname: string;
}

type Holder = Record<symbol, unknown>;

/** The preview token in a URL's query (`?preview=…`), or null when absent or malformed. */
export function previewTokenFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(PREVIEW_PARAM);
  return value && TOKEN_SHAPE.test(value) ? value : null;
}

/** The same page without its preview token ('/products/x?preview=…&a=1' -> '/products/x?a=1'). */
export function withoutPreview(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PREVIEW_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Reads the browser page's token from its URL. Called once at start (and by the first
 * `currentPreviewToken()` if nothing called it before); `location` for tests.
 */
export function initBrowserPreview(
  location: { pathname: string; search: string } = window.location,
): string | null {
  // The server decided a token does not preview this page (invalid, expired, another document):
  // the browser then reads published content as the server did.
  const server = readEmbeddedData('shell')?.[PREVIEW_STATE_KEY] as { active?: boolean } | undefined;
  const state: BrowserPreview = {
    token: server?.active === false ? null : previewTokenFromSearch(location.search),
    pathname: location.pathname,
  };
  (globalThis as Holder)[BROWSER_KEY] = state;
  return state.token;
}

/** Forgets the browser page's token (tests, or after leaving the preview). */
export function resetBrowserPreview(): void {
  delete (globalThis as Holder)[BROWSER_KEY];
}

/**
 * The preview token of the page being rendered or shown, or null: the server request's (inside
 * its scope), else the browser page's while it is still on the path it started on.
 */
export function currentPreviewToken(): string | null {
  const scope = (globalThis as Holder)[PREVIEW_SCOPE_KEY] as PreviewScope | undefined;
  const scoped = scope?.getStore();
  if (scoped !== undefined) return scoped;
  if (typeof window === 'undefined' || typeof window.location === 'undefined') return null;
  let state = (globalThis as Holder)[BROWSER_KEY] as BrowserPreview | undefined;
  if (!state) {
    initBrowserPreview();
    state = (globalThis as Holder)[BROWSER_KEY] as BrowserPreview;
  }
  return state.token && window.location.pathname === state.pathname ? state.token : null;
}
