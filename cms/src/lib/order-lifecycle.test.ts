import {
  decideMove,
  left,
  STAFF_MOVES,
  type OrderFacts,
  type OrderStatus,
} from './order-lifecycle';

const order = (orderStatus: OrderStatus, extra: Partial<OrderFacts> = {}): OrderFacts => ({
  orderStatus,
  currency: 'USD',
  grandTotal: 42,
  refundedTotal: 0,
  ...extra,
});

const SHIP = { carrier: 'Yamato', trackingNumber: '4912-3456-7890' };

/** Every move from every status: where it may start, and where it leads. */
const ALLOWED: Record<string, OrderStatus | 'done'> = {
  'processing ship': 'shipped',
  'shipped ship': 'done',
  'shipped deliver': 'completed',
  'completed deliver': 'done',
  'pending cancel': 'canceled',
  'processing cancel': 'canceled',
  'canceled cancel': 'done',
  'shipped refund': 'refunded',
  'completed refund': 'refunded',
  // a part refunded before: the rest may follow
  'refunded refund': 'refunded',
};

const STATUSES: OrderStatus[] = [
  'pending',
  'processing',
  'shipped',
  'completed',
  'canceled',
  'refunded',
];

describe('the order lifecycle', () => {
  for (const status of STATUSES) {
    for (const move of STAFF_MOVES) {
      const expected = ALLOWED[`${status} ${move}`];
      const facts = order(status, {
        ...(status === 'shipped' ? SHIP : {}),
        ...(status === 'refunded' ? { refundedTotal: 10 } : {}),
      });
      test(`${move} from ${status}: ${expected ?? 'refused'}`, () => {
        const decision = decideMove(facts, move, { ...SHIP, amount: 10 });
        if (!expected) {
          expect(decision).toEqual({ ok: false, code: 'MOVE_NOT_ALLOWED', from: status });
        } else if (expected === 'done') {
          expect(decision).toMatchObject({ ok: true, done: true });
        } else {
          expect(decision).toMatchObject({ ok: true, done: false, from: status, to: expected });
        }
      });
    }
  }

  test('shipping needs a carrier and a tracking number made of letters, digits, spaces and dashes', () => {
    expect(decideMove(order('processing'), 'ship', {})).toEqual({
      ok: false,
      code: 'MOVE_INVALID',
      fields: ['carrier', 'trackingNumber'],
    });
    expect(
      decideMove(order('processing'), 'ship', { carrier: 'Yamato', trackingNumber: '<b>1</b>' }),
    ).toEqual({ ok: false, code: 'MOVE_INVALID', fields: ['trackingNumber'] });
    expect(decideMove(order('processing'), 'ship', SHIP)).toMatchObject({
      changes: { orderStatus: 'shipped', shippingStatus: 'in_transit', ...SHIP },
    });
    // shipped again with another number is not the same move
    expect(
      decideMove(order('shipped', { ...SHIP }), 'ship', { ...SHIP, trackingNumber: 'X-1234' }),
    ).toEqual({ ok: false, code: 'MOVE_NOT_ALLOWED', from: 'shipped' });
  });

  test('canceling a paid order refunds the rest and restocks; a pending one gives nothing back', () => {
    expect(decideMove(order('processing'), 'cancel', {})).toMatchObject({
      refund: 42,
      restock: true,
      changes: { orderStatus: 'canceled', paymentStatus: 'refunded', refundedTotal: 42 },
    });
    expect(decideMove(order('pending'), 'cancel', {})).toMatchObject({ refund: 0, restock: false });
  });

  test('refunds in part keep a running total; the last one marks the payment refunded', () => {
    const first = decideMove(order('completed'), 'refund', { amount: 10.5, restock: false });
    expect(first).toMatchObject({
      refund: 10.5,
      restock: false,
      changes: { orderStatus: 'refunded', refundedTotal: 10.5 },
    });
    expect(first.ok && first.changes).not.toHaveProperty('paymentStatus');
    const second = decideMove(order('refunded', { refundedTotal: 10.5 }), 'refund', {
      restock: true,
    });
    expect(second).toMatchObject({
      refund: 31.5,
      restock: true,
      changes: { refundedTotal: 42, paymentStatus: 'refunded' },
    });
    expect(decideMove(order('refunded', { refundedTotal: 42 }), 'refund', {})).toEqual({
      ok: false,
      code: 'MOVE_NOT_ALLOWED',
      from: 'refunded',
    });
  });

  test('a refund of nothing, of more than is left, or of no number is refused', () => {
    for (const amount of [0, -1, 42.01, 'ten', Number.NaN]) {
      expect(decideMove(order('shipped'), 'refund', { amount })).toEqual({
        ok: false,
        code: 'MOVE_INVALID',
        fields: ['amount'],
      });
    }
    // yen have no decimals
    expect(
      decideMove(order('shipped', { currency: 'JPY', grandTotal: 3000 }), 'refund', {
        amount: 1000,
      }),
    ).toMatchObject({ refund: 1000, changes: { refundedTotal: 1000 } });
    expect(left({ currency: 'USD', grandTotal: 42, refundedTotal: 10.5 })).toBe(31.5);
  });
});
