import { CONTENT_LOCALES, type Locale } from '@teashop/contracts';
import type { ContentLookup } from '@teashop/contracts';
import { PREVIEW_HEADER } from '@teashop/runtime';

const TTL_MS = 60_000;
/** Most entries kept; requests for made-up slugs must not grow memory without bound. */
export const CACHE_LIMIT = 1000;

/** Whether the content behind a dynamic route exists (its head comes from the page's route). */
export type LookupResult = { exists: boolean };

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
 * slugs answer 404 (the page's route describes it from its own data). When the content backend
 * cannot be reached the answer is null ("unknown"): the page is served normally and the browser
 * shows its own state.
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
    'fields[0]': lookup.field,
  });
  try {
    const res = await fetchImpl(`${cmsUrl.replace(/\/$/, '')}/api/${lookup.collection}?${params}`, {
      signal: AbortSignal.timeout(3000),
      ...(previewToken ? { headers: { [PREVIEW_HEADER]: previewToken } } : {}),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: unknown[] };
    const result: LookupResult = { exists: Array.isArray(body.data) && body.data.length > 0 };
    if (!previewToken) remember(key, result);
    return result;
  } catch {
    return null;
  }
}
