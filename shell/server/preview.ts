import { CONTENT_LOCALES, type Locale } from '@teashop/contracts';
import type { ContentLookup, RouteMatch } from '@teashop/contracts';
import { PREVIEW_HEADER, PREVIEW_PARAM, previewTokenFromSearch } from '@teashop/runtime';
import type { PreviewCheck, PreviewPageState } from '@teashop/runtime';
import { lookupContent, type LookupResult } from './contentLookup';

/**
 * Draft preview on the shop server. A page whose URL carries `?preview=` asks the content backend
 * whether the token is valid; a valid one for this page's document and locale makes the page
 * show the draft (looked up and rendered with the token). Any page whose URL carries a token is
 * private: `no-store`, `noindex`, never kept by a cache.
 */

/** Which pages show which content type: collections by their lookup, single types by route. */
const PAGES_OF_TYPE: Record<string, (match: RouteMatch) => boolean> = {
  'api::product.product': (match) => match.route.lookup?.collection === 'products',
  'api::article.article': (match) => match.route.lookup?.collection === 'articles',
  'api::home.home': (match) => match.route.name === 'index',
  'api::about.about': (match) => match.route.name === 'about',
  'api::faq.faq': (match) => match.route.name === 'faq',
};

export const PREVIEW_CACHE_CONTROL = 'private, no-store';

export interface PagePreview {
  /** The token of the URL (null: malformed). */
  token: string | null;
  check: PreviewCheck;
  /** The token is valid and names this page's content type and locale. */
  forThisPage: boolean;
}

/** Whether the request's URL carries a preview token at all (well formed or not). */
export function hasPreviewParam(search: string): boolean {
  return new URLSearchParams(search).has(PREVIEW_PARAM);
}

/** The content backend's verdict on a token; any failure counts as not valid. */
export async function checkPreview(
  cmsUrl: string,
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<PreviewCheck> {
  if (!token) return { valid: false, reason: 'invalid' };
  try {
    const res = await fetchImpl(`${cmsUrl.replace(/\/$/, '')}/api/preview/check`, {
      headers: { [PREVIEW_HEADER]: token, Accept: 'application/json' },
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) return { valid: false, reason: 'unavailable' };
    const body = (await res.json()) as { data?: PreviewCheck };
    return body.data && typeof body.data.valid === 'boolean'
      ? body.data
      : { valid: false, reason: 'unavailable' };
  } catch {
    return { valid: false, reason: 'unavailable' };
  }
}

/** Whether a valid token's document is shown by this page (its type, in this page's locale). */
export function previewsPage(check: PreviewCheck, match: RouteMatch | null): boolean {
  if (!check.valid || !match) return false;
  if (CONTENT_LOCALES[match.locale] !== check.locale) return false;
  return PAGES_OF_TYPE[check.uid]?.(match) ?? false;
}

/** The preview of a page request, or null when its URL carries no token. */
export async function pagePreview(
  cmsUrl: string,
  search: string,
  match: RouteMatch | null,
  fetchImpl: typeof fetch = fetch,
): Promise<PagePreview | null> {
  if (!hasPreviewParam(search)) return null;
  const token = previewTokenFromSearch(search);
  const check = await checkPreview(cmsUrl, token, fetchImpl);
  return { token, check, forThisPage: previewsPage(check, match) };
}

/** `<meta name="robots" content="noindex">` in the page's head. */
export function withNoindex(html: string): string {
  return html.replace('</head>', '<meta name="robots" content="noindex" /></head>');
}

type Lookup = (
  cmsUrl: string,
  lookup: ContentLookup,
  value: string,
  locale: Locale,
  fetchImpl?: typeof fetch,
  previewToken?: string,
) => Promise<LookupResult | null>;

/**
 * The content behind a page's dynamic segment: the previewed document's draft when the page
 * previews it (published or never published), else the published content (so an unknown slug,
 * or a token for another document, is looked up as usual). `previewing`: the draft was found.
 */
export async function lookupForPage(
  cmsUrl: string,
  lookup: ContentLookup,
  value: string,
  locale: Locale,
  preview: PagePreview | null,
  lookupImpl: Lookup = lookupContent,
): Promise<{ found: LookupResult | null; previewing: boolean }> {
  if (preview?.forThisPage && preview.token) {
    const draft = await lookupImpl(cmsUrl, lookup, value, locale, fetch, preview.token);
    if (draft?.exists) return { found: draft, previewing: true };
  }
  return { found: await lookupImpl(cmsUrl, lookup, value, locale), previewing: false };
}

/** How a page answers given its preview: caching, indexing, framing and the banner's state. */
export function previewAnswer(
  preview: PagePreview | null,
  previewing: boolean,
): {
  cacheControl: string;
  noindex: boolean;
  /** The cms admin panel may frame it (a valid token). */
  frameable: boolean;
  /** Embedded for the banner; undefined: not a preview. */
  state?: PreviewPageState;
  /** The token the render sends to the cms (null: published content). */
  renderToken: string | null;
} {
  if (!preview) {
    return { cacheControl: 'no-cache', noindex: false, frameable: false, renderToken: null };
  }
  const active = previewing && preview.check.valid;
  return {
    cacheControl: PREVIEW_CACHE_CONTROL,
    noindex: true,
    frameable: preview.check.valid,
    state:
      active && preview.check.valid
        ? { active: true, expiresAt: preview.check.expiresAt }
        : { active: false },
    renderToken: active ? preview.token : null,
  };
}
