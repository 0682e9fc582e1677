import * as seed from '../src/seed/data';
import { api, dbRows, login, registerMember } from './support/api';
import type { Json } from './support/api';

type Locale = 'en' | 'zh-Hant' | 'ja-JP';
const CURRENCY = { en: 'USD', 'zh-Hant': 'TWD', 'ja-JP': 'JPY' } as const;
const LANG = { en: 'en', 'zh-Hant': 'zh', 'ja-JP': 'jp' } as const;

const productIds = new Map<string, string>();
async function productId(slug: string): Promise<string> {
  const known = productIds.get(slug);
  if (known) return known;
  const res = await api(`/api/products?filters[slug][$eq]=${slug}&fields[0]=slug`);
  const id = res.body.data[0]?.documentId as string | undefined;
  if (!id) throw new Error(`no product ${slug}`);
  productIds.set(slug, id);
  return id;
}

const price = (slug: string, locale: Locale): number =>
  seed.products.find((p) => p.slug === slug)!.price[CURRENCY[locale]];

/** A fresh member whose server cart holds these lines. */
async function memberWithCart(
  lines: Array<[slug: string, quantity: number]>,
  locale: Locale = 'en',
): Promise<{ jwt: string; email: string; id: number; cart: string }> {
  const member = await registerMember('buyer');
  const items = await Promise.all(
    lines.map(async ([slug, quantity]) => ({ productId: await productId(slug), quantity })),
  );
  const res = await api('/api/carts', { jwt: member.jwt, body: { data: { items, locale } } });
  if (res.status !== 201) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...member, cart: res.body.data.documentId };
}

const quote = (jwt: string, data: Record<string, unknown> = {}) =>
  api('/api/checkout/quote', { jwt, body: { data } });

describe('POST /api/checkout/quote', () => {
  test('prices the member cart; shipping charged under the threshold', async () => {
    const m = await memberWithCart([
      ['hojicha', 2],
      ['genmaicha', 1],
    ]);
    const res = await quote(m.jwt);
    expect(res.status).toBe(200);
    const q = res.body.data;
    const subtotal = price('hojicha', 'en') * 2 + price('genmaicha', 'en');
    expect(subtotal).toBeLessThan(50);
    expect(q).toMatchObject({
      locale: 'en',
      currency: 'USD',
      itemsSubtotal: subtotal,
      shippingAndHandling: 6,
      discount: 0,
      grandTotal: subtotal + 6,
      freeShippingThreshold: 50,
      freeShipping: false,
      shippingMethod: { slug: 'standard', name: 'Standard delivery', fee: 6 },
      coupon: null,
    });
    expect(q.shippingMethods.map((s: Json) => [s.slug, s.fee])).toEqual([
      ['standard', 6],
      ['express', 15],
      ['store-pickup', 0],
    ]);
    expect(q.shippingMethods[0].description).toEqual(expect.any(String));
    expect(q.items).toHaveLength(2);
    expect(q.items[0]).toEqual({
      productId: await productId('hojicha'),
      name: seed.products.find((p) => p.slug === 'hojicha')!.name.en,
      sku: expect.any(String),
      slug: 'hojicha',
      productFormat: expect.any(String),
      thumbnailUrl: expect.stringMatching(/^\/uploads\//),
      price: price('hojicha', 'en'),
      quantity: 2,
      lineTotal: price('hojicha', 'en') * 2,
    });
    expect(q.cartVersion).toMatch(/^[0-9a-f]{24}$/);

    const express = await quote(m.jwt, { shippingMethod: 'express' });
    expect(express.body.data).toMatchObject({ shippingAndHandling: 15, grandTotal: subtotal + 15 });
    // the version follows the cart, not the choices
    expect(express.body.data.cartVersion).toBe(q.cartVersion);
    await api(`/api/carts/${m.cart}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: { data: { items: [{ productId: await productId('hojicha'), quantity: 1 }] } },
    });
    expect((await quote(m.jwt)).body.data.cartVersion).not.toBe(q.cartVersion);
  });

  test('free shipping at the threshold of the locale, for every method', async () => {
    const en = await memberWithCart([['earl-grey', 4]]);
    expect(price('earl-grey', 'en') * 4).toBeGreaterThanOrEqual(50);
    for (const method of ['standard', 'express']) {
      const res = await quote(en.jwt, { shippingMethod: method });
      expect(res.body.data).toMatchObject({
        itemsSubtotal: 60,
        shippingAndHandling: 0,
        grandTotal: 60,
        freeShipping: true,
        shippingMethod: { slug: method },
      });
    }
    const zh = await memberWithCart([['longjing', 2]], 'zh-Hant');
    const twd = (await quote(zh.jwt)).body.data;
    expect(twd).toMatchObject({
      locale: 'zh-Hant',
      currency: 'TWD',
      freeShippingThreshold: 1500,
      itemsSubtotal: price('longjing', 'zh-Hant') * 2,
    });
    expect(twd.shippingAndHandling).toBe(twd.itemsSubtotal >= 1500 ? 0 : 180);
    expect(twd.shippingMethod.name).toBe(seed.shippingMethods[0]!.name.zh);
    const jp = await memberWithCart([['gyokuro', 1]], 'ja-JP');
    expect((await quote(jp.jwt)).body.data).toMatchObject({
      currency: 'JPY',
      freeShippingThreshold: 7500,
      itemsSubtotal: price('gyokuro', 'ja-JP'),
      shippingAndHandling: 900,
      grandTotal: price('gyokuro', 'ja-JP') + 900,
    });
  });

  test('coupons: percent and fixed amounts, rounded to the currency', async () => {
    const m = await memberWithCart([['hojicha', 1]]);
    const welcome = await quote(m.jwt, { couponCode: ' welcome10 ' });
    expect(welcome.status).toBe(200);
    expect(welcome.body.data).toMatchObject({
      itemsSubtotal: 13,
      discount: 1.3,
      shippingAndHandling: 6,
      grandTotal: 17.7,
      coupon: { code: 'WELCOME10', discountType: 'percent', value: 10 },
    });
    const tea5 = await quote(m.jwt, { couponCode: 'TEA5' });
    expect(tea5.body.data).toMatchObject({
      discount: 5,
      grandTotal: 14,
      coupon: { code: 'TEA5', discountType: 'amount', value: 5 },
    });
    const zh = await memberWithCart([['hojicha', 1]], 'zh-Hant');
    const taipei = await quote(zh.jwt, { couponCode: 'TAIPEI100' });
    expect(taipei.body.data).toMatchObject({
      currency: 'TWD',
      discount: 100,
      coupon: { code: 'TAIPEI100', discountType: 'amount', value: 100 },
    });
    const jp = await memberWithCart([['hojicha', 1]], 'ja-JP');
    const jpWelcome = (await quote(jp.jwt, { couponCode: 'WELCOME10' })).body.data;
    expect(jpWelcome.discount).toBe(Math.round(price('hojicha', 'ja-JP') * 0.1));
    // the discount never goes beyond the items
    const cheap = await memberWithCart([['roasted-barley', 1]], 'zh-Hant');
    const all = (await quote(cheap.jwt, { couponCode: 'TAIPEI100' })).body.data;
    expect(all.discount).toBeLessThanOrEqual(all.itemsSubtotal);
  });

  test('a code that cannot be applied answers 400 COUPON_INVALID with the reason', async () => {
    const m = await memberWithCart([['hojicha', 1]]);
    const cases: Array<[string, string]> = [
      ['NO-SUCH-CODE', 'not_found'],
      ['PAUSED20', 'inactive'],
      ['NEWYEAR2099', 'not_started'],
      ['SUMMER2025', 'expired'],
      ['TAIPEI100', 'currency'],
      ['STOCKUP8', 'min_subtotal'],
      ['FIRSTFLUSH', 'usage_limit'],
    ];
    for (const [code, reason] of cases) {
      const res = await quote(m.jwt, { couponCode: code });
      expect([code, res.status]).toEqual([code, 400]);
      expect(res.body.error).toMatchObject({
        status: 400,
        message: 'Discount code application failed. Please re-enter.',
        details: { code: 'COUPON_INVALID', reason },
      });
    }
    // over the minimum the same code applies
    const big = await memberWithCart([['gyokuro', 3]]);
    expect((await quote(big.jwt, { couponCode: 'STOCKUP8' })).body.data).toMatchObject({
      itemsSubtotal: 108,
      discount: 8,
      shippingAndHandling: 0,
      grandTotal: 100,
    });
  });

  test('forged prices, quantities and totals in the request are ignored', async () => {
    const m = await memberWithCart([['hojicha', 1]]);
    const res = await quote(m.jwt, {
      items: [{ productId: await productId('gyokuro'), quantity: 50, price: 0.01 }],
      itemsSubtotal: 1,
      grandTotal: 1,
      discount: 999,
      currency: 'JPY',
      locale: 'ja-JP',
    });
    expect(res.body.data).toMatchObject({
      currency: 'USD',
      items: [expect.objectContaining({ slug: 'hojicha', quantity: 1, price: 13 })],
      grandTotal: 19,
      discount: 0,
    });
  });

  test('unknown shipping method, empty cart, no member', async () => {
    const m = await memberWithCart([['hojicha', 1]]);
    const unknown = await quote(m.jwt, { shippingMethod: 'teleport' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toMatchObject({ code: 'SHIPPING_METHOD' });
    const empty = await registerMember('empty');
    const none = await quote(empty.jwt);
    expect(none.status).toBe(400);
    expect(none.body.error.details.code).toBe('CART_EMPTY');
    await api(`/api/carts/${m.cart}`, {
      method: 'PUT',
      jwt: m.jwt,
      body: { data: { items: [] } },
    });
    expect((await quote(m.jwt)).body.error.details.code).toBe('CART_EMPTY');
    expect((await api('/api/checkout/quote', { body: { data: {} } })).status).toBe(403);
  });
});

describe('POST /api/checkout/payment: refusals before any payment', () => {
  const address = { ...seed.members[0]!.shippingAddress };

  test('missing contact or address fields answer 400 VALIDATION with the fields', async () => {
    const m = await memberWithCart([['hojicha', 1]]);
    const res = await api('/api/checkout/payment', {
      jwt: m.jwt,
      body: {
        data: {
          contact: { email: 'nope' },
          deliveryAddress: { ...address, city: '', apartment: '' },
          expectedTotal: 19,
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      name: 'ValidationError',
      details: { code: 'VALIDATION', fields: ['contact.email', 'deliveryAddress.city'] },
    });
    const rows = await dbRows('SELECT count(*) AS n FROM orders WHERE contact LIKE ?', '%nope%');
    expect(rows[0]).toEqual({ n: 0 });
  });

  test('an expected total other than the server total answers 409 with the fresh quote', async () => {
    const m = await memberWithCart([['hojicha', 1]]);
    const res = await api('/api/checkout/payment', {
      jwt: m.jwt,
      body: {
        data: {
          shippingMethod: 'standard',
          contact: { email: m.email },
          deliveryAddress: address,
          expectedTotal: 0.5,
        },
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      status: 409,
      message: 'Amount verification failed. Please refresh the checkout page.',
      details: { code: 'AMOUNT_MISMATCH', quote: { grandTotal: 19, currency: 'USD' } },
    });
    const orders = await api('/api/orders', { jwt: m.jwt });
    expect(orders.body.data).toEqual([]);
  });

  test('the demo member still logs in', async () => {
    expect(await login(seed.DEMO_MEMBER_EMAIL, 'Tea12345')).toBeTruthy();
    void LANG;
  });
});
