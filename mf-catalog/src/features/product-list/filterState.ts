/**
 * Filter state of a product list, kept in the URL query so a filtered list can be shared and
 * survives reload and back/forward:
 *   ?category=green,oolong&roast=light&caffeine=low&evening=1&shown=24
 * Values are slugs; several values of one filter are alternatives (OR), different filters combine
 * (AND). `shown` remembers how many products were loaded with "load more"; the order is in
 * `sort` (`sortState.ts`), kept by the filters as they keep every other parameter.
 */

import { DEFAULT_SORT, type SortKey } from './sortState';

export type FilterKey = 'category' | 'roast' | 'caffeine';
export const FILTER_KEYS: readonly FilterKey[] = ['category', 'roast', 'caffeine'];

export interface FilterState {
  category: string[];
  roast: string[];
  caffeine: string[];
  /** Low or no caffeine only (caffeine rank <= 1). */
  evening: boolean;
}

export const EMPTY_FILTERS: FilterState = { category: [], roast: [], caffeine: [], evening: false };

/** Highest caffeine rank counted as evening-safe (0 none, 1 low). */
export const EVENING_SAFE_MAX_RANK = 1;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_VALUES = 20;

function parseList(raw: string | null): string[] {
  if (!raw) return [];
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const value = part.trim().toLowerCase();
    if (SLUG.test(value)) seen.add(value);
    if (seen.size >= MAX_VALUES) break;
  }
  return [...seen].sort();
}

/**
 * Reads the filters from a query. A filter's values come comma-separated (the shop's own links) or
 * as repeated parameters (the filter form sent by the browser itself, before the page is live).
 */
export function parseFilters(search: string | URLSearchParams): FilterState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const evening = params.get('evening');
  const list = (key: FilterKey) => parseList(params.getAll(key).join(','));
  return {
    category: list('category'),
    roast: list('roast'),
    caffeine: list('caffeine'),
    evening: evening === '1' || evening === 'true',
  };
}

/** Whether any filter is set. */
export function hasFilters(state: FilterState): boolean {
  return state.evening || FILTER_KEYS.some((key) => state[key].length > 0);
}

/**
 * Writes the filters into a query string, keeping unrelated parameters of `current`. Changing the
 * filters starts the list over, so `shown` is dropped.
 */
export function filtersToSearch(
  state: FilterState,
  current: string | URLSearchParams = '',
): string {
  const params = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    const values = [...new Set(state[key])].sort();
    if (values.length > 0) params.set(key, values.join(','));
    else params.delete(key);
  }
  if (state.evening) params.set('evening', '1');
  else params.delete('evening');
  params.delete('shown');
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** Adds the value to a filter, or removes it when present. */
export function toggleFilter(state: FilterState, key: FilterKey, value: string): FilterState {
  const list = state[key];
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value].sort();
  return { ...state, [key]: next };
}

/** What the list is limited to, besides the filters (category or collection pages). */
export type ListScope =
  { kind: 'all' } | { kind: 'category'; slug: string } | { kind: 'collection'; slug: string };

/** The content backend query (`filters[...]`) of a filter state within a scope. */
export function filtersToQuery(state: FilterState, scope: ListScope): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (scope.kind === 'category') and.push({ teaCategory: { slug: { $eq: scope.slug } } });
  if (scope.kind === 'collection') and.push({ collections: { slug: { $eq: scope.slug } } });
  if (state.category.length > 0) and.push({ teaCategory: { slug: { $in: state.category } } });
  if (state.roast.length > 0) and.push({ roastingLevel: { slug: { $in: state.roast } } });
  if (state.caffeine.length > 0) and.push({ caffeineLevel: { slug: { $in: state.caffeine } } });
  if (state.evening) and.push({ caffeineLevel: { rank: { $lte: EVENING_SAFE_MAX_RANK } } });
  return and.length > 0 ? { $and: and } : {};
}

/** Stable identity of a list request: the list starts over when this changes. */
export function listKey(
  locale: string,
  scope: ListScope,
  state: FilterState,
  sort: SortKey = DEFAULT_SORT,
): string {
  return JSON.stringify([
    locale,
    scope,
    state.category,
    state.roast,
    state.caffeine,
    state.evening,
    sort,
  ]);
}
