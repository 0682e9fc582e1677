import { useCallback, useMemo } from 'react';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { type ApiError, toApiError } from '../api/client';
import { useServerRender } from './queryClient';

/** A query's name: a string ('product|sencha|en') or parts (['product', 'sencha', 'en']). */
export type ShopKey = string | readonly unknown[];

/** Loads one answer; the signal aborts it when nobody waits for it any more. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

/** The one state shape of everything a page reads. */
export interface ShopQuery<T> {
  data: T | undefined;
  /** Why the last load failed (the API client's error, whatever went wrong). */
  error: ApiError | undefined;
  status: 'idle' | 'loading' | 'error' | 'success';
  /** Nothing to show yet (first load, or after reload). */
  loading: boolean;
  /** Loads again, from the loading state (after an error). */
  reload: () => void;
}

export const queryKeyOf = (key: ShopKey): QueryKey => (typeof key === 'string' ? [key] : key);

/**
 * Loads `key` into the cache unless it is there (used by route `load`s; what is there is used as
 * is, the page's own hooks keep it fresh): resolves with the data, rejects with an ApiError.
 */
export function fetchShopQuery<T>(client: QueryClient, key: ShopKey, load: Loader<T>): Promise<T> {
  return client
    .ensureQueryData({ queryKey: queryKeyOf(key), queryFn: ({ signal }) => load(signal) })
    .catch((error: unknown) => Promise.reject(toApiError(error)));
}

/**
 * On the server, data that is not in the cache yet is loaded while the render waits (suspends); a
 * failed load stays out of the cache, so the page renders its loading state and the browser
 * loads it again.
 */
function useLoadedOnServer(
  client: QueryClient,
  queryKey: QueryKey | null,
  load: () => Promise<unknown>,
) {
  const server = useServerRender();
  if (!server || queryKey === null) return;
  const state = client.getQueryState(queryKey);
  if (!state || (state.status === 'pending' && state.fetchStatus === 'fetching')) {
    // fetchQuery shares one request between the readers of a key; its failure is kept as state.
    throw client.fetchQuery({ queryKey, queryFn: load }).catch(() => undefined);
  }
}

/**
 * How long an answer is kept and when it is asked again, for answers of the moment: polling
 * (`refetchInterval`, e.g. until a payment result is final) or `gcTime: 0` (asked again whenever
 * it is read anew, e.g. a price quote).
 */
export type ShopQueryOptions<T> = Pick<
  UseQueryOptions<T>,
  'refetchInterval' | 'refetchIntervalInBackground' | 'gcTime'
>;

/**
 * The one way a page or island reads data: `useShopQuery(key, load)` (null key: nothing to load).
 * The server render loads it (or the route's `load` did), the browser's first render reuses that
 * without asking again, and after navigation it loads with the page's loading state.
 */
export function useShopQuery<T>(
  key: ShopKey | null,
  load: Loader<T>,
  options?: ShopQueryOptions<T>,
): ShopQuery<T> {
  const client = useQueryClient();
  const server = useServerRender();
  const queryKey = key === null ? null : queryKeyOf(key);
  useLoadedOnServer(client, queryKey, () => load(new AbortController().signal));
  const result = useQuery<T>({
    ...options,
    queryKey: queryKey ?? ['<none>'],
    queryFn: ({ signal }) => load(signal),
    enabled: queryKey !== null,
  });
  const reload = useReload(client, queryKey);
  return shopState(result.data, result.error, result.status, queryKey === null, server, reload);
}

/** Starts a key over from its loading state; the same for a new array with the same parts. */
function useReload(client: QueryClient, queryKey: QueryKey | null): () => void {
  const text = queryKey === null ? null : JSON.stringify(queryKey);
  return useCallback(() => {
    if (text !== null) {
      void client.resetQueries({ queryKey: JSON.parse(text) as QueryKey, exact: true });
    }
  }, [client, text]);
}

/** The ApiError of a failure, the same object on every render while that failure stands. */
const apiErrors = new WeakMap<object, ApiError>();
function stableApiError(raw: unknown): ApiError {
  if (typeof raw !== 'object' || raw === null) return toApiError(raw);
  const known = apiErrors.get(raw);
  if (known) return known;
  const error = toApiError(raw);
  apiErrors.set(raw, error);
  return error;
}

function shopState<T>(
  data: T | undefined,
  rawError: unknown,
  status: 'pending' | 'error' | 'success',
  idle: boolean,
  server: boolean,
  reload: () => void,
): ShopQuery<T> {
  if (idle) return { data: undefined, error: undefined, status: 'idle', loading: false, reload };
  // The server shows a failed load as still loading: the browser tries again.
  if (status === 'error' && !server) {
    return {
      data: undefined,
      error: stableApiError(rawError),
      status: 'error',
      loading: false,
      reload,
    };
  }
  if (status === 'success') return { data, error: undefined, status, loading: false, reload };
  return { data: undefined, error: undefined, status: 'loading', loading: true, reload };
}

/** A list read a page at a time: the one state shape, with every loaded item and "load more". */
export interface ShopPages<Item> extends ShopQuery<Item[]> {
  /** The loaded pages, each the same object until it changes (for per-page analytics). */
  pages: ReadonlyArray<ListPage<Item>>;
  items: Item[];
  total: number;
  hasMore: boolean;
  /** The next page is loading (the loaded items stay). */
  loadingMore: boolean;
  loadMore: () => void;
}

const NO_PAGES: never[] = [];

/** One page of a list: its items and the list's total. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/** How a list is read a page at a time: the first page's request, the next one's (or none). */
export interface PagesDefinition<Item, Request> {
  key: ShopKey;
  first: Request;
  next: (loaded: number, total: number) => Request | undefined;
  load: (request: Request, signal: AbortSignal) => Promise<ListPage<Item>>;
}

function pagesOptions<Item, Request>(definition: PagesDefinition<Item, Request>) {
  return infiniteQueryOptions<
    ListPage<Item>,
    Error,
    InfiniteData<ListPage<Item>, Request>,
    QueryKey,
    Request
  >({
    queryKey: queryKeyOf(definition.key),
    // The page parameters are the list's own requests, from `first` and `next`.
    queryFn: ({ pageParam, signal }) => definition.load(pageParam as Request, signal),
    initialPageParam: definition.first,
    getNextPageParam: (last, all) =>
      definition.next(
        all.reduce((n, page) => n + page.items.length, 0),
        last.total,
      ),
  });
}

/** Loads the first page of a list into the cache (used by route `load`s). */
export async function fetchShopPages<Item, Request>(
  client: QueryClient,
  definition: PagesDefinition<Item, Request>,
): Promise<InfiniteData<ListPage<Item>, Request>> {
  return client
    .ensureInfiniteQueryData(pagesOptions(definition))
    .catch((error: unknown) => Promise.reject(toApiError(error)));
}

const concatPage = <Item>(items: Item[], next: Item[]): Item[] => [...items, ...next];

/** A list read a page at a time, with the same server, hydration and navigation behaviour. */
export function useShopPages<Item, Request>(
  definition: PagesDefinition<Item, Request>,
  dedupe: (items: Item[], next: Item[]) => Item[] = concatPage,
): ShopPages<Item> {
  const client = useQueryClient();
  const server = useServerRender();
  const options = pagesOptions(definition);
  if (server) {
    const state = client.getQueryState(options.queryKey);
    if (!state || (state.status === 'pending' && state.fetchStatus === 'fetching')) {
      throw client.fetchInfiniteQuery(options).catch(() => undefined);
    }
  }
  const result = useInfiniteQuery(options);
  const reload = useReload(client, options.queryKey);
  const pages = result.data?.pages ?? NO_PAGES;
  // The same array while the pages are the same, so what draws the items can skip a redraw.
  const items = useMemo(
    () => pages.reduce<Item[]>((all, page) => dedupe(all, page.items), []),
    [pages, dedupe],
  );
  const total = pages.length > 0 ? (pages[pages.length - 1] as ListPage<Item>).total : 0;
  const base = shopState(
    result.data ? items : undefined,
    result.error,
    result.status,
    false,
    server,
    reload,
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A failed "load more" keeps the loaded items and reports the error beside them.
  const error = base.error ?? (result.isFetchNextPageError ? toApiError(result.error) : undefined);
  return {
    ...base,
    error,
    pages,
    items,
    total,
    hasMore: result.status === 'success' && hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}

/**
 * Marks what was read under `key` (and the keys it prefixes) as out of date, without asking again
 * now: a page that reads it next shows it at once and asks the content backend again. For data a
 * page cannot see change (orders placed in checkout while the member centre was open).
 */
export function useMarkOutOfDate(): (key: ShopKey) => void {
  const client = useQueryClient();
  return useCallback(
    (key: ShopKey) =>
      void client.invalidateQueries({ queryKey: queryKeyOf(key), refetchType: 'none' }),
    [client],
  );
}
