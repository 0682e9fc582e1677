import * as seed from '../src/seed/data';
import { api, dbRows, registerMember } from './support/api';
import { editor } from './support/editor';
import { productDocumentId } from './support/orders';
import { stripeApi, waitFor } from './support/payments';

const COUPON = 'api::coupon.coupon';
const ADDRESS = { ...seed.members[0]!.shippingAddress };

async function buyer() {
  const member = await registerMember('coupon');
  const res = await api('/api/carts', {
    jwt: member.jwt,
    body: { data: { items: [{ productId: await productDocumentId('hojicha'), quantity: 1 }] } },
  });
  if (res.status !== 201) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  return member;
}

/** The quoted total of the member's cart with the coupon (quoting does not take a use). */
async function quotedTotal(jwt: string, couponCode: string): Promise<number> {
  const q = await api('/api/checkout/quote', { jwt, body: { data: { couponCode } } });
  if (q.status !== 200) throw new Error(`quote: ${q.status} ${JSON.stringify(q.body)}`);
  return q.body.data.grandTotal as number;
}

const pay = (member: { jwt: string; email: string }, couponCode: string, expectedTotal: number) =>
  api('/api/checkout/payment', {
    jwt: member.jwt,
    body: {
      data: {
        contact: { email: member.email },
        deliveryAddress: ADDRESS,
        couponCode,
        expectedTotal,
      },
    },
  });

const usedCount = async (code: string): Promise<number> =>
  Number(
    (
      await dbRows<{ used_count: number }>('SELECT used_count FROM coupons WHERE code = ?', code)
    )[0]!.used_count,
  );

describe('the last use of a limited coupon', () => {
  test('two payments at once with one use left: exactly one gets it; a canceled payment gives it back', async () => {
    const code = `LAST${Date.now().toString(36).toUpperCase()}`;
    const created = await editor.create(COUPON, {
      code,
      discountType: 'percent',
      value: 10,
      active: true,
      usageLimit: 3,
      usedCount: 2,
    });
    expect(created.status).toBeLessThan(300);

    const [first, second] = await Promise.all([buyer(), buyer()]);
    // both carts quote the coupon: one use is left
    const [firstTotal, secondTotal] = await Promise.all([
      quotedTotal(first.jwt, code),
      quotedTotal(second.jwt, code),
    ]);

    const answers = await Promise.all([
      pay(first, code, firstTotal),
      pay(second, code, secondTotal),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    // refused like a coupon that cannot be applied (the checkout drops it), saying why
    expect(refused.body.error).toMatchObject({
      message: 'This coupon has been used up',
      details: { code: 'COUPON_INVALID', reason: 'usage_limit', couponCode: code },
    });
    expect(await usedCount(code)).toBe(3);

    // the winner submits the checkout again (same order): no second use is taken
    const winnerIndex = answers.findIndex((a) => a.status === 200);
    const winner = winnerIndex === 0 ? first : second;
    const loser = winnerIndex === 0 ? second : first;
    const again = await pay(winner, code, await quotedTotal(winner.jwt, code));
    expect(again.status).toBe(200);
    expect(await usedCount(code)).toBe(3);

    // the winner's payment is canceled: the use comes back and the other shopper can have it
    const intentId = answers[winnerIndex]!.body.data.paymentIntentId as string;
    const canceled = await stripeApi(`/v1/payment_intents/${intentId}/cancel`, { params: {} });
    expect(canceled.status).toBe(200);
    await waitFor('the use to come back', async () => (await usedCount(code)) === 2);
    const retry = await pay(loser, code, await quotedTotal(loser.jwt, code));
    expect(retry.status).toBe(200);
    expect(await usedCount(code)).toBe(3);
  });
});
