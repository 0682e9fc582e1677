import { checkCoupon, normalizeCouponCode, type CouponRecord } from './coupon-rules';

const now = new Date('2026-11-24T12:00:00.000Z');
const usd = { currency: 'USD' as const, itemsSubtotal: 40, now };

const percent: CouponRecord = {
  code: 'WELCOME10',
  discountType: 'percent',
  value: 10,
  active: true,
};
const amount: CouponRecord = {
  code: 'TEA5',
  discountType: 'amount',
  amountUSD: '5',
  amountTWD: 150,
  amountJPY: 750,
  active: true,
  expiresAt: '2027-12-31T15:59:59.000Z',
};

describe('normalizeCouponCode', () => {
  test('trims and upper-cases; empty or not a string is no coupon', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizeCouponCode('')).toBeNull();
    expect(normalizeCouponCode('   ')).toBeNull();
    expect(normalizeCouponCode(42)).toBeNull();
    expect(normalizeCouponCode('x'.repeat(100))).toHaveLength(64);
  });
});

describe('checkCoupon', () => {
  test('a valid percent coupon', () => {
    expect(checkCoupon(percent, usd)).toEqual({
      ok: true,
      rule: { type: 'percent', percent: 10 },
      summary: { code: 'WELCOME10', discountType: 'percent', value: 10 },
    });
  });

  test('a valid amount coupon takes the amount of the cart currency', () => {
    expect(checkCoupon(amount, usd)).toMatchObject({
      ok: true,
      rule: { type: 'amount', amount: 5 },
      summary: { value: 5 },
    });
    expect(checkCoupon(amount, { currency: 'JPY', itemsSubtotal: 3000, now })).toMatchObject({
      ok: true,
      summary: { value: 750 },
    });
  });

  test('not found and inactive', () => {
    expect(checkCoupon(null, usd)).toEqual({ ok: false, reason: 'not_found' });
    expect(checkCoupon({ ...percent, active: false }, usd)).toEqual({
      ok: false,
      reason: 'inactive',
    });
    expect(checkCoupon({ ...percent, value: 0 }, usd)).toEqual({ ok: false, reason: 'inactive' });
  });

  test('validity dates: start inclusive, end exclusive', () => {
    expect(checkCoupon({ ...percent, startsAt: '2026-11-25T00:00:00Z' }, usd)).toEqual({
      ok: false,
      reason: 'not_started',
    });
    expect(checkCoupon({ ...percent, startsAt: now.toISOString() }, usd).ok).toBe(true);
    expect(checkCoupon({ ...percent, expiresAt: now.toISOString() }, usd)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkCoupon({ ...percent, expiresAt: '2026-11-24T12:00:01Z' }, usd).ok).toBe(true);
  });

  test('currency restriction, and amount coupons without an amount in the currency', () => {
    expect(checkCoupon({ ...percent, currency: 'TWD' }, usd)).toEqual({
      ok: false,
      reason: 'currency',
    });
    expect(
      checkCoupon({ ...percent, currency: 'TWD' }, { currency: 'TWD', itemsSubtotal: 900, now }).ok,
    ).toBe(true);
    expect(checkCoupon({ ...amount, amountUSD: null }, usd)).toEqual({
      ok: false,
      reason: 'currency',
    });
  });

  test('minimum subtotal of the cart currency', () => {
    const min = { ...percent, minSubtotalUSD: 40, minSubtotalJPY: 12000 };
    expect(checkCoupon(min, usd).ok).toBe(true);
    expect(checkCoupon(min, { ...usd, itemsSubtotal: 39.99 })).toEqual({
      ok: false,
      reason: 'min_subtotal',
    });
    expect(checkCoupon(min, { currency: 'JPY', itemsSubtotal: 11950, now })).toEqual({
      ok: false,
      reason: 'min_subtotal',
    });
    // no minimum for TWD
    expect(checkCoupon(min, { currency: 'TWD', itemsSubtotal: 10, now }).ok).toBe(true);
  });

  test('usage limit counts paid orders', () => {
    expect(checkCoupon({ ...percent, usageLimit: 2, usedCount: 1 }, usd).ok).toBe(true);
    expect(checkCoupon({ ...percent, usageLimit: 2, usedCount: 2 }, usd)).toEqual({
      ok: false,
      reason: 'usage_limit',
    });
    expect(checkCoupon({ ...percent, usageLimit: null, usedCount: 99 }, usd).ok).toBe(true);
  });

  test('the first failing rule is reported', () => {
    const all: CouponRecord = {
      ...percent,
      active: false,
      expiresAt: '2020-01-01T00:00:00Z',
      usageLimit: 0,
    };
    expect(checkCoupon(all, usd)).toEqual({ ok: false, reason: 'inactive' });
    expect(checkCoupon({ ...all, active: true }, usd)).toEqual({ ok: false, reason: 'expired' });
  });
});
