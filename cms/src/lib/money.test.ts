import {
  computeTotals,
  discountUnits,
  formatMoney,
  fromStripeAmount,
  roundMoney,
  sameAmount,
  toStripeAmount,
  toUnits,
} from './money';

describe('units and Stripe amounts', () => {
  test('USD counts cents, TWD whole dollars, JPY whole yen', () => {
    expect(toUnits(12.5, 'USD')).toBe(1250);
    expect(toUnits(1.005, 'USD')).toBe(101);
    expect(toUnits(380, 'TWD')).toBe(380);
    expect(toUnits(1800, 'JPY')).toBe(1800);
    expect(() => toUnits(Number.NaN, 'USD')).toThrow(RangeError);
  });

  test('Stripe minor units: USD and TWD × 100, JPY × 1', () => {
    expect(toStripeAmount(38.4, 'USD')).toBe(3840);
    expect(toStripeAmount(0.1 + 0.2, 'USD')).toBe(30);
    expect(toStripeAmount(1200, 'TWD')).toBe(120000);
    expect(toStripeAmount(1800, 'JPY')).toBe(1800);
    expect(fromStripeAmount(3840, 'USD')).toBe(38.4);
    expect(fromStripeAmount(120000, 'TWD')).toBe(1200);
    expect(fromStripeAmount(1800, 'JPY')).toBe(1800);
  });

  test('rounding per currency', () => {
    expect(roundMoney(3.605, 'USD')).toBe(3.61);
    expect(roundMoney(37.5, 'TWD')).toBe(38);
    expect(roundMoney(112.49, 'JPY')).toBe(112);
    expect(sameAmount(38.4, 38.400000001, 'USD')).toBe(true);
    expect(sameAmount(38.4, 38.41, 'USD')).toBe(false);
    expect(sameAmount(1200, 1200.4, 'TWD')).toBe(true);
  });

  test('formatting for mails', () => {
    expect(formatMoney(38.4, 'USD')).toBe('US$38.40');
    expect(formatMoney(1200, 'TWD')).toBe('NT$1,200');
    expect(formatMoney(18000, 'JPY')).toBe('¥18,000');
    expect(formatMoney(-3.6, 'USD')).toBe('-US$3.60');
  });
});

describe('discounts', () => {
  test('percent of the subtotal, rounded once to the currency', () => {
    expect(discountUnits({ type: 'percent', percent: 10 }, 3600, 'USD')).toBe(360);
    expect(discountUnits({ type: 'percent', percent: 10 }, 1005, 'USD')).toBe(101);
    expect(discountUnits({ type: 'percent', percent: 12.5 }, 1050, 'TWD')).toBe(131);
    expect(discountUnits({ type: 'percent', percent: 15 }, 1850, 'JPY')).toBe(278);
  });

  test('never more than the subtotal, never negative', () => {
    expect(discountUnits({ type: 'amount', amount: 5 }, 300, 'USD')).toBe(300);
    expect(discountUnits({ type: 'percent', percent: 150 }, 300, 'USD')).toBe(300);
    expect(discountUnits({ type: 'amount', amount: -5 }, 300, 'USD')).toBe(0);
    expect(discountUnits({ type: 'percent', percent: 10 }, 0, 'USD')).toBe(0);
    expect(discountUnits(null, 300, 'USD')).toBe(0);
  });
});

describe('computeTotals', () => {
  const lines = [
    { price: 18, quantity: 2 },
    { price: 12.5, quantity: 1 },
  ];

  test('under the threshold: shipping charged, discount on items only', () => {
    const totals = computeTotals({
      currency: 'USD',
      lines,
      shippingFee: 6,
      freeShippingThreshold: 50,
      discount: { type: 'percent', percent: 10 },
    });
    expect(totals).toEqual({
      lineTotals: [36, 12.5],
      itemsSubtotal: 48.5,
      shippingAndHandling: 6,
      discount: 4.85,
      grandTotal: 49.65,
      freeShipping: false,
    });
  });

  test('at the threshold shipping is free, whatever the discount brings the total to', () => {
    const totals = computeTotals({
      currency: 'USD',
      lines: [{ price: 25, quantity: 2 }],
      shippingFee: 15,
      freeShippingThreshold: 50,
      discount: { type: 'amount', amount: 5 },
    });
    expect(totals).toMatchObject({
      itemsSubtotal: 50,
      shippingAndHandling: 0,
      discount: 5,
      grandTotal: 45,
      freeShipping: true,
    });
  });

  test('no threshold: never free; zero-decimal currencies stay whole', () => {
    const totals = computeTotals({
      currency: 'JPY',
      lines: [{ price: 1850, quantity: 3 }],
      shippingFee: 900,
      freeShippingThreshold: null,
      discount: { type: 'percent', percent: 10 },
    });
    expect(totals).toMatchObject({
      itemsSubtotal: 5550,
      shippingAndHandling: 900,
      discount: 555,
      grandTotal: 5895,
      freeShipping: false,
    });
  });

  test('the sum of many cent prices has no floating-point remainder', () => {
    const totals = computeTotals({
      currency: 'USD',
      lines: Array.from({ length: 10 }, () => ({ price: 0.1, quantity: 3 })),
      shippingFee: 0.2,
      freeShippingThreshold: 50,
    });
    expect(totals.itemsSubtotal).toBe(3);
    expect(totals.grandTotal).toBe(3.2);
  });
});
