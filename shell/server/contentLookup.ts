import { CONTENT_LOCALES, type Locale } from '@teashop/shared/src/locale';
import type { ContentLookup } from '@teashop/shared/src/routes/routeTable';

const TTL_MS = 60_000;
const cache = new Map<string, { exists: boolean; at: number }>();

/**
 * Whether the content behind a dynamic route exists (published, in the page's locale), so unknown
 * slugs answer 404. When the content backend cannot be reached the answer is "unknown" (null) and
 * the page is served normally; the browser then shows its own not-found state if needed.
 */
export async function contentExists(
  cmsUrl: string,
  lookup: ContentLookup,
  value: string,
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean | null> {
  const key = `${lookup.collection}|${value}|${locale}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.exists;
  const params = new URLSearchParams({
    [`filters[${lookup.field}][$eq]`]: value,
    locale: CONTENT_LOCALES[locale],
    'fields[0]': lookup.field,
    'pagination[pageSize]': '1',
  });
  try {
    const res = await fetchImpl(`${cmsUrl.replace(/\/$/, '')}/api/${lookup.collection}?${params}`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: unknown[] };
    const exists = Array.isArray(body.data) && body.data.length > 0;
    cache.set(key, { exists, at: Date.now() });
    return exists;
  } catch {
    return null;
  }
}
