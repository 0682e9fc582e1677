import type { Locale } from '@teashop/contracts';
import type { PagesDefinition } from '@teashop/runtime';
import {
  fetchProductBySlug,
  fetchProductPage,
  fetchReviews,
  fetchScopeEntry,
  fetchSiteSettings,
  fetchTaxonomies,
} from './catalogApi';
import { fetchSearchResults } from './searchApi';
import type { ProductSummary } from './types';
import {
  type FilterState,
  type ListScope,
  filtersToQuery,
  listKey,
} from '../features/product-list/filterState';
import {
  type PageRequest,
  firstRequest,
  hasMore,
  nextRequest,
  parseShown,
} from '../features/product-list/pagination';
import { type SortKey, parseSort } from '../features/product-list/sortState';
import { parseFilters } from '../features/product-list/filterState';

/**
 * What the catalogue reads, each as its cache key and loader: the pages' `useShopQuery` and the
 * routes' `load` use the same ones, so what a route loaded is what its page reads.
 */
export const queries = {
  product: (slug: string, contentLocale: string) =>
    [
      `product|${slug}|${contentLocale}`,
      (signal: AbortSignal) => fetchProductBySlug(slug, contentLocale, signal),
    ] as const,
  reviews: (slug: string) =>
    [`reviews|${slug}`, (signal: AbortSignal) => fetchReviews(slug, signal)] as const,
  scope: (kind: 'category' | 'collection', slug: string, contentLocale: string) =>
    [
      `${kind}|${slug}|${contentLocale}`,
      (signal: AbortSignal) =>
        fetchScopeEntry(SCOPE_COLLECTIONS[kind], slug, contentLocale, signal),
    ] as const,
  taxonomies: (contentLocale: string) =>
    [`taxonomies|${contentLocale}`, () => fetchTaxonomies(contentLocale)] as const,
  settings: (contentLocale: string) =>
    [`settings|${contentLocale}`, () => fetchSiteSettings(contentLocale)] as const,
  search: (term: string, locale: Locale, page: number) =>
    [
      `search|${locale}|${term}|${page}`,
      (signal: AbortSignal) => fetchSearchResults(term, locale, page, signal),
    ] as const,
};

const SCOPE_COLLECTIONS = { category: 'tea-categories', collection: 'collections' } as const;

/**
 * A product list for the given filters and order, a page at a time: the first request as many
 * products as `initialShown` (so reload and back restore a longer list), then a page per "load more".
 */
export function productListPages(options: {
  contentLocale: string;
  scope: ListScope;
  filters: FilterState;
  sort: SortKey;
  initialShown: number;
}): PagesDefinition<ProductSummary, PageRequest> {
  const { contentLocale, scope, filters, sort, initialShown } = options;
  return {
    key: `list|${listKey(contentLocale, scope, filters, sort)}`,
    first: firstRequest(initialShown),
    next: (loaded, total) => (hasMore(loaded, total) ? nextRequest(loaded) : undefined),
    load: (request, signal) =>
      fetchProductPage(contentLocale, filtersToQuery(filters, scope), request, sort, signal),
  };
}

/** The product list of a page's address (its filters, order and `shown` in the query). */
export function productListOf(
  contentLocale: string,
  scope: ListScope,
  search: URLSearchParams,
): PagesDefinition<ProductSummary, PageRequest> {
  return productListPages({
    contentLocale,
    scope,
    filters: parseFilters(search.toString()),
    sort: parseSort(search),
    initialShown: parseShown(search.get('shown')),
  });
}
