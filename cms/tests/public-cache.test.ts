import * as seed from '../src/seed/data';
import { api, login, type ApiAnswer, type Json } from './support/api';
import { editor } from './support/editor';

/**
 * Public reads of published content come from the cache (memory store on the test server), carry
 * a strong ETag and a short public Cache-Control, and every editor change is seen on the next read.
 * Caller-dependent requests are never served from the cache nor stored into it.
 */
const PRODUCT = 'api::product.product';
const stamp = Date.now().toString(36);
const [categoryA, categoryB] = [seed.categories[0]!, seed.categories[1]!];

/** The product page's query (mf-catalog fetchProductBySlug), by slug. */
const productPage = (slug: string) =>
  `/api/products?locale=en&filters[slug][$eq]=${slug}&populate[teaCategory][fields][0]=name` +
  '&populate[teaCategory][fields][1]=slug&populate[brewingGuide]=true&pagination[pageSize]=1';

/** A category's product list (slugs only). */
const categoryList = (categorySlug: string) =>
  `/api/products?locale=en&filters[teaCategory][slug][$eq]=${categorySlug}` +
  '&fields[0]=slug&fields[1]=name&pagination[pageSize]=100&sort=slug:asc';

const slugs = (res: ApiAnswer): string[] => res.body.data.map((row: Json) => row.slug);

/** Reads twice: the second answer must come from the cache (nothing changed in between). */
async function readCached(url: string): Promise<ApiAnswer> {
  await api(url);
  const res = await api(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-cache')).toBe('hit');
  return res;
}

async function categoryId(slug: string): Promise<string> {
  const res = await api(`/api/tea-categories?locale=en&filters[slug][$eq]=${slug}`);
  return res.body.data[0].documentId as string;
}

describe('public reads are cached and follow every change', () => {
  const slug = `zz-cache-probe-${stamp}`;
  let documentId = '';

  beforeAll(async () => {
    const created = await editor.create(PRODUCT, {
      name: 'Cache Probe Tea',
      slug,
      price: 12,
      currency: 'USD',
      sku: `TS-CACHE-${stamp}`,
      stock: 5,
      teaCategory: { connect: [{ documentId: await categoryId(categoryA.slug), locale: 'en' }] },
    });
    expect(created.status).toBe(201);
    documentId = created.body.data.documentId;
    expect((await editor.publish(PRODUCT, documentId)).status).toBe(200);
  });

  afterAll(async () => {
    // other suites count the seeded products
    if (documentId) await editor.delete(PRODUCT, documentId);
  });

  test('a public read carries a strong ETag and public Cache-Control; a repeat is a hit', async () => {
    const url = productPage(slug);
    const first = await api(url);
    expect(first.status).toBe(200);
    expect(first.body.data[0].name).toBe('Cache Probe Tea');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+$/,
    );
    const second = await api(url);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.body).toEqual(first.body);
  });

  test('the same query in another parameter order or encoding shares the entry', async () => {
    const url = `/api/products?pagination[pageSize]=3&locale=en&sort[0]=slug:asc&fields[0]=slug`;
    await api(url);
    const reordered = await api(
      '/api/products?fields%5B0%5D=slug&locale=en&sort%5B0%5D=slug%3Aasc&pagination%5BpageSize%5D=3',
    );
    expect(reordered.headers.get('x-cache')).toBe('hit');
  });

  test('If-None-Match with the current ETag answers 304 without a body; another tag 200', async () => {
    const url = productPage(slug);
    const { headers } = await readCached(url);
    const etag = headers.get('etag')!;
    const notModified = await api(url, { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    expect(notModified.headers.get('etag')).toBe(etag);
    const listed = await api(url, { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(listed.status).toBe(304);
    const other = await api(url, { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect(other.body.data[0].slug).toBe(slug);
  });

  test('an edit published by the editor is seen on the next read, with a new ETag', async () => {
    const url = productPage(slug);
    const before = await readCached(url);
    const oldEtag = before.headers.get('etag')!;

    expect(
      (await editor.update(PRODUCT, documentId, { name: 'Cache Probe Tea Renamed' })).status,
    ).toBe(200);
    // a draft edit changes nothing public, whatever is cached
    const draftOnly = await api(url);
    expect(draftOnly.body.data[0].name).toBe('Cache Probe Tea');

    expect((await editor.publish(PRODUCT, documentId)).status).toBe(200);
    const after = await api(url);
    expect(after.body.data[0].name).toBe('Cache Probe Tea Renamed');
    expect(after.headers.get('etag')).not.toBe(oldEtag);
    const stale = await api(url, { headers: { 'If-None-Match': oldEtag } });
    expect(stale.status).toBe(200);
    expect(stale.body.data[0].name).toBe('Cache Probe Tea Renamed');
  });

  test('the content generation is read without caching and changes when content changes', async () => {
    const read = async (): Promise<string> => {
      const res = await api('/api/content-generation');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(typeof res.body.generation).toBe('string');
      return res.body.generation as string;
    };
    const before = await read();
    expect(before).not.toBe('');
    expect(await read()).toBe(before);

    expect(
      (await editor.update(PRODUCT, documentId, { name: 'Cache Probe Tea Generation' })).status,
    ).toBe(200);
    expect((await editor.publish(PRODUCT, documentId)).status).toBe(200);
    const after = await read();
    expect(after).not.toBe(before);
    expect(after).not.toBe('');
  });

  test('a relation change moves the product between category lists', async () => {
    const [listA, listB] = [categoryList(categoryA.slug), categoryList(categoryB.slug)];
    expect(slugs(await readCached(listA))).toContain(slug);
    expect(slugs(await readCached(listB))).not.toContain(slug);
    expect((await readCached(productPage(slug))).body.data[0].teaCategory.slug).toBe(
      categoryA.slug,
    );

    const moved = await editor.update(PRODUCT, documentId, {
      teaCategory: {
        disconnect: [{ documentId: await categoryId(categoryA.slug), locale: 'en' }],
        connect: [{ documentId: await categoryId(categoryB.slug), locale: 'en' }],
      },
    });
    expect(moved.status).toBe(200);
    expect((await editor.publish(PRODUCT, documentId)).status).toBe(200);

    expect(slugs(await api(listA))).not.toContain(slug);
    expect(slugs(await api(listB))).toContain(slug);
    expect((await api(productPage(slug))).body.data[0].teaCategory.slug).toBe(categoryB.slug);
  });

  test('unpublish hides the product from the next read, publish shows it again', async () => {
    const list = categoryList(categoryB.slug);
    expect(slugs(await readCached(list))).toContain(slug);
    expect((await readCached(productPage(slug))).body.data).toHaveLength(1);

    expect((await editor.unpublish(PRODUCT, documentId)).status).toBe(200);
    expect(slugs(await api(list))).not.toContain(slug);
    expect((await api(productPage(slug))).body.data).toEqual([]);

    expect(slugs(await readCached(list))).not.toContain(slug);
    expect((await editor.publish(PRODUCT, documentId)).status).toBe(200);
    expect(slugs(await api(list))).toContain(slug);
  });

  test('a deleted product is gone from the next read', async () => {
    const removable = await editor.create(PRODUCT, {
      name: 'Cache Probe Leftover',
      slug: `${slug}-gone`,
      price: 3,
      currency: 'USD',
      sku: `TS-CACHE-GONE-${stamp}`,
      stock: 1,
    });
    expect(removable.status).toBe(201);
    const id = removable.body.data.documentId as string;
    expect((await editor.publish(PRODUCT, id)).status).toBe(200);
    const url = productPage(`${slug}-gone`);
    expect((await readCached(url)).body.data).toHaveLength(1);

    expect((await editor.delete(PRODUCT, id)).status).toBe(200);
    expect((await api(url)).body.data).toEqual([]);
    expect((await api(`/api/products/${id}?locale=en`)).status).toBe(404);
  });
});

describe('answers that depend on the caller never touch the cache', () => {
  const url = `/api/products?locale=en&fields[0]=slug&pagination[pageSize]=2&sort=slug:desc`;
  let memberJwt = '';

  beforeAll(async () => {
    memberJwt = await login('demo@teashop.test', 'Tea12345');
  });

  test('a cached anonymous answer is not served to a request with credentials', async () => {
    await readCached(url);
    // a bad token is refused by Strapi: served from the cache it would be the anonymous 200
    const refused = await api(url, { jwt: 'not-a-valid-token' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-cache')).toBeNull();

    const member = await api(url, { jwt: memberJwt });
    expect(member.status).toBe(200);
    expect(member.headers.get('x-cache')).toBeNull();
    expect(member.headers.get('etag')).toBeNull();
    expect(member.headers.get('cache-control')).toBe('private, no-store');

    const withCookie = await api(url, { headers: { Cookie: 'koa.sess=abc' } });
    expect(withCookie.headers.get('x-cache')).toBeNull();
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store');
  });

  test('an answer to a member is not stored for anonymous callers', async () => {
    const fresh = `/api/articles?locale=en&fields[0]=slug&fields[1]=title&pagination[pageSize]=1&sort=title:asc`;
    const member = await api(fresh, { jwt: memberJwt });
    expect(member.status).toBe(200);
    const anonymous = await api(fresh);
    expect(anonymous.headers.get('x-cache')).toBe('miss');
    expect((await api(fresh)).headers.get('x-cache')).toBe('hit');
  });

  test('drafts, previews, carts and writes are never cached', async () => {
    for (const draft of [`${url}&status=draft`, `${url}&publicationState=preview`]) {
      const res = await api(draft);
      const again = await api(draft);
      expect(again.headers.get('x-cache')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    const cart = await api('/api/carts', { cartId: 'cart-cacheprobe1' });
    expect(cart.headers.get('x-cache')).toBeNull();
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    const reviews = await api('/api/reviews?pagination[pageSize]=1');
    expect((await api('/api/reviews?pagination[pageSize]=1')).headers.get('x-cache')).toBeNull();
    expect(reviews.headers.get('etag')).toBeNull();
  });
});
