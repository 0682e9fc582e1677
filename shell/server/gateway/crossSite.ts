import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Message of the 403 a refused cross-site write gets. */
export const CROSS_SITE_MESSAGE =
  'This request came from another site and was refused. Please use the shop’s own pages.';

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a request must be refused as a cross-site write (null: allowed). Reads (GET, HEAD, OPTIONS)
 * are never refused: they change nothing. A write is refused when the browser says it comes from
 * another site (`Sec-Fetch-Site` other than `same-origin` or `none`), when its `Origin` is not the
 * shop's public origin, or, with neither header (older browsers, scripts elsewhere), when it
 * carries the session cookie: only the shop's own pages may act with the member's session.
 * Requests without a session and without either header (server-to-server calls, tools) pass; the
 * content backend authenticates them on its own.
 */
export function crossSiteRefusal(
  method: string,
  headers: IncomingHttpHeaders,
  shopOrigin: string,
  hasSession: boolean,
): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const fetchSite = single(headers['sec-fetch-site'])?.trim().toLowerCase();
  const origin = single(headers.origin)?.trim();
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return `Sec-Fetch-Site: ${fetchSite}`;
  }
  if (origin !== undefined && origin !== shopOrigin) return `Origin: ${origin}`;
  if (fetchSite === undefined && origin === undefined && hasSession) {
    return 'neither Origin nor Sec-Fetch-Site on a write with the session cookie';
  }
  return null;
}
