import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as seed from '../src/seed/data';
import { api, capturedMail, dbRows, login, registerMember } from './support/api';
import type { Json } from './support/api';
import {
  CARDS,
  confirmCard,
  postWebhook,
  signedWebhook,
  stripeApi,
  waitFor,
  webhookDeliveries,
  webhooks,
} from './support/payments';
import { payQuoted } from './support/orders';

type Locale = 'en' | 'zh-Hant' | 'ja-JP';
const CURRENCY = { en: 'USD', 'zh-Hant': 'TWD', 'ja-JP': 'JPY' } as const;

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
      // what the stock has left now, for the checkout to say when it is short
      available: expect.any(Number),
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

  test('free shipping at the threshold of the locale, only for the methods marked free', async () => {
    const en = await memberWithCart([['earl-grey', 4]]);
    expect(price('earl-grey', 'en') * 4).toBeGreaterThanOrEqual(50);
    const standard = await quote(en.jwt, { shippingMethod: 'standard' });
    expect(standard.body.data).toMatchObject({
      itemsSubtotal: 60,
      shippingAndHandling: 0,
      grandTotal: 60,
      freeShipping: true,
      shippingMethod: { slug: 'standard', freeOverThreshold: true, charged: 0 },
    });
    // Express is not free over the threshold: the shopper pays its fee.
    const express = await quote(en.jwt, { shippingMethod: 'express' });
    expect(express.body.data).toMatchObject({
      itemsSubtotal: 60,
      shippingAndHandling: 15,
      grandTotal: 75,
      freeShipping: false,
      shippingMethod: { slug: 'express', freeOverThreshold: false, charged: 15 },
    });
    expect(
      standard.body.data.shippingMethods.map((s: Json) => [s.slug, s.freeOverThreshold, s.charged]),
    ).toEqual([
      ['standard', true, 0],
      ['express', false, 15],
      ['store-pickup', false, 0],
    ]);
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
    const rows = await dbRows(
      'SELECT count(*) AS n FROM orders WHERE CAST(contact AS TEXT) LIKE ?',
      '%nope%',
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  test('a 248-character address, a phone or a zip code with other characters: 400 naming each field and why', async () => {
    const m = await memberWithCart([['hojicha', 1]]);
    const long = 'No. 128, Sec. 1, Dihua St. '.repeat(10).slice(0, 248);
    const res = await api('/api/checkout/payment', {
      jwt: m.jwt,
      body: {
        data: {
          contact: { email: m.email },
          deliveryAddress: { ...address, address: long, phone: 'ask at the door', zipCode: '1#3' },
          expectedTotal: 19,
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({
      code: 'VALIDATION',
      fields: ['deliveryAddress.address', 'deliveryAddress.zipCode', 'deliveryAddress.phone'],
      errors: [
        { path: ['deliveryAddress', 'address'], reason: 'tooLong', max: 200 },
        { path: ['deliveryAddress', 'zipCode'], reason: 'invalid' },
        { path: ['deliveryAddress', 'phone'], reason: 'invalid' },
      ],
    });
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
});

// ---------------------------------------------------------------------------------------------
// Payment through the Stripe stand-in

const ADDRESS = { ...seed.members[0]!.shippingAddress };

interface Buyer {
  jwt: string;
  email: string;
  id: number;
  cart: string;
}

const pay = payQuoted;

interface OrderRow {
  number: string;
  order_status: string;
  payment_status: string;
  payment_method: string | null;
  payment_intent_id: string | null;
  open_checkout: string | null;
  grand_total: number;
}

const orderRow = async (documentId: string): Promise<OrderRow> =>
  (
    await dbRows<OrderRow>(
      `SELECT number, order_status, payment_status, payment_method, payment_intent_id,
              open_checkout, grand_total FROM orders WHERE document_id = ?`,
      documentId,
    )
  )[0]!;

const ordersOf = (userId: number) =>
  dbRows<{ document_id: string; payment_intent_id: string | null }>(
    `SELECT o.document_id, o.payment_intent_id FROM orders o
       JOIN orders_user_lnk l ON l.order_id = o.id WHERE l.user_id = ?`,
    userId,
  );

/** The order mails sent to an address (the sign-up's welcome mail left out). */
const mailsTo = (email: string) =>
  capturedMail().filter(
    (m) => String(m.to).includes(email) && !String(m.text).includes('/email-confirmation?'),
  );

const couponUses = async (code: string): Promise<number> =>
  (await dbRows<{ used_count: number }>('SELECT used_count FROM coupons WHERE code = ?', code))[0]!
    .used_count;

const cartItems = async (buyer: Buyer): Promise<unknown[]> =>
  (await api('/api/carts', { jwt: buyer.jwt })).body.data[0]?.items ?? [];

const result = (buyer: Buyer, documentId: string) =>
  api(`/api/checkout/orders/${documentId}/result`, { jwt: buyer.jwt });

describe('POST /api/checkout/payment', () => {
  test('creates a pending order and a PaymentIntent for the grand total', async () => {
    const buyer = await memberWithCart([['hojicha', 2]]);
    const res = await pay(buyer, { shippingMethod: 'express', couponCode: 'welcome10' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    // 26 + 15 - 2.60
    expect(data).toMatchObject({
      order: {
        number: expect.stringMatching(/^TS-\d{4}-\d{6}$/),
        grandTotal: 38.4,
        currency: 'USD',
      },
      paymentIntentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringContaining('_secret_'),
      amount: 3840,
      currency: 'usd',
      quote: { grandTotal: 38.4, coupon: { code: 'WELCOME10' } },
    });
    const intent = await stripeApi(`/v1/payment_intents/${data.paymentIntentId}`);
    expect(intent.body).toMatchObject({
      amount: 3840,
      currency: 'usd',
      metadata: { order_id: data.order.documentId, order_number: data.order.number },
      automatic_payment_methods: { enabled: true },
    });
    const row = await orderRow(data.order.documentId);
    expect(row).toMatchObject({
      order_status: 'pending',
      payment_status: 'pending',
      payment_intent_id: data.paymentIntentId,
      open_checkout: `member:${buyer.id}`,
    });
    const own = await api(`/api/orders/${data.order.documentId}`, { jwt: buyer.jwt });
    expect(own.body.data).toMatchObject({
      number: data.order.number,
      orderStatus: 'pending',
      grandTotal: 38.4,
      discount: 2.6,
      shippingAndHandling: 15,
      shippingMethod: 'express',
      couponCode: 'WELCOME10',
      contact: { email: buyer.email },
      deliveryAddress: expect.objectContaining({ city: ADDRESS.city, zipCode: ADDRESS.zipCode }),
      items: [
        expect.objectContaining({ slug: 'hojicha', quantity: 2, lineTotal: 26, currency: 'USD' }),
      ],
      locale: 'en',
    });
    for (const hidden of [
      'paymentIntentId',
      'openCheckout',
      'cartVersion',
      'paymentError',
      'user',
    ]) {
      expect(own.body.data).not.toHaveProperty(hidden);
    }
  });

  test('express over the free-shipping threshold is charged its fee', async () => {
    const buyer = await memberWithCart([['earl-grey', 4]]);
    const res = await pay(buyer, { shippingMethod: 'express' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      order: { grandTotal: 75, currency: 'USD' },
      amount: 7500,
      quote: { itemsSubtotal: 60, shippingAndHandling: 15 },
    });
    const intent = await stripeApi(`/v1/payment_intents/${res.body.data.paymentIntentId}`);
    expect(intent.body).toMatchObject({ amount: 7500 });
  });

  test('a double submission makes one order and one PaymentIntent', async () => {
    const buyer = await memberWithCart([['genmaicha', 1]]);
    const q = (await quote(buyer.jwt)).body.data;
    const body = {
      data: {
        contact: { email: buyer.email },
        deliveryAddress: ADDRESS,
        expectedTotal: q.grandTotal,
      },
    };
    const answers = await Promise.all([
      api('/api/checkout/payment', { jwt: buyer.jwt, body }),
      api('/api/checkout/payment', { jwt: buyer.jwt, body }),
      api('/api/checkout/payment', { jwt: buyer.jwt, body }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body.data.order.documentId));
    const intents = new Set(answers.map((a) => a.body.data.paymentIntentId));
    expect(ids.size).toBe(1);
    expect(intents.size).toBe(1);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    const [documentId] = [...ids];
    const listed = await stripeApi('/__standin/payment_intents');
    const all: Json[] = Array.isArray(listed.body) ? listed.body : listed.body.data;
    expect(all.filter((pi) => pi.metadata?.order_id === documentId)).toHaveLength(1);
  });

  test('a changed cart updates the order and the amount of its PaymentIntent', async () => {
    const buyer = await memberWithCart([['hojicha', 1]]);
    const first = (await pay(buyer)).body.data;
    expect(first.amount).toBe(1900);
    await api(`/api/carts/${buyer.cart}`, {
      method: 'PUT',
      jwt: buyer.jwt,
      body: { data: { items: [{ productId: await productId('hojicha'), quantity: 3 }] } },
    });
    const stale = await api('/api/checkout/payment', {
      jwt: buyer.jwt,
      body: {
        data: { contact: { email: buyer.email }, deliveryAddress: ADDRESS, expectedTotal: 19 },
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.quote.grandTotal).toBe(45);
    const second = (await pay(buyer)).body.data;
    expect(second.order.documentId).toBe(first.order.documentId);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(second.amount).toBe(4500);
    const intent = await stripeApi(`/v1/payment_intents/${first.paymentIntentId}`);
    expect(intent.body.amount).toBe(4500);
    expect(await orderRow(first.order.documentId)).toMatchObject({ grand_total: 45 });
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  test('saveAddress stores the delivery address on the account', async () => {
    const buyer = await memberWithCart([['hojicha', 1]]);
    const other = { ...ADDRESS, city: 'Tainan', zipCode: '700' };
    expect((await pay(buyer, { deliveryAddress: other, saveAddress: true })).status).toBe(200);
    const me = await api('/api/users/me?populate=shippingAddress', { jwt: buyer.jwt });
    expect(me.body.shippingAddress).toMatchObject({ city: 'Tainan', zipCode: '700' });
  });
});

describe('paying and completing an order', () => {
  test('4242 succeeds: the webhook completes the order once, mail in the order language', async () => {
    const buyer = await memberWithCart([['hojicha', 1]], 'ja-JP');
    const usesBefore = await couponUses('WELCOME10');
    const paid = (await pay(buyer, { couponCode: 'WELCOME10' })).body.data;
    const confirmed = await confirmCard(paid.paymentIntentId, CARDS.success);
    expect(confirmed.body.status).toBe('succeeded');
    const row = await waitFor('the order to be paid', async () => {
      const r = await orderRow(paid.order.documentId);
      return r.payment_status === 'paid' && r;
    });
    expect(row).toMatchObject({
      order_status: 'processing',
      payment_method: 'Visa •••• 4242',
      open_checkout: null,
    });
    expect(await cartItems(buyer)).toEqual([]);
    expect(await couponUses('WELCOME10')).toBe(usesBefore + 1);
    const mail = await waitFor('the confirmation mail', async () => mailsTo(buyer.email)[0]);
    expect(mail.subject).toBe(`ご注文 ${paid.order.number} を承りました | リーフ＆ケトル茶舗`);
    expect(mail.text).toContain(paid.order.number);
    expect(mail.text).toContain(`合計: ¥${paid.order.grandTotal.toLocaleString('en-US')}`);
    expect(mail.text).toContain(ADDRESS.address);
    expect(mail.text).toContain('Visa •••• 4242');
    // a plain-text part without HTML, in the order's language and calendar, names and addresses
    // in Japanese order, and the order's link under the Japanese prefix
    expect(mail.text).not.toMatch(/<\/?(p|br|a|div|table|tr|td|strong)\b/i);
    expect(mail.text).toMatch(/^ご注文日: \d{4}年\d{1,2}月\d{1,2}日$/m);
    expect(mail.text).toContain(`${ADDRESS.lastName} ${ADDRESS.firstName} 様`);
    expect(mail.text).toContain(
      // family name first, postal code first (without 〒: the address is in Taiwan)
      `お届け先:\n${ADDRESS.lastName} ${ADDRESS.firstName}\n${ADDRESS.zipCode} `,
    );
    expect(mail.text).toContain(ADDRESS.phone);
    expect(mail.text).toMatch(
      new RegExp(`^ご注文を確認する: http\\S+/jp/member/orders/${paid.order.documentId}$`, 'm'),
    );
    expect(mail.html).toContain(`/jp/member/orders/${paid.order.documentId}"`);

    const answer = await result(buyer, paid.order.documentId);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      result: 'success',
      order: {
        documentId: paid.order.documentId,
        number: paid.order.number,
        orderStatus: 'processing',
        paymentStatus: 'paid',
        paymentMethod: 'Visa •••• 4242',
        items: [expect.objectContaining({ slug: 'hojicha' })],
      },
    });
    expect(answer.body.data.order).not.toHaveProperty('paymentIntentId');

    // the same event again (Stripe retries, or a replay): nothing changes
    const delivered = (await webhookDeliveries()).find(
      (d) => d.paymentIntentId === paid.paymentIntentId && d.type === 'payment_intent.succeeded',
    );
    expect(delivered?.forwarded).toBe(true);
    const resend = await stripeApi(`/__standin/events/${delivered!.eventId}/resend`, {
      method: 'POST',
    });
    expect(resend.status).toBeLessThan(300);
    await waitFor('the replayed delivery', async () => {
      const again = (await webhookDeliveries()).filter((d) => d.eventId === delivered!.eventId);
      return again.length === 2 && again[1]!.status !== null;
    });
    const events = await dbRows<{ outcome: string }>(
      'SELECT outcome FROM stripe_events WHERE event_id = ?',
      delivered!.eventId,
    );
    expect(events).toEqual([{ outcome: 'synced:succeeded' }]);
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect(await couponUses('WELCOME10')).toBe(usesBefore + 1);

    // a payment_failed event arriving after success cannot move the order backwards
    const late = signedWebhook(
      JSON.stringify({
        id: `evt_late_${Date.now()}`,
        object: 'event',
        type: 'payment_intent.payment_failed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: paid.paymentIntentId,
            object: 'payment_intent',
            status: 'requires_payment_method',
            last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
          },
        },
      }),
    );
    const outOfOrder = await postWebhook(late.body, late.signature);
    expect(outOfOrder.status).toBe(200);
    expect(await orderRow(paid.order.documentId)).toMatchObject({
      order_status: 'processing',
      payment_status: 'paid',
    });
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });

  test('the result endpoint completes the order when the webhook does not come', async () => {
    const buyer = await memberWithCart([['longjing', 1]], 'zh-Hant');
    const paid = (await pay(buyer)).body.data;
    await webhooks('hold');
    try {
      expect((await confirmCard(paid.paymentIntentId, CARDS.success)).body.status).toBe(
        'succeeded',
      );
      await waitFor('the held delivery', async () =>
        (await webhookDeliveries()).some(
          (d) =>
            d.paymentIntentId === paid.paymentIntentId && d.type === 'payment_intent.succeeded',
        ),
      );
      expect((await orderRow(paid.order.documentId)).payment_status).toBe('pending');
      const answer = await result(buyer, paid.order.documentId);
      expect(answer.body.data).toMatchObject({
        result: 'success',
        order: {
          orderStatus: 'processing',
          paymentStatus: 'paid',
          paymentMethod: 'Visa •••• 4242',
        },
      });
    } finally {
      await webhooks('pass');
    }
    expect(await cartItems(buyer)).toEqual([]);
    const mails = mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`您的訂單 ${paid.order.number} 已確認 | 葉與壺茶舖`);
    // the late event, delivered now, changes nothing
    const held = (await webhookDeliveries()).find(
      (d) => d.paymentIntentId === paid.paymentIntentId && d.type === 'payment_intent.succeeded',
    )!;
    await stripeApi(`/__standin/events/${held.eventId}/resend`, { method: 'POST' });
    await waitFor('the late delivery', async () =>
      (await webhookDeliveries()).some((d) => d.eventId === held.eventId && d.status === 200),
    );
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect((await result(buyer, paid.order.documentId)).body.data.result).toBe('success');
  });

  test('a declined card leaves the order pending and failed; paying again reuses it', async () => {
    const buyer = await memberWithCart([['hojicha', 1]]);
    const paid = (await pay(buyer)).body.data;
    const declined = await confirmCard(paid.paymentIntentId, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      decline_code: 'generic_decline',
    });
    await waitFor('the failure to reach the order', async () => {
      const r = await orderRow(paid.order.documentId);
      return r.payment_status === 'failed';
    });
    expect(await orderRow(paid.order.documentId)).toMatchObject({ order_status: 'pending' });
    const answer = await result(buyer, paid.order.documentId);
    expect(answer.body.data).toMatchObject({
      result: 'failed',
      order: { orderStatus: 'pending', paymentStatus: 'failed' },
      details: { declineCode: 'generic_decline', errorCode: 'card_declined' },
    });
    expect((await cartItems(buyer)).length).toBe(1);
    expect(mailsTo(buyer.email)).toHaveLength(0);

    const insufficient = await confirmCard(paid.paymentIntentId, CARDS.insufficientFunds);
    expect(insufficient.body.error.decline_code).toBe('insufficient_funds');
    expect((await result(buyer, paid.order.documentId)).body.data.details.declineCode).toBe(
      'insufficient_funds',
    );

    // Both failures have reached the cms by webhook too: a delivery still on its way would apply
    // the PaymentIntent's last error to the order again after the reset below.
    await waitFor('the failure webhooks', async () => {
      const failures = (await webhookDeliveries()).filter(
        (d) =>
          d.paymentIntentId === paid.paymentIntentId && d.type === 'payment_intent.payment_failed',
      );
      return failures.length >= 2 && failures.every((d) => d.status !== null);
    });
    const again = (await pay(buyer)).body.data;
    expect(again.order.documentId).toBe(paid.order.documentId);
    expect(again.paymentIntentId).toBe(paid.paymentIntentId);
    expect(await orderRow(paid.order.documentId)).toMatchObject({ payment_status: 'pending' });
    await confirmCard(again.paymentIntentId, CARDS.success);
    expect((await result(buyer, paid.order.documentId)).body.data.result).toBe('success');
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });
});

describe('the Stripe webhook', () => {
  const event = (id: string) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
  // Counted by id: deliveries from earlier payments may still be arriving while this runs.
  const eventCount = async (id: string) =>
    (
      await dbRows<{ n: number }>('SELECT count(*) AS n FROM stripe_events WHERE event_id = ?', id)
    )[0]!.n;

  test('a bad, missing or stale signature answers 400 and records nothing', async () => {
    const id = `evt_bad_${Date.now()}`;
    const body = event(id);
    const wrongSecret = signedWebhook(body, { secret: 'whsec_other' });
    const stale = signedWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const tampered = signedWebhook(body);
    for (const [payload, signature] of [
      [body, wrongSecret.signature],
      [body, undefined],
      [body, 'garbage'],
      [body, stale.signature],
      [body.replace('customer.created', 'payment_intent.succeeded'), tampered.signature],
    ] as Array<[string, string | undefined]>) {
      const res = await postWebhook(payload, signature);
      expect(res.status).toBe(400);
      expect(res.body.error.status).toBe(400);
    }
    expect(await eventCount(id)).toBe(0);
  });

  test('the signature is checked on the raw body; events are recorded once', async () => {
    const id = `evt_raw_${Date.now()}`;
    // spacing and key order that a re-serialised body would not keep
    const body = `{ "type" : "customer.created",\n  "id": "${id}", "object": "event", "data": { "object": { "id": "cus_1", "object": "customer" } } }`;
    const signed = signedWebhook(body);
    const first = await postWebhook(body, signed.signature);
    expect(first).toMatchObject({ status: 200, body: { received: true, outcome: 'ignored' } });
    const again = await postWebhook(body, signed.signature);
    expect(again).toMatchObject({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await dbRows('SELECT type, outcome FROM stripe_events WHERE event_id = ?', id)).toEqual([
      { type: 'customer.created', outcome: 'ignored' },
    ]);
  });
});

describe('ownership', () => {
  test("another member cannot read the result of, or pay, someone else's order", async () => {
    const owner = await memberWithCart([['hojicha', 1]]);
    const paid = (await pay(owner)).body.data;
    const other = await memberWithCart([['genmaicha', 1]]);
    expect((await result(other, paid.order.documentId)).status).toBe(404);
    expect((await api(`/api/checkout/orders/${paid.order.documentId}/result`)).status).toBe(403);
    expect((await result(other, 'nosuchorder123')).status).toBe(404);
    // paying is always for the caller's own cart: the owner's order is untouched
    const theirs = (await pay(other, { orderId: paid.order.documentId })).body.data;
    expect(theirs.order.documentId).not.toBe(paid.order.documentId);
    expect(theirs.paymentIntentId).not.toBe(paid.paymentIntentId);
    expect(await orderRow(paid.order.documentId)).toMatchObject({
      payment_intent_id: paid.paymentIntentId,
      open_checkout: `member:${owner.id}`,
    });
    const demo = await login(seed.DEMO_MEMBER_EMAIL, 'Tea12345');
    const seeded = (await api('/api/orders?pageSize=50', { jwt: demo })).body.data as Json[];
    const done = seeded.find((o) => o.paymentStatus === 'paid')!;
    expect(
      (await api(`/api/checkout/orders/${done.documentId}/result`, { jwt: demo })).body.data.result,
    ).toBe('success');
    expect((await result(other, done.documentId)).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// The answers as the storefront declares them (shared/contracts/src/checkout.ts)

/** Each interface of the storefront's checkout contract: its fields and whether each is optional. */
function storefrontShapes(): Map<string, Map<string, boolean>> {
  const file = path.resolve(__dirname, '../../shared/contracts/src/checkout.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  const shapes = new Map<string, Map<string, boolean>>();
  for (const node of source.statements) {
    if (!ts.isInterfaceDeclaration(node)) continue;
    const fields = node.members
      .filter(ts.isPropertySignature)
      .map((member) => [member.name.getText(source), Boolean(member.questionToken)] as const);
    shapes.set(node.name.text, new Map(fields));
  }
  return shapes;
}

/** The fields the storefront needs and the answer lacks, and those it does not know. */
function shapeProblems(shapes: Map<string, Map<string, boolean>>, name: string, answer: Json) {
  const shape = shapes.get(name);
  if (!shape) throw new Error(`shared/contracts/src/checkout.ts declares no ${name}`);
  return {
    name,
    missing: [...shape].filter(([key, optional]) => !optional && !(key in answer)).map(([k]) => k),
    undeclared: Object.keys(answer).filter((key) => !shape.has(key)),
  };
}

describe('the checkout answers match the storefront contract', () => {
  test('quote, payment start and payment result carry the fields the storefront declares', async () => {
    const shapes = storefrontShapes();
    const buyer = await memberWithCart([['hojicha', 1]]);
    const q = (await quote(buyer.jwt, { couponCode: 'welcome10' })).body.data as Json;
    const paid = (await pay(buyer)).body.data as Json;
    const done = (await result(buyer, paid.order.documentId)).body.data as Json;
    // The payment result's order is the whole order entry: the storefront declares what it reads.
    const answers: Array<[string, Json, 'exact' | 'reads']> = [
      ['Quote', q, 'exact'],
      ['QuoteLine', q.items[0], 'exact'],
      ['ShippingOption', q.shippingMethods[0], 'exact'],
      ['PaymentAnswer', paid, 'exact'],
      ['OrderSummary', paid.order, 'exact'],
      ['Quote', paid.quote, 'exact'],
      ['ResultAnswer', done, 'exact'],
      ['OrderSummary', done.order, 'reads'],
    ];
    const problems = answers.map(([name, answer, match]) => {
      const found = shapeProblems(shapes, name, answer);
      return match === 'exact' ? found : { ...found, undeclared: [] };
    });
    expect(problems).toEqual(answers.map(([name]) => ({ name, missing: [], undeclared: [] })));
  });
});
