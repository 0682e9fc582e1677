import * as seed from '../src/seed/data';
import crypto from 'node:crypto';
import { api, dbRows, login, newCartId, registerMember } from './support/api';
import type { Json } from './support/api';
import { editor } from './support/editor';

const PRODUCT = 'api::product.product';

/** Products made by these tests, deleted at the end so the seeded catalogue's counts hold. */
const madeProducts: string[] = [];
afterAll(async () => {
  for (const documentId of madeProducts) await editor.delete(PRODUCT, documentId);
});

/** A published product of the English shop only, with this stock. */
async function englishOnlyProduct(stock: number): Promise<string> {
  const slug = `zz-cart-${crypto.randomBytes(4).toString('hex')}`;
  const created = await editor.create(PRODUCT, {
    name: `Cart test tea ${slug}`,
    slug,
    price: 11,
    currency: 'USD',
    sku: `TS-CART-${slug}`,
    stock,
  });
  expect(created.status).toBe(201);
  const documentId = created.body.data.documentId as string;
  madeProducts.push(documentId);
  expect((await editor.publish(PRODUCT, documentId)).status).toBe(200);
  return documentId;
}

const bySlug = async (slug: string, locale: string): Promise<Json> =>
  (
    await api(
      `/api/products?locale=${locale}&filters[slug][$eq]=${slug}&fields[0]=slug&fields[1]=price&fields[2]=currency&fields[3]=stock`,
    )
  ).body.data[0];

const MISMATCH = 'There are items with different currencies in your cart. Please check again.';

async function productIds(
  locale = 'en',
): Promise<Array<{ documentId: string; slug: string; price: number }>> {
  const res = await api(
    `/api/products?locale=${locale}&pagination[pageSize]=4&sort=slug:asc&fields[0]=slug&fields[1]=price`,
  );
  return res.body.data;
}

describe('anonymous carts (X-Cart-Id)', () => {
  test('without a JWT or a cart id nothing is found, whatever the filters say', async () => {
    const cartId = newCartId();
    const [p] = await productIds();
    await api('/api/carts', {
      cartId,
      body: { data: { cartId, items: [{ productId: p!.documentId, quantity: 1 }], locale: 'en' } },
    });
    const res = await api(`/api/carts?filters[cartId][$eq]=${cartId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    const byUser = await api('/api/carts?filters[userId][$eq]=1');
    expect(byUser.body.data).toEqual([]);
  });

  test('create, read, update and delete with the cart id; prices come from the server', async () => {
    const cartId = newCartId();
    const [a, b] = await productIds('ja-JP');
    const created = await api('/api/carts', {
      cartId,
      body: {
        data: {
          cartId,
          userId: '1',
          locale: 'jp',
          items: [
            { productId: a!.documentId, quantity: 2, price: 0.01, name: 'forged', currency: 'JPY' },
            { productId: 'unknownproduct123', quantity: 1 },
          ],
        },
      },
    });
    expect(created.status).toBe(201);
    const cart = created.body.data;
    expect(cart.cartId).toBe(cartId);
    expect(cart.userId).toBe('');
    expect(cart.locale).toBe('ja-JP');
    expect(cart.items).toHaveLength(1);
    const line = cart.items[0];
    const product = seed.products.find((p) => p.slug === a!.slug)!;
    expect(line).toMatchObject({
      productId: a!.documentId,
      quantity: 2,
      price: product.price.JPY,
      currency: 'JPY',
      name: product.name.jp,
      slug: product.slug,
      sku: product.sku,
      productFormat: product.productFormat.jp,
    });
    expect(line.thumbnailUrl).toMatch(/^\/uploads\/thumbnail_/);
    expect(new Date(line.updatedAt).toString()).not.toBe('Invalid Date');

    const found = await api('/api/carts', { cartId });
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0].documentId).toBe(cart.documentId);

    const updated = await api(`/api/carts/${cart.documentId}`, {
      method: 'PUT',
      cartId,
      body: {
        data: {
          items: [
            { productId: b!.documentId, quantity: 150 },
            { productId: b!.documentId, quantity: 3.7 },
          ],
        },
      },
    });
    expect(updated.status).toBe(200);
    // 99 at most, and never more than the stock left
    // (what is left now: the orders of other tests have taken some of the seeded stock)
    const stock = (
      await dbRows<{ stock: number }>(
        'SELECT min(stock) AS stock FROM products WHERE document_id = ?',
        b!.documentId,
      )
    )[0]!.stock;
    expect(updated.body.data.items).toEqual([
      expect.objectContaining({ productId: b!.documentId, quantity: Math.min(99, Number(stock)) }),
    ]);

    const removed = await api(`/api/carts/${cart.documentId}`, { method: 'DELETE', cartId });
    expect(removed.status).toBe(204);
    expect((await api('/api/carts', { cartId })).body.data).toEqual([]);
  });

  test('someone else cannot read, change or delete an anonymous cart without its id', async () => {
    const cartId = newCartId();
    const [a] = await productIds();
    const created = await api('/api/carts', {
      cartId,
      body: { data: { cartId, items: [{ productId: a!.documentId, quantity: 1 }], locale: 'en' } },
    });
    const { documentId } = created.body.data;
    const other = newCartId();
    expect((await api(`/api/carts/${documentId}`, { cartId: other })).status).toBe(404);
    expect(
      (
        await api(`/api/carts/${documentId}`, {
          method: 'PUT',
          cartId: other,
          body: { data: { items: [] } },
        })
      ).status,
    ).toBe(404);
    expect((await api(`/api/carts/${documentId}`, { method: 'DELETE' })).status).toBe(404);
    const { jwt } = await registerMember('intruder');
    expect(
      (await api(`/api/carts/${documentId}`, { method: 'PUT', jwt, body: { data: { items: [] } } }))
        .status,
    ).toBe(404);
    expect((await api('/api/carts', { cartId })).body.data[0].items).toHaveLength(1);
  });

  test('mixed currencies answer 400 with the spec message', async () => {
    const cartId = newCartId();
    const [a, b] = await productIds();
    const res = await api('/api/carts', {
      cartId,
      body: {
        data: {
          cartId,
          locale: 'en',
          items: [
            { productId: a!.documentId, quantity: 1, currency: 'USD' },
            { productId: b!.documentId, quantity: 1, currency: 'TWD' },
          ],
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MISMATCH);
    const wrongLocale = await api('/api/carts', {
      cartId,
      body: {
        data: {
          cartId,
          locale: 'zh-Hant',
          items: [{ productId: a!.documentId, quantity: 1, currency: 'USD' }],
        },
      },
    });
    expect(wrongLocale.status).toBe(400);
    expect(wrongLocale.body.error.message).toBe(MISMATCH);
  });

  test('malformed input is refused', async () => {
    const cartId = newCartId();
    expect(
      (await api('/api/carts', { body: { data: { cartId: 'nope', items: [] } } })).status,
    ).toBe(400);
    expect(
      (await api('/api/carts', { cartId, body: { data: { cartId, items: 'x' } } })).status,
    ).toBe(400);
    expect(
      (
        await api('/api/carts', {
          cartId,
          body: { data: { cartId, items: [{ productId: 'abc', quantity: 'lots' }] } },
        })
      ).status,
    ).toBe(400);
  });
});

describe('member carts (JWT)', () => {
  test("member A cannot read or change member B's cart; a forged userId is ignored", async () => {
    const a = await registerMember('alice');
    const b = await registerMember('bob');
    const [p] = await productIds();
    const bCart = await api('/api/carts', {
      jwt: b.jwt,
      body: {
        data: {
          cartId: newCartId(),
          items: [{ productId: p!.documentId, quantity: 2 }],
          locale: 'en',
        },
      },
    });
    expect(bCart.status).toBe(201);
    expect(bCart.body.data.userId).toBe(String(b.id));

    const aList = await api(
      `/api/carts?filters[userId][$eq]=${b.id}&filters[user][id][$eq]=${b.id}`,
      { jwt: a.jwt },
    );
    expect(aList.body.data).toEqual([]);
    const doc = bCart.body.data.documentId;
    expect((await api(`/api/carts/${doc}`, { jwt: a.jwt })).status).toBe(404);
    expect(
      (await api(`/api/carts/${doc}`, { method: 'PUT', jwt: a.jwt, body: { data: { items: [] } } }))
        .status,
    ).toBe(404);
    expect((await api(`/api/carts/${doc}`, { method: 'DELETE', jwt: a.jwt })).status).toBe(404);
    // B's cart id header does not help A either: member carts are found by the JWT only.
    expect(
      (await api(`/api/carts/${doc}`, { jwt: a.jwt, cartId: bCart.body.data.cartId })).status,
    ).toBe(404);
    expect((await api('/api/carts', { cartId: bCart.body.data.cartId })).body.data).toEqual([]);

    // A forged owner in the body is ignored: the cart belongs to the JWT user.
    const aCart = await api('/api/carts', {
      jwt: a.jwt,
      body: {
        data: { cartId: newCartId(), userId: String(b.id), user: b.id, items: [], locale: 'en' },
      },
    });
    expect(aCart.body.data.userId).toBe(String(a.id));
    const bAgain = await api('/api/carts', { jwt: b.jwt });
    expect(bAgain.body.data).toHaveLength(1);
    expect(bAgain.body.data[0].documentId).toBe(doc);
    expect(bAgain.body.data[0].items[0].quantity).toBe(2);
    const owners = await dbRows<{ user_id: number }>(
      'SELECT l.user_id FROM carts c JOIN carts_user_lnk l ON l.cart_id = c.id WHERE c.document_id = ?',
      aCart.body.data.documentId,
    );
    expect(owners).toEqual([{ user_id: a.id }]);
  });

  test('a member has one cart: a second POST updates it', async () => {
    const m = await registerMember('single');
    const [p, q] = await productIds();
    const first = await api('/api/carts', {
      jwt: m.jwt,
      body: { data: { cartId: newCartId(), items: [{ productId: p!.documentId, quantity: 1 }] } },
    });
    const second = await api('/api/carts', {
      jwt: m.jwt,
      body: { data: { cartId: newCartId(), items: [{ productId: q!.documentId, quantity: 1 }] } },
    });
    expect(second.body.data.documentId).toBe(first.body.data.documentId);
    expect(second.body.data.items.map((i: Json) => i.productId)).toEqual([q!.documentId]);
  });

  test('merge: both carts -> quantities summed into the member cart, anonymous cart deleted', async () => {
    const m = await registerMember('merger');
    const [p, q] = await productIds();
    const member = await api('/api/carts', {
      jwt: m.jwt,
      body: {
        data: {
          cartId: newCartId(),
          items: [{ productId: p!.documentId, quantity: 2 }],
          locale: 'en',
        },
      },
    });
    const anonId = newCartId();
    const anon = await api('/api/carts', {
      cartId: anonId,
      body: {
        data: {
          cartId: anonId,
          items: [
            { productId: p!.documentId, quantity: 3 },
            { productId: q!.documentId, quantity: 1 },
          ],
          locale: 'en',
        },
      },
    });
    expect(anon.status).toBe(201);

    const merged = await api('/api/carts/merge', { jwt: m.jwt, cartId: anonId, body: {} });
    expect(merged.status).toBe(200);
    expect(merged.body.data.documentId).toBe(member.body.data.documentId);
    const qty = Object.fromEntries(
      merged.body.data.items.map((i: Json) => [i.productId, i.quantity]),
    );
    expect(qty).toEqual({ [p!.documentId]: 5, [q!.documentId]: 1 });
    expect((await api('/api/carts', { cartId: anonId })).body.data).toEqual([]);
    expect(await dbRows('SELECT id FROM carts WHERE cart_id = ?', anonId)).toEqual([]);
  });

  test('merge sent twice at once (two tabs logging in): the anonymous cart is counted once', async () => {
    const m = await registerMember('twice');
    const [p, q] = await productIds();
    const member = await api('/api/carts', {
      jwt: m.jwt,
      body: { data: { items: [{ productId: p!.documentId, quantity: 1 }], locale: 'en' } },
    });
    const anonId = newCartId();
    await api('/api/carts', {
      cartId: anonId,
      body: {
        data: {
          cartId: anonId,
          items: [
            { productId: p!.documentId, quantity: 2 },
            { productId: q!.documentId, quantity: 3 },
          ],
          locale: 'en',
        },
      },
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => api('/api/carts/merge', { jwt: m.jwt, cartId: anonId, body: {} })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.documentId).toBe(member.body.data.documentId);
    }
    const carts = (await api('/api/carts', { jwt: m.jwt })).body.data;
    expect(carts).toHaveLength(1);
    const qty = Object.fromEntries(carts[0].items.map((i: Json) => [i.productId, i.quantity]));
    expect(qty).toEqual({ [p!.documentId]: 3, [q!.documentId]: 3 });
    expect(await dbRows('SELECT id FROM carts WHERE cart_id = ?', anonId)).toEqual([]);
  });

  test('merge: only the anonymous cart -> assigned to the member', async () => {
    const m = await registerMember('assign');
    const [p] = await productIds();
    const anonId = newCartId();
    const anon = await api('/api/carts', {
      cartId: anonId,
      body: {
        data: { cartId: anonId, items: [{ productId: p!.documentId, quantity: 4 }], locale: 'en' },
      },
    });
    const merged = await api('/api/carts/merge', { jwt: m.jwt, cartId: anonId, body: {} });
    expect(merged.body.data.documentId).toBe(anon.body.data.documentId);
    expect(merged.body.data.userId).toBe(String(m.id));
    expect(merged.body.data.items[0].quantity).toBe(4);
    // now a member cart: the bare cart id no longer opens it
    expect((await api('/api/carts', { cartId: anonId })).body.data).toEqual([]);
    expect((await api('/api/carts', { jwt: m.jwt })).body.data[0].documentId).toBe(
      anon.body.data.documentId,
    );
  });

  test('merge: only the member cart -> returned unchanged; merge needs a JWT', async () => {
    const m = await registerMember('keep');
    const [p] = await productIds();
    const member = await api('/api/carts', {
      jwt: m.jwt,
      body: { data: { items: [{ productId: p!.documentId, quantity: 1 }] } },
    });
    const merged = await api('/api/carts/merge', { jwt: m.jwt, cartId: newCartId(), body: {} });
    expect(merged.body.data.documentId).toBe(member.body.data.documentId);
    expect(merged.body.data.items).toEqual(member.body.data.items);
    expect([401, 403]).toContain(
      (await api('/api/carts/merge', { cartId: newCartId(), body: {} })).status,
    );
  });

  test('the demo member logs in and gets an empty cart list at first', async () => {
    const jwt = await login('demo@teashop.test', 'Tea12345');
    const res = await api('/api/carts', { jwt });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });
});

describe('cart versions (optimistic concurrency)', () => {
  const line = (productId: string, quantity: number) => ({ productId, quantity });
  const quantities = (cart: Json) =>
    Object.fromEntries(cart.items.map((i: Json) => [i.productId, i.quantity]));

  async function anonymousCart(items: Array<{ productId: string; quantity: number }>) {
    const cartId = newCartId();
    const created = await api('/api/carts', {
      cartId,
      body: { data: { cartId, items, locale: 'en' } },
    });
    expect(created.status).toBe(201);
    return { cartId, cart: created.body.data };
  }

  test('every read and write answers the version, also as the ETag; a write bumps it', async () => {
    const [p, q] = await productIds();
    const { cartId, cart } = await anonymousCart([line(p!.documentId, 1)]);
    expect(cart.version).toBe(1);
    const listed = await api('/api/carts', { cartId });
    expect(listed.body.data[0].version).toBe(1);
    expect(listed.headers.get('etag')).toBe('"1"');
    const one = await api(`/api/carts/${cart.documentId}`, { cartId });
    expect(one.body.data.version).toBe(1);
    expect(one.headers.get('etag')).toBe('"1"');

    const put = await api(`/api/carts/${cart.documentId}`, {
      method: 'PUT',
      cartId,
      body: { data: { version: 1, items: [line(p!.documentId, 1), line(q!.documentId, 2)] } },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.version).toBe(2);
    expect(put.headers.get('etag')).toBe('"2"');
    const rows = await dbRows<{ version: number }>(
      'SELECT version FROM carts WHERE cart_id = ?',
      cartId,
    );
    expect(rows).toEqual([{ version: 2 }]);
  });

  test('a write based on an older version is refused with 409 and the current cart, and changes nothing', async () => {
    const [p, q] = await productIds();
    const { cartId, cart } = await anonymousCart([line(p!.documentId, 1)]);
    const first = await api(`/api/carts/${cart.documentId}`, {
      method: 'PUT',
      cartId,
      body: { data: { version: 1, items: [line(p!.documentId, 3)] } },
    });
    expect(first.status).toBe(200);

    const stale = await api(`/api/carts/${cart.documentId}`, {
      method: 'PUT',
      cartId,
      body: { data: { version: 1, items: [line(q!.documentId, 5)] } },
    });
    expect(stale.status).toBe(409);
    expect(stale.headers.get('etag')).toBe('"2"');
    expect(stale.body.error).toMatchObject({ status: 409, name: 'ConflictError' });
    expect(stale.body.data).toMatchObject({ documentId: cart.documentId, version: 2 });
    expect(quantities(stale.body.data)).toEqual({ [p!.documentId]: 3 });
    expect(stale.body.error.details.cart).toEqual(stale.body.data);
    const now = (await api('/api/carts', { cartId })).body.data[0];
    expect(now.version).toBe(2);
    expect(quantities(now)).toEqual({ [p!.documentId]: 3 });

    // A version from the future is no better than an old one.
    const future = await api(`/api/carts/${cart.documentId}`, {
      method: 'PUT',
      cartId,
      body: { data: { version: 7, items: [] } },
    });
    expect(future.status).toBe(409);
  });

  test('a write without a version (scripts, tools) is applied over the current cart and bumps the version', async () => {
    const [p, q] = await productIds();
    const { cartId, cart } = await anonymousCart([line(p!.documentId, 2)]);
    const bare = await api(`/api/carts/${cart.documentId}`, {
      method: 'PUT',
      cartId,
      body: { data: { items: [line(q!.documentId, 1)] } },
    });
    expect(bare.status).toBe(200);
    expect(bare.body.data.version).toBe(2);
    // so a tab still holding version 1 is refused
    const stale = await api(`/api/carts/${cart.documentId}`, {
      method: 'PUT',
      cartId,
      body: { data: { version: 1, items: [] } },
    });
    expect(stale.status).toBe(409);
    expect(quantities(stale.body.data)).toEqual({ [q!.documentId]: 1 });
    const bad = await api(`/api/carts/${cart.documentId}`, {
      method: 'PUT',
      cartId,
      body: { data: { version: 'one', items: [] } },
    });
    expect(bad.status).toBe(400);
    expect(quantities((await api('/api/carts', { cartId })).body.data[0])).toEqual({
      [q!.documentId]: 1,
    });
  });

  test('ownership comes first: a stranger with the right version still gets 404', async () => {
    const [p] = await productIds();
    const { cartId, cart } = await anonymousCart([line(p!.documentId, 1)]);
    const stranger = await api(`/api/carts/${cart.documentId}`, {
      method: 'PUT',
      cartId: newCartId(),
      body: { data: { version: 1, items: [] } },
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.data ?? null).toBeNull();
    expect((await api('/api/carts', { cartId })).body.data[0].items).toHaveLength(1);
  });

  test('a POST expecting no cart (version 0) or an old version over an existing cart gets 409 and that cart', async () => {
    const [p, q] = await productIds();
    const { cartId, cart } = await anonymousCart([line(p!.documentId, 1)]);
    const blind = await api('/api/carts', {
      cartId,
      body: { data: { cartId, version: 0, items: [line(q!.documentId, 1)], locale: 'en' } },
    });
    expect(blind.status).toBe(409);
    expect(blind.body.data.documentId).toBe(cart.documentId);
    expect(quantities(blind.body.data)).toEqual({ [p!.documentId]: 1 });
    const current = await api('/api/carts', {
      cartId,
      body: { data: { cartId, version: 1, items: [line(q!.documentId, 1)], locale: 'en' } },
    });
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ documentId: cart.documentId, version: 2 });

    const m = await registerMember('versioned');
    const fresh = await api('/api/carts', {
      jwt: m.jwt,
      body: { data: { version: 0, items: [line(p!.documentId, 2)], locale: 'en' } },
    });
    expect(fresh.status).toBe(201);
    const again = await api('/api/carts', {
      jwt: m.jwt,
      body: { data: { version: 0, items: [line(q!.documentId, 1)], locale: 'en' } },
    });
    expect(again.status).toBe(409);
    expect(quantities(again.body.data)).toEqual({ [p!.documentId]: 2 });
  });

  test('of ten writes based on the same version exactly one is taken', async () => {
    const products = await productIds();
    const { cartId, cart } = await anonymousCart([line(products[0]!.documentId, 1)]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        api(`/api/carts/${cart.documentId}`, {
          method: 'PUT',
          cartId,
          body: { data: { version: 1, items: [line(products[0]!.documentId, n + 2)] } },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const winner = answers.find((a) => a.status === 200)!;
    const stored = (await api('/api/carts', { cartId })).body.data[0];
    expect(stored.version).toBe(2);
    expect(stored.items).toEqual(winner.body.data.items);
  });

  test('a merge bumps the member cart version, so a tab holding the old one re-reads', async () => {
    const m = await registerMember('mergever');
    const [p] = await productIds();
    const member = await api('/api/carts', {
      jwt: m.jwt,
      body: { data: { items: [line(p!.documentId, 1)], locale: 'en' } },
    });
    const { cartId } = await anonymousCart([line(p!.documentId, 2)]);
    const merged = await api('/api/carts/merge', { jwt: m.jwt, cartId, body: {} });
    expect(merged.body.data.version).toBe(member.body.data.version + 1);
    const stale = await api(`/api/carts/${member.body.data.documentId}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: { data: { version: member.body.data.version, items: [] } },
    });
    expect(stale.status).toBe(409);
    expect(quantities(stale.body.data)).toEqual({ [p!.documentId]: 3 });
  });
});

describe('a cart follows the locale of the page it is used on', () => {
  test('a JPY member cart, merged on the English site, is priced in US$ and takes English teas', async () => {
    const m = await registerMember('travel');
    const gyokuroJp = await bySlug('gyokuro', 'ja-JP');
    const gyokuroEn = await bySlug('gyokuro', 'en');
    expect(gyokuroJp.documentId).toBe(gyokuroEn.documentId);
    const filled = await api('/api/carts', {
      jwt: m.jwt,
      body: {
        data: {
          items: [{ productId: gyokuroJp.documentId, quantity: 1, currency: 'JPY' }],
          locale: 'jp',
        },
      },
    });
    expect(filled.status).toBe(201);
    expect(filled.body.data.items[0]).toMatchObject({ currency: 'JPY' });

    // Signing in on the English site (another device: no anonymous cart there).
    const merged = await api('/api/carts/merge', {
      jwt: m.jwt,
      cartId: newCartId(),
      body: { data: { locale: 'en' } },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({
      locale: 'en',
      repricedFrom: 'JPY',
      setAside: [],
      items: [
        expect.objectContaining({
          productId: gyokuroEn.documentId,
          quantity: 1,
          currency: 'USD',
          price: Number(gyokuroEn.price),
        }),
      ],
    });

    // Add to cart on the English site: the English line goes in beside it.
    const hojicha = await bySlug('hojicha', 'en');
    const added = await api(`/api/carts/${merged.body.data.documentId}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: {
        data: {
          version: merged.body.data.version,
          locale: 'en',
          items: [
            { productId: gyokuroEn.documentId, quantity: 1, currency: 'USD' },
            { productId: hojicha.documentId, quantity: 1, currency: 'USD' },
          ],
        },
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.data.items.map((i: Json) => i.currency)).toEqual(['USD', 'USD']);
    // Told once: the next write does not say it again.
    expect(added.body.data).not.toHaveProperty('repricedFrom');
  });

  test('a write from a page of another locale re-prices the cart there (the browser names only the locale)', async () => {
    const m = await registerMember('reprice');
    const gyokuro = await bySlug('gyokuro', 'ja-JP');
    const filled = await api('/api/carts', {
      jwt: m.jwt,
      body: { data: { items: [{ productId: gyokuro.documentId, quantity: 2 }], locale: 'jp' } },
    });
    const moved = await api(`/api/carts/${filled.body.data.documentId}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: { data: { version: filled.body.data.version, locale: 'zh' } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      locale: 'zh-Hant',
      repricedFrom: 'JPY',
      items: [expect.objectContaining({ quantity: 2, currency: 'TWD' })],
    });
  });

  test('lines not sold in the new locale are set aside, can be removed, and come back where sold', async () => {
    const m = await registerMember('aside');
    const onlyEn = await englishOnlyProduct(20);
    const genmaicha = await bySlug('genmaicha', 'en');
    const filled = await api('/api/carts', {
      jwt: m.jwt,
      body: {
        data: {
          items: [
            { productId: onlyEn, quantity: 2 },
            { productId: genmaicha.documentId, quantity: 1 },
          ],
          locale: 'en',
        },
      },
    });
    expect(filled.body.data.items).toHaveLength(2);

    const merged = await api('/api/carts/merge', {
      jwt: m.jwt,
      body: { data: { locale: 'jp' } },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({
      locale: 'ja-JP',
      repricedFrom: 'USD',
      items: [expect.objectContaining({ productId: genmaicha.documentId, currency: 'JPY' })],
      setAside: [expect.objectContaining({ productId: onlyEn, quantity: 2 })],
    });
    expect(merged.body.data.items).toHaveLength(1);

    // Back on the English site the set-aside line is sold again.
    const back = await api(`/api/carts/${merged.body.data.documentId}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: { data: { version: merged.body.data.version, locale: 'en' } },
    });
    expect(back.body.data.setAside).toEqual([]);
    expect(back.body.data.items.map((i: Json) => [i.productId, i.quantity])).toEqual([
      [genmaicha.documentId, 1],
      [onlyEn, 2],
    ]);

    // On the Japanese site again, then removed from the set-aside lines.
    const jp = await api(`/api/carts/${back.body.data.documentId}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: { data: { version: back.body.data.version, locale: 'jp' } },
    });
    expect(jp.body.data.setAside).toHaveLength(1);
    const removed = await api(`/api/carts/${jp.body.data.documentId}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: { data: { version: jp.body.data.version, setAside: [] } },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.setAside).toEqual([]);
    expect(removed.body.data.items).toHaveLength(1);
    const bad = await api(`/api/carts/${removed.body.data.documentId}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: { data: { setAside: 'all' } },
    });
    expect(bad.status).toBe(400);
  });
});

describe('stock', () => {
  test('a quantity above the stock left is lowered to it, and the answer says so', async () => {
    const cartId = newCartId();
    const product = await englishOnlyProduct(9);
    const created = await api('/api/carts', {
      cartId,
      body: { data: { cartId, items: [{ productId: product, quantity: 1 }], locale: 'en' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).not.toHaveProperty('limited');
    const res = await api(`/api/carts/${created.body.data.documentId}`, {
      method: 'PUT',
      cartId,
      body: {
        data: {
          version: created.body.data.version,
          items: [{ productId: product, quantity: 50, currency: 'USD' }],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ productId: product, quantity: 9 }),
    ]);
    expect(res.body.data.limited).toEqual([{ productId: product, requested: 50, quantity: 9 }]);
  });
});
