import * as seed from '../src/seed/data';
import { api } from './support/api';
import type { Json } from './support/api';

const LOCALES = [
  ['en', 'en', 'USD'],
  ['zh-Hant', 'zh', 'TWD'],
  ['ja-JP', 'jp', 'JPY'],
] as const;

describe('seeded content in every locale', () => {
  test.each(LOCALES)('%s has every catalogue type with its own texts', async (locale, lang) => {
    const cases: Array<[string, number, (row: Json) => void]> = [
      ['products', seed.products.length, () => undefined],
      ['tea-categories', seed.categories.length, () => undefined],
      ['collections', seed.collections.length, () => undefined],
      ['roasting-levels', seed.roastingLevels.length, () => undefined],
      ['caffeine-levels', seed.caffeineLevels.length, () => undefined],
      ['articles', seed.articles.length, () => undefined],
      ['shipping-methods', seed.shippingMethods.length, () => undefined],
    ];
    for (const [collection, count] of cases) {
      const res = await api(`/api/${collection}?locale=${locale}&pagination[pageSize]=1`);
      expect(res.status).toBe(200);
      expect(res.body.meta.pagination.total).toBe(count);
      expect(res.body.data[0].locale).toBe(locale);
    }
    const category = seed.categories[0]!;
    const res = await api(
      `/api/tea-categories?locale=${locale}&filters[slug][$eq]=${category.slug}`,
    );
    expect(res.body.data[0].name).toBe(category.name[lang]);
  });

  test.each(LOCALES)('%s has every single type', async (locale, lang) => {
    for (const single of ['header', 'footer', 'home', 'about', 'privacy', 'faq', 'site-setting']) {
      const res = await api(`/api/${single}?locale=${locale}`);
      expect({ single, status: res.status }).toEqual({ single, status: 200 });
      expect(res.body.data.locale).toBe(locale);
    }
    const about = await api(`/api/about?locale=${locale}`);
    expect(about.body.data.title).toBe(seed.about.title[lang]);
  });

  test.each(LOCALES)(
    '%s product prices are in the shop currency of the locale',
    async (locale, lang, currency) => {
      const product = seed.products[3]!;
      const res = await api(`/api/products?locale=${locale}&filters[slug][$eq]=${product.slug}`);
      expect(res.body.data).toHaveLength(1);
      const row = res.body.data[0];
      expect(row.name).toBe(product.name[lang]);
      expect(row.currency).toBe(currency);
      expect(Number(row.price)).toBe(product.price[currency]);
      expect(row.description[0]).toEqual({
        type: 'paragraph',
        children: [{ type: 'text', text: product.description[lang][0] }],
      });
    },
  );

  test('the same slug addresses the same tea in every locale', async () => {
    const slug = seed.products[0]!.slug;
    const ids = new Set<string>();
    for (const [locale] of LOCALES) {
      const res = await api(`/api/products?locale=${locale}&filters[slug][$eq]=${slug}`);
      ids.add(res.body.data[0].documentId);
    }
    expect(ids.size).toBe(1);
  });
});

describe('query shapes of the storefront', () => {
  test('catalogue page: 12 per page with the thumbnail populated and load more', async () => {
    const first = await api(
      '/api/products?locale=en&pagination[pageSize]=12&populate=thumbnailImage&sort=name:asc',
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(12);
    expect(first.body.meta.pagination).toMatchObject({
      page: 1,
      pageSize: 12,
      total: seed.products.length,
    });
    const thumb = first.body.data[0].thumbnailImage;
    expect(thumb.url).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(thumb.formats.thumbnail.url).toMatch(/^\/uploads\/thumbnail_/);
    const image = await fetch(`${process.env.CMS_TEST_URL}${thumb.formats.thumbnail.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const second = await api(
      '/api/products?locale=en&pagination[page]=2&pagination[pageSize]=12&sort=name:asc',
    );
    const firstSlugs = new Set(first.body.data.map((p: Json) => p.slug));
    expect(second.body.data.some((p: Json) => firstSlugs.has(p.slug))).toBe(false);
  });

  test.each([
    ['teaCategory', 'oolong', (p: seed.Product) => p.category === 'oolong'],
    ['roastingLevel', 'heavy', (p: seed.Product) => p.roast === 'heavy'],
    ['caffeineLevel', 'none', (p: seed.Product) => p.caffeine === 'none'],
  ])('filter by %s slug %s', async (relation, slug, expected) => {
    const want = seed.products
      .filter(expected)
      .map((p) => p.slug)
      .sort();
    expect(want.length).toBeGreaterThan(0);
    for (const locale of ['en', 'ja-JP']) {
      const res = await api(
        `/api/products?locale=${locale}&filters[${relation}][slug][$eq]=${slug}&fields[0]=slug&pagination[pageSize]=100`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: Json) => p.slug).sort()).toEqual(want);
    }
  });

  test('combined filters (category and evening-safe caffeine) and a no-match answer', async () => {
    const want = seed.products
      .filter((p) => p.category === 'oolong' && ['none', 'low'].includes(p.caffeine))
      .map((p) => p.slug)
      .sort();
    const res = await api(
      '/api/products?locale=zh-Hant&filters[teaCategory][slug][$eq]=oolong&filters[caffeineLevel][rank][$lte]=1&fields[0]=slug&pagination[pageSize]=100',
    );
    expect(res.body.data.map((p: Json) => p.slug).sort()).toEqual(want);
    const none = await api(
      '/api/products?locale=en&filters[teaCategory][slug][$eq]=no-such-category',
    );
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.pagination.total).toBe(0);
  });

  test('product detail by slug with relations, brewing guide and recommendations', async () => {
    const product = seed.products.find((p) => p.recommended.length > 0)!;
    const res = await api(
      `/api/products?locale=ja-JP&filters[slug][$eq]=${product.slug}` +
        '&populate[thumbnailImage]=true&populate[gallery]=true&populate[brewingGuide]=true' +
        '&populate[teaCategory]=true&populate[roastingLevel]=true&populate[caffeineLevel]=true' +
        '&populate[collections]=true&populate[recommendedProducts][populate]=thumbnailImage',
    );
    const row = res.body.data[0];
    expect(row.brewingGuide).toMatchObject(product.brewing);
    expect(row.teaCategory.slug).toBe(product.category);
    expect(row.teaCategory.locale).toBe('ja-JP');
    expect(row.roastingLevel.slug).toBe(product.roast);
    expect(row.caffeineLevel.slug).toBe(product.caffeine);
    expect(row.collections.map((c: Json) => c.slug).sort()).toEqual(
      [...product.collections].sort(),
    );
    expect(row.recommendedProducts.map((p: Json) => p.slug).sort()).toEqual(
      [...product.recommended].sort(),
    );
    expect(row.recommendedProducts[0].locale).toBe('ja-JP');
    expect(row.recommendedProducts[0].thumbnailImage.url).toMatch(/^\/uploads\//);
    expect(row.gallery.length).toBeGreaterThanOrEqual(1);
  });

  test('cart add reads a product by documentId with the fields the cart needs', async () => {
    const list = await api('/api/products?locale=en&pagination[pageSize]=1');
    const id = list.body.data[0].documentId;
    const res = await api(
      `/api/products/${id}?locale=en&fields[0]=name&fields[1]=price&fields[2]=slug&fields[3]=currency&fields[4]=productFormat&fields[5]=sku&fields[6]=updatedAt&populate=thumbnailImage`,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'currency',
        'documentId',
        'id',
        'name',
        'price',
        'productFormat',
        'sku',
        'slug',
        'thumbnailImage',
        'updatedAt',
      ].sort(),
    );
  });

  test('header and footer populate their menus', async () => {
    const header = await api(
      '/api/header?locale=zh-Hant&fields[0]=enableHeaderNotification&fields[1]=headerNotificationText&populate[headerMenuItem][populate][subMenu][populate]=list',
    );
    expect(header.status).toBe(200);
    const items = header.body.data.headerMenuItem;
    expect(items.map((i: Json) => i.label)).toEqual(
      seed.header.headerMenuItem.map((i) => i.label.zh),
    );
    const withSub = seed.header.headerMenuItem.findIndex((i) => i.subMenu.length > 0);
    if (withSub >= 0) {
      expect(items[withSub].subMenu[0].list[0].label).toBe(
        seed.header.headerMenuItem[withSub]!.subMenu[0]!.list[0]!.label.zh,
      );
    }
    const footer = await api('/api/footer?locale=ja-JP&populate[footerMenu][populate]=subMenu');
    expect(footer.body.data.footerMenu).toHaveLength(seed.footer.footerMenu.length);
    expect(footer.body.data.footerMenu[0].label).toBe(seed.footer.footerMenu[0]!.label.jp);
    expect(footer.body.data.footerMenu[0].subMenu.length).toBeGreaterThan(0);
  });

  test('articles filtered by tag, newest first, with counts', async () => {
    const knowledge = seed.articles.filter((a) => a.tags.includes('tea-knowledge'));
    const res = await api(
      '/api/articles?locale=en&filters[tags][$contains]=tea-knowledge&sort=publishDate:desc&pagination[pageSize]=6&populate=cover',
    );
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination.total).toBe(knowledge.length);
    const dates = res.body.data.map((a: Json) => a.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.data[0].cover.formats.thumbnail.url).toMatch(/^\/uploads\//);
  });

  test('a tag filter selects the articles carrying that tag, the tag bare or as a JSON string', async () => {
    const slugsOf = async (query: string) => {
      const res = await api(
        `/api/articles?locale=en&${query}&fields[0]=slug&pagination[pageSize]=100`,
      );
      expect(res.status).toBe(200);
      return res.body.data.map((a: Json) => a.slug as string).sort();
    };
    const expected = (tag: string) =>
      seed.articles
        .filter((a) => (a.tags as string[]).includes(tag))
        .map((a) => a.slug)
        .sort();
    expect(await slugsOf('filters[tags][$contains]=%22latest%22')).toEqual(expected('latest'));
    expect(await slugsOf('filters[tags][$contains]=tea-knowledge')).toEqual(
      expected('tea-knowledge'),
    );
    // a tag is a whole member of the list, not a piece of its text
    expect(await slugsOf('filters[tags][$contains]=tea')).toEqual([]);
    // combined with other filters
    const [first] = expected('latest');
    expect(await slugsOf(`filters[tags][$contains]=latest&filters[slug][$eq]=${first}`)).toEqual([
      first,
    ]);
    const other = await api('/api/articles?filters[tags][$containsi]=latest');
    expect(other.status).toBe(400);
  });

  test('text filters: $contains and $startsWith match the case, $containsi ignores it', async () => {
    const total = async (filter: string, locale = 'en') =>
      (await api(`/api/products?locale=${locale}&${filter}&fields[0]=slug&pagination[pageSize]=1`))
        .body.meta.pagination.total as number;
    const names = (lang: 'en' | 'jp') => seed.products.map((p) => p.name[lang]);
    const count = (list: string[], match: (name: string) => boolean) => list.filter(match).length;

    const capitalised = count(names('en'), (n) => n.includes('Oolong'));
    expect(capitalised).toBeGreaterThan(0);
    expect(await total('filters[name][$contains]=Oolong')).toBe(capitalised);
    expect(await total('filters[name][$contains]=oolong')).toBe(
      count(names('en'), (n) => n.includes('oolong')),
    );
    expect(await total('filters[name][$containsi]=oolong')).toBe(
      count(names('en'), (n) => n.toLowerCase().includes('oolong')),
    );
    expect(await total('filters[name][$startsWith]=ali')).toBe(
      count(names('en'), (n) => n.startsWith('ali')),
    );
    expect(await total('filters[name][$startsWithi]=ali')).toBe(
      count(names('en'), (n) => n.toLowerCase().startsWith('ali')),
    );
    expect(await total(`filters[name][$contains]=${encodeURIComponent('烏龍')}`, 'ja-JP')).toBe(
      count(names('jp'), (n) => n.includes('烏龍')),
    );
  });

  test('home features collections and products; site settings carry the free-shipping threshold', async () => {
    const home = await api(
      '/api/home?locale=en&populate[heroImage]=true&populate[featuredCollections]=true&populate[featuredProducts][populate]=thumbnailImage',
    );
    expect(home.body.data.featuredCollections.map((c: Json) => c.slug)).toEqual(
      seed.home.featuredCollections,
    );
    expect(home.body.data.featuredProducts.map((p: Json) => p.slug)).toEqual(
      seed.home.featuredProducts,
    );
    for (const [locale, lang] of [
      ['en', 'en'],
      ['zh-Hant', 'zh'],
      ['ja-JP', 'jp'],
    ] as const) {
      const settings = await api(`/api/site-setting?locale=${locale}`);
      expect(Number(settings.body.data.freeShippingThreshold)).toBe(
        seed.siteSettings.freeShippingThreshold[lang],
      );
      expect(settings.body.data.multiLanguageEnabled).toBe(true);
    }
  });

  test('reviews of a product are public, with the public name and without the author', async () => {
    const slug = seed.reviews[0]!.productSlug;
    const expected = seed.reviews.filter((r) => r.productSlug === slug).length;
    const res = await api(`/api/reviews?filters[product][slug][$eq]=${slug}&sort=createdAt:desc`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(expected);
    expect(res.body.data[0].publicName).toBeTruthy();
    expect(res.body.data[0]).not.toHaveProperty('user');
    // asking for the private author is refused
    const withUser = await api(`/api/reviews?filters[product][slug][$eq]=${slug}&populate=user`);
    expect(withUser.status).toBe(400);
    expect(JSON.stringify(withUser.body)).not.toContain('@');
  });

  test('commerce records and users are not listed publicly', async () => {
    for (const url of [
      '/api/orders',
      '/api/coupons',
      '/api/contact-messages',
      '/api/newsletter-subscribers',
      '/api/users',
    ]) {
      const res = await api(url);
      expect([401, 403, 404, 405]).toContain(res.status);
    }
  });
});
