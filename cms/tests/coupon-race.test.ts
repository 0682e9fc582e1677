import { editor } from './support/editor';
import {
  couponBuyer,
  couponUsedCount,
  payWithCoupon,
  quotedTotal,
} from './support/coupon-checkout';
import { stripeApi, waitFor } from './support/payments';

const COUPON = 'api::coupon.coupon';

const buyer = () => couponBuyer('coupon');

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
      payWithCoupon(first, code, firstTotal),
      payWithCoupon(second, code, secondTotal),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    // refused like a coupon that cannot be applied (the checkout drops it), saying why
    expect(refused.body.error).toMatchObject({
      message: 'This coupon has been used up',
      details: { code: 'COUPON_INVALID', reason: 'usage_limit', couponCode: code },
    });
    expect(await couponUsedCount(code)).toBe(3);

    // the winner submits the checkout again (same order): no second use is taken
    const winnerIndex = answers.findIndex((a) => a.status === 200);
    const winner = winnerIndex === 0 ? first : second;
    const loser = winnerIndex === 0 ? second : first;
    const again = await payWithCoupon(winner, code, await quotedTotal(winner.jwt, code));
    expect(again.status).toBe(200);
    expect(await couponUsedCount(code)).toBe(3);

    // the winner's payment is canceled: the use comes back and the other shopper can have it
    const intentId = answers[winnerIndex]!.body.data.paymentIntentId as string;
    const canceled = await stripeApi(`/v1/payment_intents/${intentId}/cancel`, { params: {} });
    expect(canceled.status).toBe(200);
    await waitFor('the use to come back', async () => (await couponUsedCount(code)) === 2);
    const retry = await payWithCoupon(loser, code, await quotedTotal(loser.jwt, code));
    expect(retry.status).toBe(200);
    expect(await couponUsedCount(code)).toBe(3);
  });
});
