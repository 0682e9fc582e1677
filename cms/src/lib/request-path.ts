/**
 * The path every path-based check of the cms compares: the request path as the router could
 * understand it, in one canonical form.
 *
 * Strapi's router matches routes without regard to case and with or without a trailing slash, so a
 * check that compares the raw `ctx.path` with `/api/...` is skipped by `/API/...`. Checks compare
 * this form instead, which is always at least as broad as what the router routes:
 * - `\` counts as `/`;
 * - each segment is percent-decoded once (`/%61pi/` is `/api/`); an encoded `/` stays inside its
 *   segment (as `%2f`), so segments keep their meaning; a segment that does not decode is kept;
 * - empty segments go (`//` is `/`, no trailing slash), `.` segments go and `..` drops the one
 *   before it;
 * - lower case.
 *
 * So a guard that treats a path as under the API never misses a request the router serves there;
 * the reverse (a normalised path the router answers 404) only applies a guard to a 404.
 */

const decodeSegment = (segment: string): string => {
  // an encoded slash or backslash would change the segments: keep it encoded
  const protectedSlashes = segment.replace(/%(2f|5c)/gi, '%25$1');
  try {
    return decodeURIComponent(protectedSlashes);
  } catch {
    return segment;
  }
};

/** The canonical form of a request path (see above); `/` for the root. */
export function normalisedPath(rawPath: string): string {
  const segments: string[] = [];
  for (const raw of rawPath.replace(/\\/g, '/').split('/')) {
    const segment = decodeSegment(raw).toLowerCase();
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The canonical path of a request (koa's `ctx.path`, not decoded). */
export function requestPath(ctx: { path: string }): string {
  return normalisedPath(ctx.path);
}

/** The API prefix in the same form (`/api` unless configured otherwise). */
export function apiPrefixOf(strapi: {
  config: { get: (key: string, fallback: string) => unknown };
}) {
  return normalisedPath(String(strapi.config.get('api.rest.prefix', '/api')));
}

/** Whether the canonical `path` is `base` or under it (`/api`, `/api/products`, not `/apis`). */
export function isUnder(path: string, base: string): boolean {
  return base === '/' || path === base || path.startsWith(`${base}/`);
}

/** The segments of `path` after `base` (empty when `path` is `base`), or null when not under it. */
export function segmentsUnder(path: string, base: string): string[] | null {
  if (!isUnder(path, base)) return null;
  const rest = path.slice(base === '/' ? 1 : base.length + 1);
  return rest === '' ? [] : rest.split('/');
}
