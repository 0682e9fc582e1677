import { filtersToSearch, listKey, parseFilters } from './filterState';
import {
  DEFAULT_SORT,
  SORT_KEYS,
  SORT_QUERY,
  parseSort,
  sortToQuery,
  sortToSearch,
} from './sortState';

describe('sort order in the URL', () => {
  it('reads each order and round-trips it through the query string', () => {
    for (const sort of SORT_KEYS) {
      const search = sortToSearch(sort, '?category=green&evening=1');
      expect(parseSort(search)).toBe(sort);
      expect(parseSort(new URLSearchParams(search))).toBe(sort);
      // the filters stay as they were
      expect(parseFilters(search)).toEqual(parseFilters('?category=green&evening=1'));
    }
  });

  it('leaves featured, the default, out of the URL', () => {
    expect(DEFAULT_SORT).toBe('featured');
    expect(sortToSearch('featured', '?sort=rating')).toBe('');
    expect(sortToSearch('featured', '?roast=light&sort=newest')).toBe('?roast=light');
    expect(parseSort('')).toBe('featured');
  });

  it('falls back to featured for unknown or malformed values', () => {
    for (const raw of [
      '?sort=cheapest',
      '?sort=',
      '?sort=price',
      '?sort=<script>',
      '?sort=name:asc',
    ]) {
      expect(parseSort(raw)).toBe('featured');
    }
    expect(parseSort('?sort=PRICE-DESC')).toBe('price-desc');
  });

  it('keeps the filters and other parameters, and starts the list over', () => {
    expect(sortToSearch('price-desc', '?category=green,oolong&roast=light&shown=36&utm=x')).toBe(
      '?category=green,oolong&roast=light&utm=x&sort=price-desc',
    );
    expect(sortToSearch('rating', '?sort=newest&shown=24')).toBe('?sort=rating');
  });

  it('is kept when the filters change', () => {
    expect(filtersToSearch(parseFilters('?roast=light'), '?sort=price-asc&shown=24')).toBe(
      '?sort=price-asc&roast=light',
    );
  });

  it('gives a new list key for a new order', () => {
    const filters = parseFilters('?roast=light');
    const featured = listKey('en', { kind: 'all' }, filters, 'featured');
    expect(listKey('en', { kind: 'all' }, filters)).toBe(featured);
    const keys = new Set(SORT_KEYS.map((sort) => listKey('en', { kind: 'all' }, filters, sort)));
    expect(keys.size).toBe(SORT_KEYS.length);
  });
});

describe('sort order for the content backend', () => {
  it('maps each order to the cms sort, ending in the unique documentId', () => {
    expect(sortToQuery('featured')).toEqual(['featuredRank:desc', 'name:asc', 'documentId:asc']);
    expect(sortToQuery('price-asc')).toEqual(['price:asc', 'name:asc', 'documentId:asc']);
    expect(sortToQuery('price-desc')).toEqual(['price:desc', 'name:asc', 'documentId:asc']);
    expect(sortToQuery('newest')).toEqual(['createdAt:desc', 'documentId:asc']);
    expect(sortToQuery('rating')).toEqual([
      'ratingAverage:desc',
      'ratingCount:desc',
      'name:asc',
      'documentId:asc',
    ]);
    for (const sort of SORT_KEYS) expect(SORT_QUERY[sort].at(-1)).toBe('documentId:asc');
  });

  it('hands out a copy, so a caller cannot change the mapping', () => {
    sortToQuery('newest').push('name:asc');
    expect(sortToQuery('newest')).toEqual(['createdAt:desc', 'documentId:asc']);
  });
});
