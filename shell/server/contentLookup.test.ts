import { CACHE_LIMIT, cachedEntries, lookupContent } from './contentLookup';

const lookup = { collection: 'articles', field: 'slug', param: 'slug' };

function fakeCms(known: string[]) {
  const calls: string[] = [];
  const impl = (async (url: string) => {
    calls.push(url);
    const slug = new URL(url).searchParams.get('filters[slug][$eq]') ?? '';
    const data = known.includes(slug) ? [{ title: `Tea ${slug}` }] : [];
    return new Response(JSON.stringify({ data }), { status: 200 });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('content lookup', () => {
  it('answers known and unknown slugs once per minute, asking only for the slug', async () => {
    const cms = fakeCms(['sencha']);
    const found = await lookupContent('http://cms', lookup, 'sencha', 'en', cms.impl);
    expect(found).toEqual({ exists: true });
    // The page's head comes from its route: the lookup reads nothing else of the article.
    const asked = new URL(cms.calls[0] ?? '').searchParams;
    expect([...asked.keys()].filter((k) => /^(fields|populate)/.test(k))).toEqual(['fields[0]']);
    expect(asked.get('fields[0]')).toBe('slug');
    expect(await lookupContent('http://cms', lookup, 'nope', 'en', cms.impl)).toEqual({
      exists: false,
    });
    await lookupContent('http://cms', lookup, 'sencha', 'en', cms.impl);
    expect(cms.calls).toHaveLength(2);
  });

  it('keeps a bounded number of entries however many made-up slugs are requested', async () => {
    const cms = fakeCms([]);
    for (let i = 0; i < CACHE_LIMIT + 250; i += 1) {
      await lookupContent('http://cms', lookup, `made-up-${i}`, 'jp', cms.impl);
    }
    expect(cachedEntries()).toBeLessThanOrEqual(CACHE_LIMIT);
  });

  it('says "unknown" when the content backend cannot answer', async () => {
    const failing = (async () => {
      throw new Error('down');
    }) as unknown as typeof fetch;
    expect(await lookupContent('http://cms', lookup, 'x', 'zh', failing)).toBeNull();
  });
});
