import { normalisedPath, segmentsUnder } from '../request-path';

/**
 * Which requests are public reads of published content, and the cache key of one.
 *
 * Cacheable: `GET` of the content API of the catalogue and content types below, by a caller with no
 * credentials at all (no `Authorization`, no cookie, no cart id) and without a draft or preview
 * query. Everything else (carts, orders, checkout, users, reviews, forms, any write) is never cached.
 */

/** Content types whose published entries are read by every visitor alike. */
export const PUBLIC_CONTENT_TYPES = [
  'api::product.product',
  'api::tea-category.tea-category',
  'api::collection.collection',
  'api::roasting-level.roasting-level',
  'api::caffeine-level.caffeine-level',
  'api::article.article',
  'api::header.header',
  'api::footer.footer',
  'api::home.home',
  'api::about.about',
  'api::privacy.privacy',
  'api::faq.faq',
  'api::site-setting.site-setting',
  'api::shipping-method.shipping-method',
] as const;

/**
 * Writes to these change public answers too: media files are embedded in products, articles and
 * pages. (Locales are only changed by the admin and are rare; included for completeness.)
 */
export const EMBEDDED_CONTENT_TYPES = [
  'plugin::upload.file',
  'plugin::i18n.locale',
  // the search's synonyms change its answers
  'api::search-setting.search-setting',
] as const;

/** Route segments under the API prefix (plural names of collections, singular of single types). */
const PUBLIC_SEGMENTS = new Set([
  'products',
  'tea-categories',
  'collections',
  'roasting-levels',
  'caffeine-levels',
  'articles',
  'header',
  'footer',
  'home',
  'about',
  'privacy',
  'faq',
  'site-setting',
  'shipping-methods',
  // product and article search (`/api/search`, `/api/search/suggest`)
  'search',
]);

export interface RequestFacts {
  method: string;
  /** the canonical path (`requestPath`: decoded, lower case, no empty segments) */
  path: string;
  querystring: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Query parameters that ask for unpublished content or a preview. */
const DRAFT_PARAMS = /^(status|publicationState|preview|previewToken)$/i;

/** Whether the answer to this request is the same for every caller and may be cached. */
export function isPublicRead(request: RequestFacts, apiPrefix = '/api'): boolean {
  if (!isContentRead(request.method, request.path, apiPrefix)) return false;
  if (hasCredentials(request.headers)) return false;
  for (const name of new URLSearchParams(request.querystring).keys()) {
    if (DRAFT_PARAMS.test(name)) return false;
  }
  return true;
}

/**
 * Whether this is a read of the catalogue and content types above, whoever asks: `GET` of a
 * collection or one entry of it (`/api/products`, `/api/products/:documentId`) or a single type.
 * `path` is the canonical path (`requestPath`), so `/API/products/` is one too.
 */
export function isContentRead(method: string, path: string, apiPrefix = '/api'): boolean {
  if (method !== 'GET') return false;
  const segments = segmentsUnder(path, normalisedPath(apiPrefix));
  if (!segments || segments.length === 0 || segments.length > 2) return false;
  return PUBLIC_SEGMENTS.has(segments[0] ?? '');
}

/** Anything that may identify the caller: a bearer token, any cookie (sessions), a cart id. */
export function hasCredentials(headers: RequestFacts['headers']): boolean {
  return Boolean(headers.authorization || headers.cookie || headers['x-cart-id']);
}

/**
 * The cache key: the path and the query with its parameters sorted by name (the order of repeated
 * names kept, it matters for arrays) and uniformly encoded, so `?a=1&b=2` and `?b=2&a=1`, or
 * `%5B` and `[`, share one entry.
 */
export function cacheKey(path: string, querystring: string): string {
  const params = [...new URLSearchParams(querystring)].filter(([name]) => name !== '');
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}
