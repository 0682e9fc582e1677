import { metaDescription, seoLinks, serializeJsonLd } from './seo';

describe('SEO helpers', () => {
  it('escapes JSON-LD so content cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a & b > c' });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({
      name: '</script><script>alert(1)</script>',
      note: 'a & b > c',
    });
  });

  it('gives the canonical URL of the locale and hreflang alternates for en, zh and jp', () => {
    expect(seoLinks('https://shop.example', '/products/sencha', 'jp')).toEqual([
      { rel: 'canonical', href: 'https://shop.example/jp/products/sencha' },
      { rel: 'alternate', hreflang: 'en', href: 'https://shop.example/products/sencha' },
      { rel: 'alternate', hreflang: 'zh-Hant', href: 'https://shop.example/zh/products/sencha' },
      { rel: 'alternate', hreflang: 'ja', href: 'https://shop.example/jp/products/sencha' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://shop.example/products/sencha' },
    ]);
  });

  it('cuts long descriptions at a word', () => {
    expect(metaDescription('  short\n text ')).toBe('short text');
    const long = metaDescription('word '.repeat(60), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
  });
});
