import * as seed from '../../src/seed/data';
import { api, dbRows, registerMember } from './api';
import { productDocumentId } from './orders';

/** Where the coupon journeys deliver: the first seeded member's address. */
const ADDRESS = { ...seed.members[0]!.shippingAddress };

export interface CouponBuyer {
  jwt: string;
  email: string;
  id: number;
}

/** A new member with one tea in their cart, ready to check out. */
export async function couponBuyer(tag: string): Promise<CouponBuyer> {
  const member = await registerMember(tag);
  const res = await api('/api/carts', {
    jwt: member.jwt,
    body: { data: { items: [{ productId: await productDocumentId('hojicha'), quantity: 1 }] } },
  });
  if (res.status !== 201) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  return member;
}

/** The quoted total of the member's cart with the coupon (quoting does not take a use). */
export async function quotedTotal(jwt: string, couponCode: string): Promise<number> {
  const q = await api('/api/checkout/quote', { jwt, body: { data: { couponCode } } });
  if (q.status !== 200) throw new Error(`quote: ${q.status} ${JSON.stringify(q.body)}`);
  return q.body.data.grandTotal as number;
}

/** Commits the member's checkout to payment with the coupon. */
export const payWithCoupon = (
  member: { jwt: string; email: string },
  couponCode: string,
  expectedTotal: number,
) =>
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

/** The coupon's counted uses, as stored. */
export const couponUsedCount = async (code: string): Promise<number> =>
  Number(
    (
      await dbRows<{ used_count: number }>('SELECT used_count FROM coupons WHERE code = ?', code)
    )[0]!.used_count,
  );
