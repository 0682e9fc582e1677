import { api, capturedMail, dbRows, registerMember } from './support/api';
import { adminOf, asEditor } from './support/editor';
import { payQuoted, productDocumentId } from './support/orders';
import {
  CARDS,
  confirmCard,
  stripeApi,
  stripeUrl,
  waitFor,
  webhookDeliveries,
} from './support/payments';

/*
 * The order lifecycle as the shop's staff move it (`/shop/orders/...` on the admin API), and as
 * the member sees it: every allowed move and a refused one, refunds through the Stripe stand-in and
 * its webhook, and who may do it.
 */

let manager: string;
beforeAll(async () => {
  manager = await adminOf('shop-manager');
});

const staff = (documentId: string) => api(`/shop/orders/${documentId}`, { jwt: manager });
const move = (documentId: string, body: Record<string, unknown>, jwt = manager) =>
  api(`/shop/orders/${documentId}/moves`, { jwt, body });

interface Paid {
  documentId: string;
  number: string;
  grandTotal: number;
  paymentIntentId: string;
  member: { jwt: string; email: string };
}

/** A member's paid order of `quantity` of the tea, in the language's shop. */
async function paidOrder(slug: string, quantity: number, locale = 'en'): Promise<Paid> {
  const member = await registerMember('moves');
  const cart = await api('/api/carts', {
    jwt: member.jwt,
    body: { data: { items: [{ productId: await productDocumentId(slug), quantity }], locale } },
  });
  if (cart.status !== 201) throw new Error(`cart: ${cart.status}`);
  const payment = await payQuoted(member);
  if (payment.status !== 200)
    throw new Error(`pay: ${payment.status} ${JSON.stringify(payment.body)}`);
  const { order, paymentIntentId } = payment.body.data;
  await confirmCard(paymentIntentId, CARDS.success);
  await waitFor('the order to be paid', async () => {
    const view = await api(`/api/orders/${order.documentId as string}`, { jwt: member.jwt });
    return view.body.data?.paymentStatus === 'paid';
  });
  return {
    documentId: order.documentId,
    number: order.number,
    grandTotal: order.grandTotal,
    paymentIntentId,
    member,
  };
}

const stockOf = async (slug: string): Promise<number> =>
  Number(
    (
      await dbRows<{ stock: number }>(
        'SELECT min(stock) AS stock FROM products WHERE document_id = ?',
        await productDocumentId(slug),
      )
    )[0]!.stock,
  );

const mailsTo = (email: string) => capturedMail().filter((m) => String(m.to).includes(email));

describe('order moves by the shop staff', () => {
  test('ship with a tracking number, then deliver: the member sees it and gets the mail in the order’s language; other moves are refused', async () => {
    const order = await paidOrder('hojicha', 1, 'ja-JP');
    expect((await staff(order.documentId)).body.data).toMatchObject({
      orderStatus: 'processing',
      moves: ['ship', 'cancel'],
    });

    const missing = await move(order.documentId, { move: 'ship', carrier: 'ヤマト運輸' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      message: 'Please check the tracking number.',
      details: { code: 'MOVE_INVALID', fields: ['trackingNumber'] },
    });
    const shipping = { move: 'ship', carrier: 'ヤマト運輸', trackingNumber: '4912-3456-7890' };
    const shipped = await move(order.documentId, { ...shipping, reason: 'packed by Mei' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({
      orderStatus: 'shipped',
      carrier: 'ヤマト運輸',
      trackingNumber: '4912-3456-7890',
      moves: ['deliver', 'refund'],
    });
    // the same move again changes nothing
    expect((await move(order.documentId, shipping)).status).toBe(200);
    expect((await staff(order.documentId)).body.data.history).toHaveLength(1);

    const mine = await api(`/api/orders/${order.documentId}`, { jwt: order.member.jwt });
    expect(mine.body.data).toMatchObject({
      orderStatus: 'shipped',
      shippingStatus: 'in_transit',
      carrier: 'ヤマト運輸',
      trackingNumber: '4912-3456-7890',
      trackingUrl:
        'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=491234567890',
      history: [{ move: 'ship', from: 'processing', to: 'shipped', carrier: 'ヤマト運輸' }],
    });
    // who and why stay with the staff
    expect(mine.body.data.history[0]).not.toHaveProperty('by');
    expect(mine.body.data.history[0]).not.toHaveProperty('reason');
    const mail = await waitFor('the shipping mail', async () =>
      mailsTo(order.member.email).find((m) => String(m.subject).includes('発送')),
    );
    expect(mail.subject).toBe(`ご注文 ${order.number} を発送いたしました | リーフ＆ケトル茶舗`);
    expect(mail.text).toContain('お問い合わせ番号：4912-3456-7890');
    expect(mail.text).toContain(mine.body.data.trackingUrl);

    const canceled = await move(order.documentId, { move: 'cancel' });
    expect(canceled.status).toBe(409);
    expect(canceled.body.error).toMatchObject({
      message: 'This order is shipped: it cannot be canceled.',
      details: { code: 'MOVE_NOT_ALLOWED', from: 'shipped', allowed: ['deliver', 'refund'] },
    });
    const delivered = await move(order.documentId, { move: 'deliver' });
    expect(delivered.body.data).toMatchObject({ orderStatus: 'completed', moves: ['refund'] });
    expect((await move(order.documentId, { move: 'deliver' })).status).toBe(200);
    expect((await move(order.documentId, shipping)).status).toBe(409);
  });

  test('refunds in part then in full go through Stripe once each; the teas go back in stock when asked', async () => {
    const before = await stockOf('kukicha');
    const order = await paidOrder('kukicha', 2);
    expect(await stockOf('kukicha')).toBe(before - 2);
    await move(order.documentId, {
      move: 'ship',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });

    const tooMuch = await move(order.documentId, { move: 'refund', amount: order.grandTotal + 1 });
    expect(tooMuch.body.error.details).toEqual({ code: 'MOVE_INVALID', fields: ['amount'] });
    const part = await move(order.documentId, {
      move: 'refund',
      amount: 5,
      reason: 'a dented tin',
    });
    expect(part.status).toBe(200);
    expect(part.body.data).toMatchObject({
      orderStatus: 'refunded',
      paymentStatus: 'paid',
      refundedTotal: 5,
      refundable: order.grandTotal - 5,
      moves: ['refund'],
    });
    const charge = async () =>
      (await stripeApi(`/v1/payment_intents/${order.paymentIntentId}?expand[]=latest_charge`)).body
        .latest_charge;
    expect((await charge()).amount_refunded).toBe(500);
    expect(await stockOf('kukicha')).toBe(before - 2);

    // Stripe's webhook for the refund arrives: it was this refund, nothing changes
    await waitFor('the refund webhook', async () => {
      const rows = await dbRows<{ outcome: string }>(
        "SELECT outcome FROM stripe_events WHERE type = 'charge.refunded' AND payment_intent_id = ?",
        order.paymentIntentId,
      );
      return rows.length === 1 && rows[0]!.outcome === 'refund_known';
    });

    const rest = await move(order.documentId, { move: 'refund', restock: true });
    expect(rest.body.data).toMatchObject({
      orderStatus: 'refunded',
      paymentStatus: 'refunded',
      refundedTotal: order.grandTotal,
      refundable: 0,
      moves: [],
    });
    expect((await charge()).amount_refunded).toBe(Math.round(order.grandTotal * 100));
    expect(await stockOf('kukicha')).toBe(before);
    expect((await move(order.documentId, { move: 'refund' })).status).toBe(409);

    const mine = await api(`/api/orders/${order.documentId}`, { jwt: order.member.jwt });
    expect(mine.body.data).toMatchObject({ refundedTotal: order.grandTotal });
    expect(mine.body.data.history.map((h: { move: string }) => h.move)).toEqual([
      'ship',
      'refund',
      'refund',
    ]);
    const mail = await waitFor('the refund mail', async () =>
      mailsTo(order.member.email).find((m) => String(m.subject).startsWith('Refund for order')),
    );
    expect(mail.text).toContain('We have refunded US$5.00 to your card');
  });

  test('canceling: a paid order not shipped is refunded in full and restocked; a refund made at Stripe is reflected', async () => {
    const before = await stockOf('genmaicha');
    const paid = await paidOrder('genmaicha', 1);
    const canceled = await move(paid.documentId, { move: 'cancel', reason: 'asked by phone' });
    expect(canceled.body.data).toMatchObject({
      orderStatus: 'canceled',
      paymentStatus: 'refunded',
      refundedTotal: paid.grandTotal,
      moves: [],
    });
    expect(await stockOf('genmaicha')).toBe(before);

    // an order not paid yet: its payment is canceled at Stripe and its held tin comes back
    const member = await registerMember('moves');
    await api('/api/carts', {
      jwt: member.jwt,
      body: { data: { items: [{ productId: await productDocumentId('genmaicha'), quantity: 1 }] } },
    });
    const pending = (await payQuoted(member)).body.data;
    expect(await stockOf('genmaicha')).toBe(before - 1);
    const dropped = await move(pending.order.documentId, { move: 'cancel' });
    expect(dropped.body.data).toMatchObject({
      orderStatus: 'canceled',
      paymentStatus: 'canceled',
      refundedTotal: 0,
    });
    expect((await stripeApi(`/v1/payment_intents/${pending.paymentIntentId}`)).body.status).toBe(
      'canceled',
    );
    expect(await stockOf('genmaicha')).toBe(before);

    // a refund made on the Stripe side only (its dashboard)
    const shipped = await paidOrder('genmaicha', 1);
    await move(shipped.documentId, {
      move: 'ship',
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000',
    });
    const refund = await stripeApi('/v1/refunds', {
      params: { payment_intent: shipped.paymentIntentId, amount: 300 },
    });
    expect(refund.status).toBe(200);
    const seen = await waitFor('the order to follow Stripe', async () => {
      const view = (await staff(shipped.documentId)).body.data;
      return view.refundedTotal === 3 && view;
    });
    expect(seen).toMatchObject({ orderStatus: 'refunded', paymentStatus: 'paid' });
    expect(seen.history.at(-1)).toMatchObject({
      move: 'refunded_at_stripe',
      amount: 3,
      by: 'stripe',
    });
  });

  test('a refund whose webhook arrives before the move is written stays the staff’s step: who, why and the restock', async () => {
    const before = await stockOf('kukicha');
    const order = await paidOrder('kukicha', 2);
    const ship = { move: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    expect((await move(order.documentId, ship)).status).toBe(200);
    // Stripe answers the refund late: its webhook reaches the shop first
    const slow = (ms: number) =>
      fetch(`${stripeUrl()}/__standin/slow_answers/${ms}?path=/v1/refunds`, { method: 'POST' });
    await slow(1500);
    let refunded;
    try {
      refunded = await move(order.documentId, {
        move: 'refund',
        restock: true,
        reason: 'parcel lost',
      });
    } finally {
      await slow(0);
    }
    expect(refunded.status).toBe(200);
    const seen = (await webhookDeliveries()).filter(
      (d) => d.type === 'charge.refunded' && d.forwarded && d.status === 200,
    );
    expect(seen.length).toBeGreaterThan(0);
    const view = (await staff(order.documentId)).body.data;
    expect(view).toMatchObject({ orderStatus: 'refunded', refundedTotal: order.grandTotal });
    expect(view.history.map((entry: { move: string }) => entry.move)).toEqual(['ship', 'refund']);
    expect(view.history[1]).toMatchObject({
      by: expect.stringMatching(/^staff:\d+$/),
      reason: 'parcel lost',
      restock: true,
      amount: order.grandTotal,
    });
    expect(await stockOf('kukicha')).toBe(before);
  });

  test('an editor, a member and the content manager cannot move or change an order', async () => {
    const order = await paidOrder('hojicha', 1);
    const editorToken = await adminOf('strapi-editor');
    expect((await move(order.documentId, { move: 'cancel' }, editorToken)).status).toBe(403);
    expect((await api(`/shop/orders/${order.documentId}`, { jwt: editorToken })).status).toBe(403);
    expect([401, 403]).toContain(
      (await move(order.documentId, { move: 'cancel' }, order.member.jwt)).status,
    );
    const edit = await asEditor(
      `/content-manager/collection-types/api::order.order/${order.documentId}`,
      { method: 'PUT', body: { grandTotal: 1, orderStatus: 'refunded' } },
    );
    expect(edit.status).toBe(403);
    expect((await staff(order.documentId)).body.data).toMatchObject({
      orderStatus: 'processing',
      grandTotal: order.grandTotal,
    });
  });
});
