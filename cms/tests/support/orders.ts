import * as seed from '../../src/seed/data';
import { api, dbRows } from './api';
import { executeSql } from './database';
import { CARDS, confirmCard, waitFor } from './payments';
import { readState } from './server';

const ADDRESS = { ...seed.members[0]!.shippingAddress };

/** The documentId of a published product, by slug. */
export async function productDocumentId(slug: string): Promise<string> {
  const res = await api(`/api/products?filters[slug][$eq]=${slug}&fields[0]=slug`);
  const id = res.body.data[0]?.documentId as string | undefined;
  if (!id) throw new Error(`no product ${slug}`);
  return id;
}

/**
 * A paid order of the member holding these products (one of each), then marked `status` as the
 * warehouse would: the member has received the teas and may review them. The member's cart must
 * be empty (a fresh member). Returns the order's documentId.
 */
export async function receivedOrder(
  member: { jwt: string; email: string },
  slugs: readonly string[],
  status: 'shipped' | 'completed' | 'processing' = 'shipped',
): Promise<string> {
  const items = await Promise.all(
    slugs.map(async (slug) => ({ productId: await productDocumentId(slug), quantity: 1 })),
  );
  const cart = await api('/api/carts', {
    jwt: member.jwt,
    body: { data: { items, locale: 'en' } },
  });
  if (cart.status !== 201) throw new Error(`cart: ${cart.status} ${JSON.stringify(cart.body)}`);
  const quote = await api('/api/checkout/quote', { jwt: member.jwt, body: { data: {} } });
  if (quote.status !== 200) throw new Error(`quote: ${quote.status} ${JSON.stringify(quote.body)}`);
  const payment = await api('/api/checkout/payment', {
    jwt: member.jwt,
    body: {
      data: {
        contact: { email: member.email },
        deliveryAddress: ADDRESS,
        expectedTotal: quote.body.data.grandTotal,
      },
    },
  });
  if (payment.status !== 200) {
    throw new Error(`payment: ${payment.status} ${JSON.stringify(payment.body)}`);
  }
  const { paymentIntentId, order } = payment.body.data as {
    paymentIntentId: string;
    order: { documentId: string };
  };
  await confirmCard(paymentIntentId, CARDS.success);
  await waitFor('the order to be paid', async () => {
    const rows = await dbRows<{ payment_status: string }>(
      'SELECT payment_status FROM orders WHERE document_id = ?',
      order.documentId,
    );
    return rows[0]?.payment_status === 'paid';
  });
  await executeSql(
    readState().database,
    'UPDATE orders SET order_status = ? WHERE document_id = ?',
    [status, order.documentId],
  );
  return order.documentId;
}

/** Quotes the member's checkout, then asks for payment with the total the quote showed. */
export async function payQuoted(
  buyer: { jwt: string; email: string },
  data: Record<string, unknown> = {},
) {
  const quote = await api('/api/checkout/quote', { jwt: buyer.jwt, body: { data } });
  if (quote.status !== 200) throw new Error(`quote: ${quote.status} ${JSON.stringify(quote.body)}`);
  return api('/api/checkout/payment', {
    jwt: buyer.jwt,
    body: {
      data: {
        contact: { email: buyer.email },
        deliveryAddress: ADDRESS,
        expectedTotal: quote.body.data.grandTotal,
        ...data,
      },
    },
  });
}
