import { useEffect, useState } from 'react';
import { apiRequest, CONTENT_LOCALES, type Locale } from '@teashop/shared';

/**
 * Reads a single type (header, footer, site-setting) of the content backend in the page's locale:
 * undefined while loading, null when it could not be read.
 */
export function useCmsSingle<T>(
  type: string,
  locale: Locale,
  query: Record<string, unknown> = {},
): T | null | undefined {
  const [data, setData] = useState<T | null | undefined>(undefined);
  const key = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<{ data: T | null }>(`/${type}`, {
      query: { locale: CONTENT_LOCALES[locale], ...(JSON.parse(key) as Record<string, unknown>) },
      signal: controller.signal,
      auth: false,
    })
      .then((res) => setData(res.data))
      .catch(() => setData(null));
    return () => controller.abort();
  }, [type, locale, key]);
  return data;
}
