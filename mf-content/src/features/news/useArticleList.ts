import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefetched } from '@teashop/shared';
import { fetchArticles } from '../content/api';
import type { Article, ArticleTag } from '../content/types';

export const NEWS_PAGE_SIZE = 6;

interface ListState {
  key: string;
  items: Article[];
  total: number;
  status: 'ready' | 'error';
}

/**
 * Articles of one tag (or all), newest first, `NEWS_PAGE_SIZE` at a time. `initialPages` pages are
 * loaded at once (a shared or reloaded '?page=3' link shows the same list); `showMore` appends.
 */
export function useArticleList(
  contentLocale: string,
  tag: ArticleTag | null,
  initialPages: number,
) {
  const key = `${contentLocale}|${tag ?? ''}`;
  const firstPageSize = NEWS_PAGE_SIZE * Math.max(1, initialPages);
  const initial = usePrefetched(`articles|${key}|${firstPageSize}`, () =>
    fetchArticles({ contentLocale, tag, page: 1, pageSize: firstPageSize }),
  );
  const [state, setState] = useState<ListState | null>(() =>
    initial
      ? {
          key,
          items: initial.data,
          total: initial.meta?.pagination?.total ?? initial.data.length,
          status: 'ready',
        }
      : null,
  );
  const prefetchedKey = useRef(initial ? key : null);
  const [more, setMore] = useState<'idle' | 'loading' | 'error'>('idle');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const prefetched = prefetchedKey.current;
    prefetchedKey.current = null;
    if (prefetched === key && attempt === 0) return;
    const controller = new AbortController();
    fetchArticles(
      { contentLocale, tag, page: 1, pageSize: NEWS_PAGE_SIZE * Math.max(1, initialPages) },
      controller.signal,
    ).then(
      (res) =>
        setState({
          key,
          items: res.data,
          total: res.meta?.pagination?.total ?? res.data.length,
          status: 'ready',
        }),
      () => {
        if (!controller.signal.aborted) setState({ key, items: [], total: 0, status: 'error' });
      },
    );
    return () => controller.abort();
    // Only the first load of a list reads the page count from the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const current = state && state.key === key ? state : null;

  const showMore = useCallback(async (): Promise<number | null> => {
    if (!current || more === 'loading') return null;
    const nextPage = Math.floor(current.items.length / NEWS_PAGE_SIZE) + 1;
    setMore('loading');
    try {
      const res = await fetchArticles({
        contentLocale,
        tag,
        page: nextPage,
        pageSize: NEWS_PAGE_SIZE,
      });
      setState((s) => {
        if (!s || s.key !== key) return s;
        const known = new Set(s.items.map((a) => a.documentId));
        return {
          ...s,
          items: [...s.items, ...res.data.filter((a) => !known.has(a.documentId))],
          total: res.meta?.pagination?.total ?? s.total,
        };
      });
      setMore('idle');
      return nextPage;
    } catch {
      setMore('error');
      return null;
    }
  }, [current, more, contentLocale, tag, key]);

  return {
    status: current ? current.status : ('loading' as const),
    items: current?.items ?? [],
    total: current?.total ?? 0,
    more,
    showMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
