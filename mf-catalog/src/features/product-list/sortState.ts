/**
 * Sort order of a product list, kept in the URL next to the filters (`?roast=light&sort=price-asc`)
 * so a sorted list survives reload and back/forward and a shared link shows the same order.
 * "Featured" is the default and is left out of the URL; an unknown value reads as featured.
 */

export type SortKey = 'featured' | 'price-asc' | 'price-desc' | 'newest' | 'rating';

/** In the order the sort menu offers them. */
export const SORT_KEYS: readonly SortKey[] = [
  'featured',
  'price-asc',
  'price-desc',
  'newest',
  'rating',
];

export const DEFAULT_SORT: SortKey = 'featured';

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

export function parseSort(search: string | URLSearchParams): SortKey {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('sort')?.trim().toLowerCase();
  return isSortKey(value) ? value : DEFAULT_SORT;
}

/**
 * Writes the sort into a query string, keeping the filters and other parameters of `current`.
 * A new order starts the list over, so `shown` is dropped.
 */
export function sortToSearch(sort: SortKey, current: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(current);
  if (sort === DEFAULT_SORT) params.delete('sort');
  else params.set('sort', sort);
  params.delete('shown');
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/**
 * The content backend's `sort` of each order, ending in a unique field so that pages of a list
 * never overlap or skip a product. The cms keeps `featuredRank` (set by editors, higher first)
 * and `ratingAverage` / `ratingCount` (from the reviews) on every product.
 */
export const SORT_QUERY: Readonly<Record<SortKey, readonly string[]>> = {
  featured: ['featuredRank:desc', 'name:asc', 'documentId:asc'],
  'price-asc': ['price:asc', 'name:asc', 'documentId:asc'],
  'price-desc': ['price:desc', 'name:asc', 'documentId:asc'],
  newest: ['createdAt:desc', 'documentId:asc'],
  rating: ['ratingAverage:desc', 'ratingCount:desc', 'name:asc', 'documentId:asc'],
};

export function sortToQuery(sort: SortKey): string[] {
  return [...SORT_QUERY[sort]];
}
