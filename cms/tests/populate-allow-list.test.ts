import { api, registerMember, type ApiAnswer, type Json } from './support/api';

/**
 * `populate` for public callers is an allow-list per route: the upload plugin's `related` (which
 * lists every document using a picture, drafts included), `createdBy`/`updatedBy`, members and
 * relations read in their draft version are out of reach in every form and every locale, while
 * every query the storefront sends keeps working.
 */
const LOCALES = ['en', 'zh-Hant', 'ja-JP'];

/** The storefront's query-string encoding (`toQueryString` in shared/runtime/src/api/client.ts). */
function toQueryString(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (value: unknown, key: string) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((v, i) => add(v, `${key}[${i}]`));
    else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(v, `${key}[${k}]`);
    } else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(value, key);
  return parts.join('&');
}

/** Every key anywhere in an answer. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keysIn(v, found);
    }
  }
  return found;
}

/** Whether any object in the answer is an unpublished document. */
function hasDraft(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasDraft);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('publishedAt' in record && record.publishedAt === null) return true;
    return Object.values(record).some(hasDraft);
  }
  return false;
}

function expectNothingReached(res: ApiAnswer) {
  const keys = keysIn(res.body);
  for (const key of ['related', 'createdBy', 'updatedBy', 'users', 'user', 'email', 'password']) {
    expect(keys.has(key)).toBe(false);
  }
  expect(hasDraft(res.body?.data)).toBe(false);
}

function expectRefused(res: ApiAnswer) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    data: null,
    error: { status: 400, name: 'ValidationError', details: { param: 'populate' } },
  });
  expect(res.body.error.message).toMatch(/^populate "[\w.]+" /);
}

const REFUSED: Array<[string, string]> = [
  ['products', 'populate[thumbnailImage][populate]=related'],
  ['products', 'populate[thumbnailImage][populate][related][populate]=*'],
  ['products', 'populate[thumbnailImage][populate][0]=related'],
  ['products', 'populate=thumbnailImage.related'],
  ['products', 'populate[0]=thumbnailImage&populate[1]=thumbnailImage.related'],
  ['products', 'populate=thumbnailImage,gallery.related'],
  ['products', 'populate[gallery][populate][related][fields][0]=slug'],
  ['products', 'populate[createdBy]=*'],
  ['products', 'populate[updatedBy]=true'],
  ['products', 'populate[createdBy][fields][0]=email'],
  ['products', 'populate[thumbnailImage][populate][createdBy]=*'],
  ['products', 'populate[recommendedProducts][populate][thumbnailImage][populate]=related'],
  ['products', 'populate[recommendedProducts][populate][createdBy]=*'],
  ['products', 'populate[localizations]=*'],
  ['products', 'populate[thumbnailImage][on][api::product.product]=true'],
  ['articles', 'populate[cover][populate]=related'],
  ['articles', 'populate[cover][populate][related][populate]=*'],
  ['collections', 'populate[cover][populate]=related'],
  ['home', 'populate[heroImage][populate]=related'],
  ['home', 'populate[featuredProducts][populate][thumbnailImage][populate]=related'],
  ['home', 'populate[featuredCollections][populate][cover][populate][related]=true'],
  ['about', 'populate[image][populate]=related'],
  ['header', 'populate[createdBy]=*'],
  ['reviews', 'populate[product]=*'],
  ['reviews', 'populate[image][populate]=related'],
  ['reviews', 'populate[user]=true'],
];

describe('public populate out of the allow-list is refused in every locale', () => {
  const cases = REFUSED.flatMap(([route, q]) =>
    LOCALES.flatMap((locale) =>
      ['api', 'API'].map((api) => `/${api}/${route}?locale=${locale}&${q}`),
    ),
  );
  let through = 0;
  afterAll(() => {
    console.log(`populate probes beyond the allow-list: ${through} of ${cases.length} answered`);
  });

  test.each(cases)('GET %s', async (url) => {
    const res = await api(url);
    if (res.status === 200) through += 1;
    expectRefused(res);
    expectNothingReached(res);
  });

  test('a member is a public caller too', async () => {
    const { jwt } = await registerMember('populate');
    const res = await api('/api/products?populate[thumbnailImage][populate]=related', { jwt });
    expectRefused(res);
  });
});

describe('`*` stands for what the route allows, never more', () => {
  const STARS: Array<[string, string]> = [
    ['products', 'populate=*'],
    ['products', 'populate[thumbnailImage][populate]=*'],
    ['products', 'populate[thumbnailImage]=*&populate[recommendedProducts][populate]=*'],
    ['products', 'populate[recommendedProducts][populate][thumbnailImage][populate]=*'],
    ['products', 'populate[*]=true'],
    ['articles', 'populate=*'],
    ['articles', 'populate[cover][populate]=*'],
    ['collections', 'populate[cover][populate]=*'],
    ['home', 'populate=*'],
    ['home', 'populate[featuredProducts][populate]=*'],
    ['reviews', 'populate=*'],
    ['reviews', 'populate[image][populate]=*'],
  ];
  const cases = STARS.flatMap(([route, q]) =>
    LOCALES.map((locale) => `/api/${route}?locale=${locale}&${q}&pagination[pageSize]=100`),
  );

  test.each(cases)('GET %s', async (url) => {
    const res = await api(url);
    expect(res.status).toBe(200);
    expectNothingReached(res);
  });

  test('populate=* on a product still brings its picture and taxonomy', async () => {
    const res = await api('/api/products?locale=en&populate=*&pagination[pageSize]=1');
    expect(res.status).toBe(200);
    const [product] = res.body.data;
    expect(product.thumbnailImage.url).toMatch(/^\/uploads\//);
    expect(product.teaCategory.slug).toBeTruthy();
  });

  test("the member's own account: populate=* is the address and the role", async () => {
    const { jwt } = await registerMember('populatestar');
    const res = await api('/api/users/me?populate=*', { jwt });
    expect(res.status).toBe(200);
    expect(keysIn(res.body).has('users')).toBe(false);
    const deep = await api('/api/users/me?populate[role][populate][users]=*', { jwt });
    expectRefused(deep);
  });
});

// What the storefront sends (mf-catalog/src/api/catalogApi.ts, mf-content/src/features/content/api.ts,
// shell/src/layout/ShellChrome.tsx, shell/server/contentLookup.ts, shared/runtime/src/cart/cartApi.ts,
// shared/runtime/src/auth/authStore.ts).
const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText', 'formats'];
const CARD_FIELDS = [
  'name',
  'slug',
  'price',
  'currency',
  'productFormat',
  'sku',
  'stock',
  'ratingAverage',
  'ratingCount',
];
const cardPopulate = {
  thumbnailImage: { fields: MEDIA_FIELDS },
  teaCategory: { fields: ['name', 'slug'] },
  roastingLevel: { fields: ['name', 'slug', 'rank'] },
  caffeineLevel: { fields: ['name', 'slug', 'rank'] },
};

describe('every storefront query still works', () => {
  const first = async (locale: string): Promise<Json> =>
    (await api(`/api/products?locale=${locale}&fields[0]=slug&pagination[pageSize]=1`)).body
      .data[0];

  test.each(LOCALES)('product list, product page and cart line in %s', async (locale) => {
    const list = await api(
      `/api/products?${toQueryString({
        locale,
        fields: CARD_FIELDS,
        populate: cardPopulate,
        filters: { price: { $gte: 0 } },
        sort: ['price:asc'],
        pagination: { start: 0, limit: 12, withCount: true },
      })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data[0].thumbnailImage.url).toBeTruthy();
    expect(list.body.data[0].teaCategory.slug).toBeTruthy();

    const { slug, documentId } = await first(locale);
    const page = await api(
      `/api/products?${toQueryString({
        locale,
        filters: { slug: { $eq: slug } },
        populate: {
          ...cardPopulate,
          gallery: { fields: MEDIA_FIELDS },
          brewingGuide: true,
          collections: { fields: ['name', 'slug'] },
          recommendedProducts: { fields: CARD_FIELDS, populate: cardPopulate },
        },
        pagination: { pageSize: 1 },
      })}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.data[0].slug).toBe(slug);
    expect(page.body.data[0]).toHaveProperty('brewingGuide');
    expect(page.body.data[0]).toHaveProperty('recommendedProducts');

    const line = await api(
      `/api/products/${documentId}?${toQueryString({
        locale,
        fields: ['name', 'price', 'slug', 'currency', 'productFormat', 'sku', 'updatedAt'],
        populate: { thumbnailImage: { fields: ['url', 'formats'] } },
      })}`,
    );
    expect(line.status).toBe(200);
    expect(line.body.data.thumbnailImage.url).toBeTruthy();

    const lookup = await api(
      `/api/products?filters[slug][$eq]=${slug}&locale=${locale}&pagination[pageSize]=1` +
        '&fields[0]=slug&populate[thumbnailImage][fields][0]=url&populate[thumbnailImage][fields][1]=formats',
    );
    expect(lookup.status).toBe(200);
    expect(lookup.body.data[0].thumbnailImage.url).toBeTruthy();
  });

  test.each(LOCALES)('home, news, header, footer, about and FAQ in %s', async (locale) => {
    const queries: Array<[string, Record<string, unknown>]> = [
      [
        '/home',
        {
          locale,
          populate: {
            heroImage: true,
            featuredCollections: { populate: { cover: true } },
            featuredProducts: { populate: { thumbnailImage: true } },
          },
        },
      ],
      [
        '/articles',
        {
          locale,
          fields: ['title', 'slug', 'excerpt', 'tags', 'publishDate'],
          populate: { cover: true },
          sort: ['publishDate:desc', 'id:desc'],
          pagination: { page: 1, pageSize: 6, withCount: true },
        },
      ],
      [
        '/header',
        {
          locale,
          populate: { headerMenuItem: { populate: { subMenu: { populate: { list: true } } } } },
        },
      ],
      ['/footer', { locale, populate: { footerMenu: { populate: { subMenu: true } } } }],
      ['/about', { locale, populate: { image: true } }],
      ['/privacy', { locale }],
      ['/faq', { locale, populate: { items: true } }],
      ['/collections', { locale, populate: { cover: true } }],
    ];
    for (const [path, query] of queries) {
      const res = await api(`/api${path}?${toQueryString(query)}`);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expectNothingReached(res);
    }
    const home = await api(`/api/home?${toQueryString(queries[0]![1])}`);
    expect(home.body.data.featuredProducts[0].thumbnailImage.url).toBeTruthy();
  });

  test('reviews with their pictures, and the member with the address', async () => {
    const reviews = await api(
      `/api/reviews?${toQueryString({
        filters: { product: { slug: { $eq: 'hojicha' } } },
        fields: ['rating', 'headline', 'body', 'publicName', 'createdAt', 'verifiedPurchase'],
        populate: { image: { fields: MEDIA_FIELDS } },
        sort: ['createdAt:desc'],
        pagination: { pageSize: 100 },
      })}`,
    );
    expect(reviews.status).toBe(200);
    const { jwt } = await registerMember('populateme');
    const me = await api('/api/users/me?populate=shippingAddress', { jwt });
    expect(me.status).toBe(200);
    expect(me.body).toHaveProperty('shippingAddress');
  });
});
