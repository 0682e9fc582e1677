import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefetched } from '@teashop/shared';
import { fetchProductPage } from '../../api/catalogApi';
import type { ProductSummary } from '../../api/types';
import { type FilterState, type ListScope, filtersToQuery, listKey } from './filterState';
import { type PageRequest, appendPage, firstRequest, hasMore, nextRequest } from './pagination';
import type { SortKey } from './sortState';

export interface ProductListState {
  items: ProductSummary[];
  total: number;
  /** First page of the current filters not there yet. */
  loading: boolean;
  loadingMore: boolean;
  error: Error | undefined;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface Loaded {
  key: string;
  items: ProductSummary[];
  total: number;
  error?: Error;
}

export interface PageLoadedInfo {
  items: ProductSummary[];
  /** Position of the first item of this page in the list. */
  offset: number;
}

/**
 * Products of a list for the given filters and order. A change of either starts over with as many products
 * as `initialShown` (so reload and back restore a longer list); `loadMore` appends the next page.
 */
export function useProductList(options: {
  contentLocale: string;
  scope: ListScope;
  filters: FilterState;
  sort: SortKey;
  initialShown: number;
  onPageLoaded?: (info: PageLoadedInfo) => void;
}): ProductListState {
  const { contentLocale, scope, filters, sort, initialShown, onPageLoaded } = options;
  const key = listKey(contentLocale, scope, filters, sort);
  const first = firstRequest(initialShown);
  // The server renders the list in the URL's order and embeds this page under the same key, so
  // hydration reuses it instead of loading it again.
  const initial = usePrefetched(`list|${key}|${first.limit}`, () =>
    fetchProductPage(contentLocale, filtersToQuery(filters, scope), first, sort),
  );
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    initial ? { key, items: initial.items, total: initial.total } : null,
  );
  const prefetchedPage = useRef(initial ? { key, items: initial.items } : null);
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ contentLocale, scope, filters, sort, initialShown, onPageLoaded, key });

  useEffect(() => {
    latest.current = { contentLocale, scope, filters, sort, initialShown, onPageLoaded, key };
  });

  const request = useCallback((forKey: string, page: PageRequest, signal?: AbortSignal) => {
    const { contentLocale: loc, scope: sc, filters: f, sort: order } = latest.current;
    return fetchProductPage(loc, filtersToQuery(f, sc), page, order, signal).then((res) => {
      if (latest.current.key === forKey)
        latest.current.onPageLoaded?.({ items: res.items, offset: page.start });
      return res;
    });
  }, []);

  useEffect(() => {
    const prefetched = prefetchedPage.current;
    prefetchedPage.current = null;
    if (prefetched?.key === key && attempt === 0) {
      // The server already loaded this page of the list; only its analytics are still due.
      latest.current.onPageLoaded?.({ items: prefetched.items, offset: 0 });
      return;
    }
    const controller = new AbortController();
    request(key, firstRequest(latest.current.initialShown), controller.signal).then(
      (res) => {
        if (!controller.signal.aborted) setLoaded({ key, items: res.items, total: res.total });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, items: [], total: 0, error: error as Error });
      },
    );
    return () => controller.abort();
  }, [key, attempt, request]);

  const current = loaded && loaded.key === key ? loaded : null;
  const items = current?.items ?? [];
  const total = current?.total ?? 0;
  const loadingMore = moreFor === key;

  const loadMore = useCallback(() => {
    const state = loaded;
    if (!state || state.key !== latest.current.key || moreFor === state.key) return;
    if (!hasMore(state.items.length, state.total)) return;
    const forKey = state.key;
    setMoreFor(forKey);
    request(forKey, nextRequest(state.items.length)).then(
      (res) => {
        setLoaded((prev) =>
          prev && prev.key === forKey
            ? { key: forKey, items: appendPage(prev.items, res.items), total: res.total }
            : prev,
        );
        setMoreFor((k) => (k === forKey ? null : k));
      },
      (error: unknown) => {
        setLoaded((prev) =>
          prev && prev.key === forKey ? { ...prev, error: error as Error } : prev,
        );
        setMoreFor((k) => (k === forKey ? null : k));
      },
    );
  }, [loaded, moreFor, request]);

  const retry = useCallback(() => {
    if (loaded && loaded.key === latest.current.key && loaded.items.length > 0) {
      setLoaded({ ...loaded, error: undefined });
      loadMore();
      return;
    }
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, [loaded, loadMore]);

  return {
    items,
    total,
    loading: current === null,
    loadingMore,
    error: current?.error,
    hasMore: current !== null && hasMore(items.length, total),
    loadMore,
    retry,
  };
}
