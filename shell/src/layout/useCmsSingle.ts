import { CONTENT_LOCALES, type Locale } from '@teashop/contracts';
import { apiRequest, useShopQuery } from '@teashop/runtime';

function loadSingle<T>(type: string, locale: Locale, key: string, signal: AbortSignal) {
  return apiRequest<{ data?: T | null }>(`/${type}`, {
    query: { locale: CONTENT_LOCALES[locale], ...(JSON.parse(key) as Record<string, unknown>) },
    signal,
    auth: false,
  }).then((res) => res.data ?? null);
}

/**
 * Reads a single type (header, footer, site-setting) of the content backend in the page's locale:
 * undefined while loading, null when it could not be read. The server render of the header and
 * footer loads it and embeds it, so hydration shows it without asking again.
 */
export function useCmsSingle<T>(
  type: string,
  locale: Locale,
  query: Record<string, unknown> = {},
): T | null | undefined {
  const key = JSON.stringify(query);
  const answer = useShopQuery(['cms-single', type, locale, key], (signal) =>
    loadSingle<T>(type, locale, key, signal),
  );
  if (answer.error) return null;
  return answer.data;
}
