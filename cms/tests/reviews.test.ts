import * as seed from '../src/seed/data';
import { api, registerMember } from './support/api';
import type { Json } from './support/api';
import { asEditor } from './support/editor';
import { productDocumentId, receivedOrder } from './support/orders';

/**
 * Reviews come from buyers: a member may review a tea once an order of theirs holding it has been
 * shipped or completed. Such reviews say so (`verifiedPurchase`). Staff hide a review in the admin
 * panel: it is no longer listed and no longer counts in the tea's rating (lists and search).
 */

const REVIEWS = '/content-manager/collection-types/api::review.review';

// teas without seeded reviews: their counts are this file's alone
const unreviewed = seed.products
  .filter((p) => !seed.reviews.some((r) => r.productSlug === p.slug))
  .map((p) => p.slug);
const [received, other] = unreviewed.slice(-2) as [string, string];

const post = (jwt: string, product: string, rating = 5) =>
  api('/api/reviews', {
    jwt,
    body: {
      data: {
        product,
        rating,
        headline: 'From the cup',
        body: 'Sweet and clean.',
        publicName: 'K.',
      },
    },
  });

const eligibility = (jwt: string | undefined, product: string) =>
  api(`/api/reviews/eligibility?product=${product}`, jwt ? { jwt } : {});

const listed = async (slug: string): Promise<Json[]> =>
  (await api(`/api/reviews?filters[product][slug][$eq]=${slug}&sort=createdAt:desc`)).body.data;

const ratingOf = async (slug: string) => {
  const res = await api(
    `/api/products?filters[slug][$eq]=${slug}&fields[0]=ratingAverage&fields[1]=ratingCount`,
  );
  const p = res.body.data[0];
  return [Number(p.ratingAverage), Number(p.ratingCount)];
};

describe('who may review', () => {
  test('a member who never bought the tea may not review it, and is told why', async () => {
    const m = await registerMember('nobuyer');
    const product = await productDocumentId(received);
    expect((await eligibility(m.jwt, product)).body.data).toEqual({
      canReview: false,
      reason: 'notReceived',
    });
    const res = await post(m.jwt, product, 1);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Only shoppers who received this tea can review it');
    expect(await listed(received)).toEqual([]);
    // without a session there is nothing to ask
    expect([401, 403]).toContain((await eligibility(undefined, product)).status);
  });

  test('a paid order not yet shipped is not enough', async () => {
    const m = await registerMember('waiting');
    await receivedOrder(m, [received], 'processing');
    const product = await productDocumentId(received);
    expect((await eligibility(m.jwt, product)).body.data.canReview).toBe(false);
    expect((await post(m.jwt, product)).status).toBe(403);
  });

  test('a shipped order: that tea may be reviewed, verified; another tea may not', async () => {
    const m = await registerMember('buyer');
    await receivedOrder(m, [received], 'shipped');
    const product = await productDocumentId(received);
    const elsewhere = await productDocumentId(other);
    expect((await eligibility(m.jwt, product)).body.data).toEqual({
      canReview: true,
      reason: null,
    });
    expect((await eligibility(m.jwt, elsewhere)).body.data.canReview).toBe(false);
    expect((await post(m.jwt, elsewhere)).status).toBe(403);

    const res = await post(m.jwt, product, 4);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ rating: 4, verifiedPurchase: true });
    expect(res.body.data).not.toHaveProperty('hidden');
    const [first] = await listed(received);
    expect(first).toMatchObject({ documentId: res.body.data.documentId, verifiedPurchase: true });
    expect(first).not.toHaveProperty('hidden');
  });

  test('a completed order counts as received too', async () => {
    const m = await registerMember('regular');
    await receivedOrder(m, [other], 'completed');
    const product = await productDocumentId(other);
    expect((await eligibility(m.jwt, product)).body.data.canReview).toBe(true);
    expect((await post(m.jwt, product, 5)).status).toBe(201);
  });
});

describe('seeded reviews', () => {
  test('say "verified" only where the member received the tea', async () => {
    const reviews = await listed('alishan-high-mountain-oolong');
    const byName = (name: string) =>
      reviews.filter((r) => r.publicName === name).map((r) => r.verifiedPurchase);
    const demo = seed.reviews.find(
      (r) =>
        r.productSlug === 'alishan-high-mountain-oolong' &&
        r.memberEmail !== 'emma@teashop.test' &&
        r.memberEmail !== 'kenji@teashop.test',
    )!;
    const emma = seed.reviews.find(
      (r) =>
        r.productSlug === 'alishan-high-mountain-oolong' && r.memberEmail === 'emma@teashop.test',
    )!;
    // the demo member's completed order holds this tea; Emma has no order
    expect(byName(demo.publicName)).toContain(true);
    expect(byName(emma.publicName)).toEqual([false]);
  });
});

describe('staff hide a review', () => {
  test('a hidden review is not listed, not found, and leaves the rating (list and search)', async () => {
    const m = await registerMember('hidden');
    await receivedOrder(m, [received], 'completed');
    const product = await productDocumentId(received);
    const [avgBefore, countBefore] = await ratingOf(received);
    const before = (await listed(received)).map((r) => Number(r.rating));
    const res = await post(m.jwt, product, 1);
    expect(res.status).toBe(201);
    const id = res.body.data.documentId as string;
    expect(await ratingOf(received)).toEqual([
      Math.round(([...before, 1].reduce((a, b) => a + b, 0) / (before.length + 1)) * 100) / 100,
      countBefore! + 1,
    ]);

    const hide = await asEditor(`${REVIEWS}/${id}`, { method: 'PUT', body: { hidden: true } });
    expect(hide.status).toBe(200);
    expect((await listed(received)).map((r) => r.documentId)).not.toContain(id);
    expect((await api(`/api/reviews/${id}`)).status).toBe(404);
    expect(await ratingOf(received)).toEqual([avgBefore, countBefore]);
    const name = seed.products.find((p) => p.slug === received)!.name.en;
    const found = await api(`/api/search?q=${encodeURIComponent(name)}&locale=en`);
    const card = (found.body.data.products as Json[]).find((p) => p.slug === received);
    expect([card?.ratingAverage, card?.ratingCount]).toEqual([avgBefore, countBefore]);
    // a hidden review cannot be asked for by a filter either
    const probe = await api(`/api/reviews?filters[hidden][$eq]=true`);
    expect((probe.body.data ?? []).map((r: Json) => r.documentId)).not.toContain(id);

    // shown again: back in the list and the rating
    const show = await asEditor(`${REVIEWS}/${id}`, { method: 'PUT', body: { hidden: false } });
    expect(show.status).toBe(200);
    expect((await listed(received)).map((r) => r.documentId)).toContain(id);
    expect((await ratingOf(received))[1]).toBe(countBefore! + 1);
  });
});
