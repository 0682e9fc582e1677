import { api, capturedMail, dbRows, registerMember } from './support/api';
import { executeSql } from './support/database';
import { editor } from './support/editor';
import { payQuoted, productDocumentId } from './support/orders';
import { CARDS, confirmCard, stripeApi, waitFor } from './support/payments';
import { readState } from './support/server';

const PRODUCT = 'api::product.product';

interface Buyer {
  jwt: string;
  email: string;
}

/** A new member with `quantity` of the tea in their cart. */
async function buyerOf(productId: string, quantity = 1): Promise<Buyer> {
  const member = await registerMember('stock');
  const res = await api('/api/carts', {
    jwt: member.jwt,
    body: { data: { items: [{ productId, quantity }], locale: 'en' } },
  });
  if (res.status !== 201) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  return member;
}

const pay = payQuoted;

const setStock = (productId: string, stock: number | null) =>
  executeSql(readState().database, 'UPDATE products SET stock = ? WHERE document_id = ?', [
    stock,
    productId,
  ]);

/** The stock of every row of the product (each language, draft and published). */
const stockRows = async (productId: string): Promise<Array<number | null>> =>
  (
    await dbRows<{ stock: number | null }>(
      'SELECT stock FROM products WHERE document_id = ?',
      productId,
    )
  ).map((row) => (row.stock === null ? null : Number(row.stock)));

interface OrderRow {
  order_status: string;
  payment_status: string;
  stock_hold: string | null;
  cancel_reason: string | null;
  refunded_total: unknown;
  grand_total: unknown;
}

const orderRow = async (documentId: string): Promise<OrderRow> =>
  (
    await dbRows<OrderRow>(
      'SELECT order_status, payment_status, stock_hold, cancel_reason, refunded_total, grand_total FROM orders WHERE document_id = ?',
      documentId,
    )
  )[0]!;

const waitPaid = (documentId: string) =>
  waitFor('the order to be paid', async () => {
    const row = await orderRow(documentId);
    return row.payment_status === 'paid' && row.order_status === 'processing' && row;
  });

/** Moves the order's hold a minute into the past, written as the database keeps its dates. */
async function holdRunsOut(documentId: string): Promise<void> {
  const [row] = await dbRows<{ stock_held_until: unknown }>(
    'SELECT stock_held_until FROM orders WHERE document_id = ?',
    documentId,
  );
  const past = Date.now() - 60_000;
  const until = row?.stock_held_until;
  await executeSql(
    readState().database,
    'UPDATE orders SET stock_held_until = ? WHERE document_id = ?',
    [typeof until === 'number' ? past : new Date(past).toISOString(), documentId],
  );
}

describe('stock held for payments', () => {
  test('twenty members pay at once for a tea with 3 left: 3 pay, the others are told before paying', async () => {
    const productId = await productDocumentId('kukicha');
    await setStock(productId, 3);
    try {
      const buyers = await Promise.all(Array.from({ length: 20 }, () => buyerOf(productId)));
      const answers = await Promise.all(buyers.map((buyer) => pay(buyer)));
      const accepted = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status !== 200);
      expect(accepted).toHaveLength(3);
      expect(refused).toHaveLength(17);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.body.error).toMatchObject({
          message: 'Some teas in your cart are no longer in stock in the quantity you chose.',
          details: {
            code: 'OUT_OF_STOCK',
            shortages: [{ productId, requested: 1, available: 0, name: expect.any(String) }],
          },
        });
      }
      // every row of the tea (each language, draft and published) keeps the same count
      expect(new Set(await stockRows(productId))).toEqual(new Set([0]));
      // a winner's checkout still quotes the tin it holds as there for them
      const winner = buyers[answers.findIndex((a) => a.status === 200)]!;
      const requote = await api('/api/checkout/quote', { jwt: winner.jwt, body: { data: {} } });
      expect(requote.body.data.items[0]).toMatchObject({ productId, quantity: 1, available: 1 });

      // the three pay: their holds become sales, and nothing comes back
      await Promise.all(
        accepted.map(async (answer) => {
          const confirmed = await confirmCard(answer.body.data.paymentIntentId, CARDS.success);
          expect(confirmed.body.status).toBe('succeeded');
          const row = await waitPaid(answer.body.data.order.documentId);
          expect(row.stock_hold).toBe('committed');
        }),
      );
      expect(new Set(await stockRows(productId))).toEqual(new Set([0]));
      const held = await dbRows<{ n: number }>(
        "SELECT count(*) AS n FROM orders WHERE stock_hold = 'held' AND CAST(stock_held_lines AS TEXT) LIKE ?",
        `%${productId}%`,
      );
      expect(Number(held[0]!.n)).toBe(0);
    } finally {
      await setStock(productId, 40);
    }
  });

  test('a hold past its time goes back; a payment made after the tea sold out is refunded at once and the member told', async () => {
    const productId = await productDocumentId('genmaicha');
    await setStock(productId, 1);
    try {
      const late = await buyerOf(productId);
      const other = await buyerOf(productId);
      const first = await pay(late);
      expect(first.status).toBe(200);
      expect(await stockRows(productId)).not.toContain(1);
      expect((await pay(other)).status).toBe(409);

      // the late shopper's hold runs out: the scheduled job gives the tin back
      await holdRunsOut(first.body.data.order.documentId);
      await waitFor(
        'the held tin to come back',
        async () => (await stockRows(productId)).every((s) => s === 1),
        15_000,
      );
      expect((await orderRow(first.body.data.order.documentId)).stock_hold).toBe('released');

      // the other shopper buys it
      const second = await pay(other);
      expect(second.status).toBe(200);
      await confirmCard(second.body.data.paymentIntentId, CARDS.success);
      await waitPaid(second.body.data.order.documentId);

      // the late shopper pays on the page still open: the money goes back, the order is canceled
      const confirmed = await confirmCard(first.body.data.paymentIntentId, CARDS.success);
      expect(confirmed.body.status).toBe('succeeded');
      const row = await waitFor('the refund', async () => {
        const r = await orderRow(first.body.data.order.documentId);
        return r.payment_status === 'refunded' && r;
      });
      expect(row).toMatchObject({ order_status: 'canceled', cancel_reason: 'out_of_stock' });
      expect(Number(row.refunded_total)).toBe(Number(row.grand_total));
      const intent = await stripeApi(
        `/v1/payment_intents/${first.body.data.paymentIntentId as string}?expand[]=latest_charge`,
      );
      expect(intent.body.latest_charge).toMatchObject({
        refunded: true,
        amount_refunded: intent.body.amount,
      });
      expect(new Set(await stockRows(productId))).toEqual(new Set([0]));
      const mail = await waitFor('the mail', async () =>
        capturedMail().find(
          (m) => String(m.to).includes(late.email) && String(m.subject).includes('refunded'),
        ),
      );
      expect(mail.subject).toBe(
        `Order ${first.body.data.order.number as string} canceled and refunded: sold out | Leaf & Kettle Tea`,
      );
      expect(mail.text).toMatch(/Genmaicha/i);

      // the member's order says what was refunded
      const mine = await api(`/api/orders/${first.body.data.order.documentId as string}`, {
        jwt: late.jwt,
      });
      expect(mine.body.data).toMatchObject({
        orderStatus: 'canceled',
        paymentStatus: 'refunded',
        refundedTotal: Number(row.grand_total),
      });
      expect(mine.body.data).not.toHaveProperty('stockHold');
    } finally {
      await setStock(productId, 40);
    }
  });

  test('a declined card gives the stock back; a tea without a stock count is never short', async () => {
    const productId = await productDocumentId('genmaicha');
    await setStock(productId, 2);
    try {
      const buyer = await buyerOf(productId, 2);
      const answer = await pay(buyer);
      expect(answer.status).toBe(200);
      expect(new Set(await stockRows(productId))).toEqual(new Set([0]));
      const declined = await confirmCard(answer.body.data.paymentIntentId, CARDS.declined);
      expect(declined.body.error?.code ?? declined.body.last_payment_error?.code).toBe(
        'card_declined',
      );
      await waitFor('the stock to come back', async () =>
        (await stockRows(productId)).every((s) => s === 2),
      );

      await setStock(productId, null);
      const unlimited = await buyerOf(productId, 5);
      const paid = await pay(unlimited);
      expect(paid.status).toBe(200);
      await confirmCard(paid.body.data.paymentIntentId, CARDS.success);
      await waitPaid(paid.body.data.order.documentId);
      expect(new Set(await stockRows(productId))).toEqual(new Set([null]));
    } finally {
      await setStock(productId, 40);
    }
  });

  test('a sold-out tea cannot be added to a cart; one already in a cart stays, marked, and the quote says what is left', async () => {
    const productId = await productDocumentId('genmaicha');
    await setStock(productId, 2);
    try {
      const holder = await buyerOf(productId, 2);
      const quoted = await api('/api/checkout/quote', { jwt: holder.jwt, body: { data: {} } });
      expect(quoted.body.data.items[0]).toMatchObject({ productId, quantity: 2, available: 2 });

      await setStock(productId, 0);
      // a new cart with the tea: not added, and the answer says why
      const member = await registerMember('stock');
      const created = await api('/api/carts', {
        jwt: member.jwt,
        body: { data: { items: [{ productId, quantity: 1 }], locale: 'en' } },
      });
      expect(created.status).toBe(201);
      expect(created.body.data.items).toEqual([]);
      expect(created.body.data.limited).toEqual([{ productId, requested: 1, quantity: 0 }]);

      // the cart that held it keeps the line on its next write, marked sold out
      const [cart] = (await api('/api/carts', { jwt: holder.jwt, method: 'GET' })).body.data;
      const written = await api(`/api/carts/${cart.documentId as string}`, {
        method: 'PUT',
        jwt: holder.jwt,
        body: { data: { version: cart.version, items: [{ productId, quantity: 2 }] } },
      });
      expect(written.status).toBe(200);
      expect(written.body.data.items).toEqual([
        expect.objectContaining({ productId, quantity: 2 }),
      ]);
      expect(written.body.data.limited).toEqual([{ productId, requested: 2, quantity: 0 }]);
      const after = await api('/api/checkout/quote', { jwt: holder.jwt, body: { data: {} } });
      expect(after.body.data.items[0]).toMatchObject({ productId, quantity: 2, available: 0 });
      expect((await pay(holder)).status).toBe(409);
    } finally {
      await setStock(productId, 40);
    }
  });

  test('a count an editor changes in one language holds in every language; a form saved with the count it was loaded with leaves the sales alone', async () => {
    const productId = await productDocumentId('kukicha');
    try {
      expect((await editor.update(PRODUCT, productId, { stock: 7 })).status).toBe(200);
      expect((await editor.publish(PRODUCT, productId)).status).toBe(200);
      expect(new Set(await stockRows(productId))).toEqual(new Set([7]));

      // a shopper buys 2 while the editor's form still says 7
      const buyer = await buyerOf(productId, 2);
      const answer = await pay(buyer);
      await confirmCard(answer.body.data.paymentIntentId, CARDS.success);
      await waitPaid(answer.body.data.order.documentId);
      expect(new Set(await stockRows(productId))).toEqual(new Set([5]));
      expect((await editor.update(PRODUCT, productId, { stock: 7 })).status).toBe(200);
      expect(new Set(await stockRows(productId))).toEqual(new Set([5]));
    } finally {
      await setStock(productId, 40);
    }
  });
});
