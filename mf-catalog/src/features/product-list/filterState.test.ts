import {
  EMPTY_FILTERS,
  filtersToQuery,
  filtersToSearch,
  hasFilters,
  listKey,
  parseFilters,
  toggleFilter,
} from './filterState';

describe('filter state in the URL', () => {
  it('reads combined filters, sorted and de-duplicated', () => {
    expect(parseFilters('?category=oolong,green,green&roast=light&caffeine=low&evening=1')).toEqual(
      {
        category: ['green', 'oolong'],
        roast: ['light'],
        caffeine: ['low'],
        evening: true,
      },
    );
  });

  it('ignores values that are not slugs and treats a missing query as no filters', () => {
    expect(parseFilters('?category=<script>,green,,../x&evening=yes')).toEqual({
      ...EMPTY_FILTERS,
      category: ['green'],
    });
    expect(parseFilters('')).toEqual(EMPTY_FILTERS);
    expect(hasFilters(parseFilters(''))).toBe(false);
  });

  it('reads the filter form as the browser sends it (repeated parameters)', () => {
    expect(parseFilters('?category=oolong&category=green&roast=light&evening=1')).toEqual({
      ...EMPTY_FILTERS,
      category: ['green', 'oolong'],
      roast: ['light'],
      evening: true,
    });
  });

  it('writes filters back so that reading gives the same state (shareable links)', () => {
    const state = { category: ['oolong', 'green'], roast: [], caffeine: ['none'], evening: true };
    const search = filtersToSearch(state);
    expect(search).toBe('?category=green,oolong&caffeine=none&evening=1');
    expect(parseFilters(search)).toEqual({ ...state, category: ['green', 'oolong'] });
  });

  it('keeps unrelated parameters, drops cleared filters and starts the list over', () => {
    const search = filtersToSearch(
      { ...EMPTY_FILTERS, roast: ['dark'] },
      '?utm_source=mail&category=green&evening=1&shown=36',
    );
    const params = new URLSearchParams(search);
    expect(params.get('utm_source')).toBe('mail');
    expect(params.get('roast')).toBe('dark');
    expect(params.has('category')).toBe(false);
    expect(params.has('evening')).toBe(false);
    expect(params.has('shown')).toBe(false);
    expect(filtersToSearch(EMPTY_FILTERS, '?shown=24')).toBe('');
  });

  it('toggles one value of a filter on and off', () => {
    const on = toggleFilter(EMPTY_FILTERS, 'roast', 'medium');
    expect(on.roast).toEqual(['medium']);
    const two = toggleFilter(on, 'roast', 'light');
    expect(two.roast).toEqual(['light', 'medium']);
    expect(toggleFilter(two, 'roast', 'medium').roast).toEqual(['light']);
  });
});

describe('filters as a content backend query', () => {
  it('combines filters with AND and values of one filter with $in', () => {
    const query = filtersToQuery(
      { category: ['green', 'oolong'], roast: ['light'], caffeine: [], evening: true },
      { kind: 'all' },
    );
    expect(query).toEqual({
      $and: [
        { teaCategory: { slug: { $in: ['green', 'oolong'] } } },
        { roastingLevel: { slug: { $in: ['light'] } } },
        { caffeineLevel: { rank: { $lte: 1 } } },
      ],
    });
  });

  it('scopes the list to a category or a collection', () => {
    expect(filtersToQuery(EMPTY_FILTERS, { kind: 'category', slug: 'black' })).toEqual({
      $and: [{ teaCategory: { slug: { $eq: 'black' } } }],
    });
    expect(
      filtersToQuery(
        { ...EMPTY_FILTERS, caffeine: ['high'] },
        { kind: 'collection', slug: 'gifts' },
      ),
    ).toEqual({
      $and: [
        { collections: { slug: { $eq: 'gifts' } } },
        { caffeineLevel: { slug: { $in: ['high'] } } },
      ],
    });
    expect(filtersToQuery(EMPTY_FILTERS, { kind: 'all' })).toEqual({});
  });

  it('gives a new list key only when locale, scope or filters change', () => {
    const a = listKey('en', { kind: 'all' }, parseFilters('?roast=light&shown=24'));
    expect(listKey('en', { kind: 'all' }, parseFilters('?roast=light&shown=36'))).toBe(a);
    expect(listKey('ja-JP', { kind: 'all' }, parseFilters('?roast=light'))).not.toBe(a);
    expect(listKey('en', { kind: 'all' }, parseFilters('?roast=light&evening=1'))).not.toBe(a);
  });
});
