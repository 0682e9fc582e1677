/**
 * Money of the shop: amounts are decimal numbers in one currency, and every sum is done in whole
 * units of that currency's smallest shop unit (cents for USD, whole dollars for TWD, whole yen for
 * JPY), so no floating-point remainder ever reaches a total. Stripe counts in its own minor units:
 * USD and TWD × 100, JPY × 1 (a zero-decimal currency).
 */

export const CURRENCIES = ['USD', 'TWD', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Decimals the shop shows and rounds to. */
export const SHOP_DECIMALS: Record<Currency, number> = { USD: 2, TWD: 0, JPY: 0 };

/** Stripe's minor units per unit of the currency. */
export const STRIPE_FACTOR: Record<Currency, number> = { USD: 100, TWD: 100, JPY: 1 };

const unitFactor = (currency: Currency): number => 10 ** SHOP_DECIMALS[currency];

/** Rounds half up, after removing the noise of binary fractions (1.005 × 100 is 100.4999…). */
const roundHalfUp = (value: number): number => Math.round(Number(value.toPrecision(12)));

/** An amount as an integer count of the currency's smallest shop unit. */
export function toUnits(amount: number, currency: Currency): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  return roundHalfUp(amount * unitFactor(currency));
}

export function fromUnits(units: number, currency: Currency): number {
  return units / unitFactor(currency);
}

/** Rounds to the currency's smallest shop unit. */
export function roundMoney(amount: number, currency: Currency): number {
  return fromUnits(toUnits(amount, currency), currency);
}

/** The amount Stripe expects (minor units). */
export function toStripeAmount(amount: number, currency: Currency): number {
  return toUnits(amount, currency) * (STRIPE_FACTOR[currency] / unitFactor(currency));
}

export function fromStripeAmount(minor: number, currency: Currency): number {
  return roundMoney(minor / STRIPE_FACTOR[currency], currency);
}

/** Whether two amounts are the same once rounded to the currency. */
export function sameAmount(a: number, b: number, currency: Currency): boolean {
  return toUnits(a, currency) === toUnits(b, currency);
}

export type DiscountRule =
  | { type: 'percent'; /** 0..100 */ percent: number }
  | { type: 'amount'; /** in the order currency */ amount: number };

export interface TotalsInput {
  currency: Currency;
  lines: Array<{ price: number; quantity: number }>;
  /** the chosen shipping method's fee */
  shippingFee: number;
  /** items subtotal from which shipping is free; null: never free */
  freeShippingThreshold: number | null;
  discount?: DiscountRule | null;
}

export interface Totals {
  lineTotals: number[];
  itemsSubtotal: number;
  shippingAndHandling: number;
  discount: number;
  grandTotal: number;
  /** the items subtotal reached the free-shipping threshold */
  freeShipping: boolean;
}

/** The discount of a rule on an items subtotal, in units; never more than the subtotal. */
export function discountUnits(
  rule: DiscountRule | null | undefined,
  subtotalUnits: number,
  currency: Currency,
): number {
  if (!rule || subtotalUnits <= 0) return 0;
  let units: number;
  if (rule.type === 'percent') {
    const percent = Math.min(100, Math.max(0, rule.percent));
    // percent in hundredths, so the product stays an integer before the one rounding
    const basisPoints = Math.round(percent * 100);
    units = Math.round((subtotalUnits * basisPoints) / 10_000);
  } else {
    units = Math.max(0, toUnits(rule.amount, currency));
  }
  return Math.min(units, subtotalUnits);
}

/**
 * Line totals, items subtotal, shipping (free at or over the threshold), discount (on items only,
 * at most the subtotal) and the grand total, each rounded to the currency.
 */
export function computeTotals(input: TotalsInput): Totals {
  const { currency } = input;
  const lineUnits = input.lines.map((line) => {
    const quantity = Math.max(0, Math.floor(line.quantity));
    return toUnits(line.price, currency) * quantity;
  });
  const subtotal = lineUnits.reduce((sum, units) => sum + units, 0);
  const freeShipping =
    input.freeShippingThreshold !== null &&
    subtotal >= toUnits(input.freeShippingThreshold, currency);
  const shipping = freeShipping ? 0 : Math.max(0, toUnits(input.shippingFee, currency));
  const discount = discountUnits(input.discount, subtotal, currency);
  return {
    lineTotals: lineUnits.map((units) => fromUnits(units, currency)),
    itemsSubtotal: fromUnits(subtotal, currency),
    shippingAndHandling: fromUnits(shipping, currency),
    discount: fromUnits(discount, currency),
    grandTotal: fromUnits(subtotal + shipping - discount, currency),
    freeShipping,
  };
}

const SYMBOL: Record<Currency, string> = { USD: 'US$', TWD: 'NT$', JPY: '¥' };

/** 'US$38.40', 'NT$1,200', '¥1,800' (mails and logs; the storefront formats its own). */
export function formatMoney(amount: number, currency: Currency): string {
  const decimals = SHOP_DECIMALS[currency];
  const digits = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${SYMBOL[currency]}${digits}`;
}
