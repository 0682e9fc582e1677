import { useEffect, useRef, useState } from 'react';
import { apiRequest, CONTENT_LOCALES, type Locale, usePrefetched } from '@teashop/shared';

function loadSingle<T>(type: string, locale: Locale, key: string, signal?: AbortSignal) {
  return apiRequest<{ data: T | null }>(`/${type}`, {
    query: { locale: CONTENT_LOCALES[locale], ...(JSON.parse(key) as Record<string, unknown>) },
    signal,
    auth: false,
  }).then((res) => res.data);
}

/**
 * Reads a single type (header, footer, site-setting) of the content backend in the page's locale:
 * undefined while loading, null when it could not be read. The server render loads it for the
 * first page (see usePrefetched).
 */
export function useCmsSingle<T>(
  type: string,
  locale: Locale,
  query: Record<string, unknown> = {},
): T | null | undefined {
  const key = JSON.stringify(query);
  const id = `${type}|${locale}|${key}`;
  const initial = usePrefetched(id, () => loadSingle<T>(type, locale, key));
  const [state, setState] = useState<{ id: string; data: T | null } | null>(() =>
    initial !== undefined ? { id, data: initial } : null,
  );
  const prefetchedId = useRef(initial !== undefined ? id : null);
  useEffect(() => {
    const prefetched = prefetchedId.current;
    prefetchedId.current = null;
    if (prefetched === id) return;
    const controller = new AbortController();
    loadSingle<T>(type, locale, key, controller.signal)
      .then((data) => setState({ id, data }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ id, data: null });
      });
    return () => controller.abort();
  }, [type, locale, key, id]);
  return state?.id === id ? state.data : undefined;
}
