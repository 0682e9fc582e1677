import { hasTag, takeTagFilter } from './tag-filter';

describe('takeTagFilter', () => {
  test('no filters or no tag condition: nothing taken', () => {
    expect(takeTagFilter(undefined)).toEqual({ tag: null, rest: undefined });
    const filters = { slug: { $eq: 'a' } };
    expect(takeTagFilter(filters)).toEqual({ tag: null, rest: filters });
  });

  test('the tag bare or as a JSON string, the other filters kept', () => {
    expect(takeTagFilter({ tags: { $contains: 'tea-knowledge' } })).toEqual({
      tag: 'tea-knowledge',
      rest: undefined,
    });
    expect(takeTagFilter({ tags: { $contains: '"latest"' }, slug: { $ne: 'x' } })).toEqual({
      tag: 'latest',
      rest: { slug: { $ne: 'x' } },
    });
    expect(takeTagFilter({ tags: { $contains: '"unclosed' } }).tag).toBe('"unclosed');
  });

  test('other conditions on tags are refused', () => {
    for (const tags of [
      'latest',
      { $eq: 'latest' },
      { $contains: '' },
      { $contains: ['latest'] },
      { $contains: 'latest', $notContains: 'x' },
      { $containsi: 'latest' },
    ]) {
      expect(takeTagFilter({ tags })).toMatchObject({ tag: null, invalid: true });
    }
  });
});

describe('hasTag', () => {
  test('exact members of the array only', () => {
    expect(hasTag(['tea-knowledge', 'latest'], 'latest')).toBe(true);
    expect(hasTag(['tea-knowledge'], 'tea')).toBe(false);
    expect(hasTag(null, 'latest')).toBe(false);
    expect(hasTag('["latest"]', 'latest')).toBe(false);
  });
});
