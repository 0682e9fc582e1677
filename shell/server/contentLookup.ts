import { CONTENT_LOCALES, type Locale } from '@teashop/shared/src/locale';
import type { ContentLookup } from '@teashop/shared/src/routes/routeTable';
import { PREVIEW_HEADER } from '@teashop/shared/src/preview/previewToken';

const TTL_MS = 60_000;
/** Most entries kept; requests for made-up slugs must not grow memory without bound. */
export const CACHE_LIMIT = 1000;

/**
 * TEMPORARY, until the articles' area has a route map (whose `meta` describes its pages): what the
 * page's head needs to describe an article.
 */
export interface ContentSummary {
  title: string;
  description: string;
  /** Media path or URL as the content backend gives it (`/uploads/…`). */
  image?: string;
  publishedOn?: string;
}

export type LookupResult = { exists: false } | { exists: true; summary: ContentSummary };

interface Media {
  url?: string;
  formats?: Record<string, { url?: string }>;
}
type Entry = Record<string, unknown>;

// TEMPORARY (articles' head, see ContentSummary); other pages' heads come from their routes' `meta`.
const FIELDS: Record<string, string[]> = {
  articles: ['title', 'excerpt', 'publishDate'],
};
const IMAGE: Record<string, string> = {
  articles: 'cover',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function imageOf(media: unknown): string | undefined {
  if (!media || typeof media !== 'object') return undefined;
  const m = media as Media;
  // A mid-sized rendition suits link previews (1200 px wide is the usual target).
  return m.formats?.large?.url ?? m.formats?.medium?.url ?? m.url;
}

export function summarize(collection: string, entry: Entry): ContentSummary {
  const summary: ContentSummary = {
    title: text(entry.title),
    description: text(entry.excerpt),
    image: imageOf(entry[IMAGE[collection] ?? '']),
  };
  if (collection === 'articles' && text(entry.publishDate))
    summary.publishedOn = text(entry.publishDate);
  return summary;
}

const cache = new Map<string, { result: LookupResult; at: number }>();

function remember(key: string, result: LookupResult) {
  cache.delete(key);
  cache.set(key, { result, at: Date.now() });
  // A Map iterates in insertion order: the first key is the least recently stored.
  while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
}

export function cachedEntries(): number {
  return cache.size;
}

/**
 * Whether the published content behind a dynamic route exists in the page's locale, so unknown
 * slugs answer 404 (the page's route then describes it from its own data). When the content backend cannot be reached the answer is
 * null ("unknown"): the page is served normally and the browser shows its own state.
 * With a draft preview token (checked valid for this page) the previewed document's draft is
 * looked up instead, published or not; such answers are never kept.
 */
export async function lookupContent(
  cmsUrl: string,
  lookup: ContentLookup,
  value: string,
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
  previewToken?: string,
): Promise<LookupResult | null> {
  const key = `${lookup.collection}|${value}|${locale}`;
  const hit = previewToken ? undefined : cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.result;
  const params = new URLSearchParams({
    [`filters[${lookup.field}][$eq]`]: value,
    locale: CONTENT_LOCALES[locale],
    'pagination[pageSize]': '1',
  });
  (FIELDS[lookup.collection] ?? [lookup.field]).forEach((field, i) =>
    params.set(`fields[${i}]`, field),
  );
  const image = IMAGE[lookup.collection];
  if (image) {
    params.set(`populate[${image}][fields][0]`, 'url');
    params.set(`populate[${image}][fields][1]`, 'formats');
  }
  try {
    const res = await fetchImpl(`${cmsUrl.replace(/\/$/, '')}/api/${lookup.collection}?${params}`, {
      signal: AbortSignal.timeout(3000),
      ...(previewToken ? { headers: { [PREVIEW_HEADER]: previewToken } } : {}),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: Entry[] };
    const entry = Array.isArray(body.data) ? body.data[0] : undefined;
    const result: LookupResult = entry
      ? { exists: true, summary: summarize(lookup.collection, entry) }
      : { exists: false };
    if (!previewToken) remember(key, result);
    return result;
  } catch {
    return null;
  }
}
