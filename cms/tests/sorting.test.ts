import * as seed from '../src/seed/data';
import { api, dbRows, login, registerMember } from './support/api';
import type { Json } from './support/api';
import { asEditor, editor } from './support/editor';
import { receivedOrder } from './support/orders';

/**
 * Product lists are sorted by the content API with the storefront's sort parameters: featured,
 * price both ways, newest and best rated, each ending in a unique field so pages never overlap.
 * "Best rated" reads `ratingAverage` / `ratingCount`, which the cms keeps equal to the product's
 * reviews on every row of the product (all locales, draft and published).
 */

const SORTS = {
  featured: ['featuredRank:desc', 'name:asc', 'documentId:asc'],
  'price-asc': ['price:asc', 'name:asc', 'documentId:asc'],
  'price-desc': ['price:desc', 'name:asc', 'documentId:asc'],
  newest: ['createdAt:desc', 'documentId:asc'],
  rating: ['ratingAverage:desc', 'ratingCount:desc', 'name:asc', 'documentId:asc'],
} as const;
type SortName = keyof typeof SORTS;

const LOCALES = ['en', 'zh-Hant', 'ja-JP'] as const;
const FIELDS = [
  'name',
  'slug',
  'price',
  'featuredRank',
  'ratingAverage',
  'ratingCount',
  'createdAt',
];

interface Card {
  documentId: string;
  name: string;
  slug: string;
  price: number;
  featuredRank: number;
  ratingAverage: number;
  ratingCount: number;
  createdAt: string;
}

/** Text order of both test databases: by code point. */
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const time = (value: string) => new Date(value).getTime();

const COMPARE: Record<SortName, (a: Card, b: Card) => number> = {
  featured: (a, b) =>
    b.featuredRank - a.featuredRank || text(a.name, b.name) || text(a.documentId, b.documentId),
  'price-asc': (a, b) =>
    a.price - b.price || text(a.name, b.name) || text(a.documentId, b.documentId),
  'price-desc': (a, b) =>
    b.price - a.price || text(a.name, b.name) || text(a.documentId, b.documentId),
  newest: (a, b) => time(b.createdAt) - time(a.createdAt) || text(a.documentId, b.documentId),
  rating: (a, b) =>
    b.ratingAverage - a.ratingAverage ||
    b.ratingCount - a.ratingCount ||
    text(a.name, b.name) ||
    text(a.documentId, b.documentId),
};

const query = (sort: SortName, locale: string, page: { start: number; limit: number }) => {
  const params = new URLSearchParams({ locale });
  SORTS[sort].forEach((s, i) => params.set(`sort[${i}]`, s));
  FIELDS.forEach((f, i) => params.set(`fields[${i}]`, f));
  params.set('pagination[start]', String(page.start));
  params.set('pagination[limit]', String(page.limit));
  return `/api/products?${params.toString()}`;
};

const asCard = (p: Json): Card => ({
  documentId: p.documentId,
  name: p.name,
  slug: p.slug,
  price: Number(p.price),
  featuredRank: Number(p.featuredRank),
  ratingAverage: Number(p.ratingAverage),
  ratingCount: Number(p.ratingCount),
  createdAt: p.createdAt,
});

async function list(sort: SortName, locale: string, start = 0, limit = 100): Promise<Card[]> {
  const res = await api(query(sort, locale, { start, limit }));
  expect(res.status).toBe(200);
  return (res.body.data as Json[]).map(asCard);
}

/** One product's stored rating as every locale answers it. */
async function ratingsOf(
  slug: string,
): Promise<Array<{ ratingAverage: number; ratingCount: number }>> {
  const out = [];
  for (const locale of LOCALES) {
    const res = await api(
      `/api/products?locale=${locale}&filters[slug][$eq]=${slug}&fields[0]=ratingAverage&fields[1]=ratingCount`,
    );
    expect(res.body.data).toHaveLength(1);
    const p = res.body.data[0];
    out.push({ ratingAverage: Number(p.ratingAverage), ratingCount: Number(p.ratingCount) });
  }
  return out;
}

/** The rows of one product in the database: every locale, draft and published. */
const productRows = (slug: string) =>
  dbRows<{ rating_average: unknown; rating_count: unknown; updated_at: unknown }>(
    'SELECT rating_average, rating_count, updated_at FROM products WHERE slug = ?',
    slug,
  );

const average = (ratings: number[]) =>
  ratings.length === 0
    ? 0
    : Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 100) / 100;

describe('sorted product lists', () => {
  test.each(Object.keys(SORTS) as SortName[])(
    'sort %s: every locale answers every product in the order of the sort',
    async (sort) => {
      for (const locale of LOCALES) {
        const cards = await list(sort, locale);
        // other test files may add products meanwhile
        expect(cards.length).toBeGreaterThanOrEqual(seed.products.length);
        const expected = [...cards].sort(COMPARE[sort]).map((c) => c.documentId);
        expect(cards.map((c) => c.documentId)).toEqual(expected);
      }
    },
  );

  test('paging a sorted list gives every product once, in the same order', async () => {
    for (const sort of ['featured', 'price-desc', 'newest'] as const) {
      const whole = (await list(sort, 'ja-JP')).map((c) => c.documentId);
      const paged: string[] = [];
      for (let start = 0; start < whole.length; start += 7) {
        paged.push(...(await list(sort, 'ja-JP', start, 7)).map((c) => c.documentId));
      }
      expect(paged).toEqual(whole);
    }
  });

  test('featured: the home page teas first, in their order, then the others by name', async () => {
    const cards = await list('featured', 'en');
    const featured = seed.home.featuredProducts;
    expect(cards.slice(0, featured.length).map((c) => c.slug)).toEqual(featured);
    const rest = cards.slice(featured.length);
    expect(rest.every((c) => c.featuredRank === 0)).toBe(true);
    expect(rest.map((c) => c.name)).toEqual(rest.map((c) => c.name).sort(text));
  });

  test('prices differ per locale and each locale sorts by its own', async () => {
    const en = await list('price-asc', 'en');
    const zh = await list('price-asc', 'zh-Hant');
    expect(en[0]!.price).toBeLessThanOrEqual(en.at(-1)!.price);
    expect(zh[0]!.price).toBeGreaterThan(en[0]!.price);
    expect(zh.map((c) => c.price)).toEqual([...zh.map((c) => c.price)].sort((a, b) => a - b));
  });

  test('every product rating matches its shown reviews, on every row, without NULLs', async () => {
    const rows = await dbRows<{ slug: string; rating_average: unknown; rating_count: unknown }>(
      'SELECT slug, rating_average, rating_count FROM products',
    );
    expect(rows.length).toBeGreaterThanOrEqual(seed.products.length * 6);
    for (const row of rows) {
      expect(row.rating_average).not.toBeNull();
      expect(row.rating_count).not.toBeNull();
    }
    // The public reviews decide (other test files add reviews while this runs: read them again
    // when a product looks off).
    for (const product of seed.products) {
      const compare = async () => {
        const res = await api(
          `/api/reviews?filters[product][slug][$eq]=${product.slug}&fields[0]=rating&pagination[pageSize]=100`,
        );
        const ratings = (res.body.data as Json[]).map((r) => Number(r.rating));
        const stored = (await productRows(product.slug)).map((r) => [
          Number(r.rating_count),
          Number(r.rating_average),
        ]);
        return { stored, expected: stored.map(() => [ratings.length, average(ratings)]) };
      };
      let seen = await compare();
      if (JSON.stringify(seen.stored) !== JSON.stringify(seen.expected)) seen = await compare();
      expect([product.slug, seen.stored]).toEqual([product.slug, seen.expected]);
    }
    // the seed's reviews are there: the best rated product has some, the last none
    const best = await list('rating', 'en');
    expect(best[0]!.ratingCount).toBeGreaterThan(0);
    expect(best.at(-1)!.ratingCount).toBe(0);
  });
});

/** The content manager's calls on a review (reviews have no locales: no `locale` parameter). */
const REVIEWS = '/content-manager/collection-types/api::review.review';
const removeReview = (documentId: string) =>
  asEditor(`${REVIEWS}/${documentId}`, { method: 'DELETE' });
const editReview = (documentId: string, data: Record<string, unknown>) =>
  asEditor(`${REVIEWS}/${documentId}`, { method: 'PUT', body: data });

describe('ratings follow the reviews', () => {
  const slug = 'keemun';
  let documentId = '';

  beforeAll(async () => {
    const res = await api(`/api/products?locale=en&filters[slug][$eq]=${slug}`);
    documentId = res.body.data[0].documentId;
  });

  // shoppers who received the tea; each writes a few reviews (under the per-member limit)
  let member: { jwt: string; email: string } | undefined;
  let written = 0;
  async function review(rating: number, extra: Record<string, unknown> = {}) {
    if (!member || written === 4) {
      member = await registerMember('rating');
      await receivedOrder(member, [slug]);
      written = 0;
    }
    written += 1;
    const res = await api('/api/reviews', {
      jwt: member.jwt,
      body: {
        data: {
          product: documentId,
          rating,
          headline: `Rated ${rating}`,
          body: 'Malty and smooth.',
          publicName: 'R. T.',
          ...extra,
        },
      },
    });
    expect(res.status).toBe(201);
    return res.body.data.documentId as string;
  }

  const shown = async () => {
    const res = await api(`/api/reviews?filters[product][slug][$eq]=${slug}&fields[0]=rating`);
    return (res.body.data as Json[]).map((r) => Number(r.rating));
  };

  async function expectRating(ratingAverage: number, ratingCount: number) {
    for (const r of await ratingsOf(slug)) expect(r).toEqual({ ratingAverage, ratingCount });
    const rows = await productRows(slug);
    expect(rows).toHaveLength(6); // three locales, draft and published
    for (const row of rows) {
      expect([Number(row.rating_average), Number(row.rating_count)]).toEqual([
        ratingAverage,
        ratingCount,
      ]);
    }
  }

  test('a review created, then another, then one removed: recomputed on every row', async () => {
    const before = await shown();
    await expectRating(average(before), before.length);
    const updatedBefore = (await productRows(slug)).map((r) => String(r.updated_at)).sort();

    const first = await review(5);
    await expectRating(average([...before, 5]), before.length + 1);
    const second = await review(2);
    await expectRating(average([...before, 5, 2]), before.length + 2);
    // writing the rating is not an edit of the product
    expect((await productRows(slug)).map((r) => String(r.updated_at)).sort()).toEqual(
      updatedBefore,
    );

    // the list sorted by rating sees the new values
    const best = await list('rating', 'zh-Hant');
    const card = best.find((c) => c.slug === slug)!;
    expect(card.ratingCount).toBe(before.length + 2);
    // and so do the search's cards, in every language
    for (const locale of ['en', 'ja-JP']) {
      const found = await api(`/api/search?q=${slug}&locale=${locale}`);
      const hit = (found.body.data.products as Json[]).find((p) => p.slug === slug);
      expect([hit?.ratingAverage, hit?.ratingCount]).toEqual([
        average([...before, 5, 2]),
        before.length + 2,
      ]);
    }

    expect((await removeReview(first)).status).toBe(200);
    await expectRating(average([...before, 2]), before.length + 1);
    expect((await removeReview(second)).status).toBe(200);
    await expectRating(average(before), before.length);
  });

  test('reviews removed together (bulk delete in the admin panel): all of them counted', async () => {
    const before = await shown();
    const a = await review(5);
    const b = await review(4);
    await expectRating(average([...before, 5, 4]), before.length + 2);
    const res = await asEditor(`${REVIEWS}/actions/bulkDelete`, { body: { documentIds: [a, b] } });
    expect(res.status).toBe(200);
    // recomputed once the admin panel's transaction is committed
    const deadline = Date.now() + 5_000;
    while ((await ratingsOf(slug))[0]!.ratingCount !== before.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expectRating(average(before), before.length);
  });

  test('an editor changing a review rating or the stored values: the reviews decide', async () => {
    const before = await shown();
    const id = await review(1);
    await expectRating(average([...before, 1]), before.length + 1);
    const changed = await editReview(id, { rating: 4 });
    expect(changed.status).toBe(200);
    await expectRating(average([...before, 4]), before.length + 1);

    const edited = await editor.update('api::product.product', documentId, {
      ratingAverage: 5,
      ratingCount: 999,
    });
    expect(edited.status).toBe(200);
    await expectRating(average([...before, 4]), before.length + 1);
    expect((await removeReview(id)).status).toBe(200);
    await expectRating(average(before), before.length);
  });

  test('the public cannot write the sort fields', async () => {
    const before = await ratingsOf(slug);
    const member = await login('demo@teashop.test', 'Tea12345');
    const body = { data: { ratingAverage: 5, ratingCount: 1000, featuredRank: 1000 } };
    for (const jwt of [undefined, member]) {
      const put = await api(`/api/products/${documentId}?locale=en`, { method: 'PUT', jwt, body });
      expect([403, 404, 405]).toContain(put.status);
      const post = await api('/api/products?locale=en', {
        jwt,
        body: { data: { ...body.data, name: 'Fake', slug: 'fake-tea', price: 1, sku: 'X' } },
      });
      expect([403, 404, 405]).toContain(post.status);
    }
    // fields of a product sent along with a review are not taken
    const id = await review(3, { ratingAverage: 5, ratingCount: 1000 });
    const after = await ratingsOf(slug);
    const count = before[0]!.ratingCount + 1;
    expect(after[0]!.ratingCount).toBe(count);
    expect(after[0]!.ratingAverage).toBeLessThanOrEqual(5);
    expect((await removeReview(id)).status).toBe(200);
    expect(await ratingsOf(slug)).toEqual(before);
    const featured = await list('featured', 'en');
    expect(featured.find((c) => c.slug === slug)!.featuredRank).toBe(0);
  });
});
