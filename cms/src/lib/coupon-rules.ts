import { toUnits, type Currency, type DiscountRule } from './money';

/**
 * Coupon rules. A coupon takes a percentage off the items subtotal (`value`) or a fixed amount per
 * currency (`amountUSD`/`amountTWD`/`amountJPY`). It applies while it is active, from `startsAt`
 * (inclusive) until `expiresAt` (exclusive), in its `currency` only when one is set, to an items
 * subtotal of at least the minimum of the cart's currency (`minSubtotalUSD`/…), and while fewer orders
 * (open or paid) hold a use of it than its `usageLimit`.
 */

/** A coupon as stored (decimals may come back from the database as strings). */
export interface CouponRecord {
  code: string;
  discountType: 'percent' | 'amount' | string;
  value?: number | string | null;
  amountUSD?: number | string | null;
  amountTWD?: number | string | null;
  amountJPY?: number | string | null;
  active?: boolean | null;
  startsAt?: string | Date | null;
  expiresAt?: string | Date | null;
  currency?: string | null;
  minSubtotalUSD?: number | string | null;
  minSubtotalTWD?: number | string | null;
  minSubtotalJPY?: number | string | null;
  usageLimit?: number | string | null;
  usedCount?: number | string | null;
}

/** Why a code cannot be applied, in the order the rules are checked. */
export const COUPON_REASONS = [
  'not_found',
  'inactive',
  'not_started',
  'expired',
  'currency',
  'min_subtotal',
  'usage_limit',
] as const;
export type CouponReason = (typeof COUPON_REASONS)[number];

/** What the quote shows of an applied coupon: for amount coupons, the amount in the cart currency. */
export interface CouponSummary {
  code: string;
  discountType: 'percent' | 'amount';
  value: number;
}

export type CouponCheck =
  { ok: true; rule: DiscountRule; summary: CouponSummary } | { ok: false; reason: CouponReason };

export interface CouponContext {
  currency: Currency;
  itemsSubtotal: number;
  now: Date;
}

const MAX_CODE_LENGTH = 64;

/** Codes are compared in upper case without surrounding spaces; empty means no coupon. */
export function normalizeCouponCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  if (!code) return null;
  return code.slice(0, MAX_CODE_LENGTH);
}

/** A number from a stored decimal/integer; null when not set. */
function num(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function date(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : d;
}

const perCurrency = (
  coupon: CouponRecord,
  prefix: 'amount' | 'minSubtotal',
  currency: Currency,
): number | null => num(coupon[`${prefix}${currency}`]);

export function checkCoupon(
  coupon: CouponRecord | null | undefined,
  ctx: CouponContext,
): CouponCheck {
  if (!coupon) return { ok: false, reason: 'not_found' };
  if (coupon.active === false) return { ok: false, reason: 'inactive' };

  const now = ctx.now.getTime();
  const startsAt = date(coupon.startsAt);
  if (startsAt && now < startsAt.getTime()) return { ok: false, reason: 'not_started' };
  const expiresAt = date(coupon.expiresAt);
  if (expiresAt && now >= expiresAt.getTime()) return { ok: false, reason: 'expired' };

  if (coupon.currency && coupon.currency !== ctx.currency) return { ok: false, reason: 'currency' };
  let rule: DiscountRule;
  let value: number;
  if (coupon.discountType === 'percent') {
    const percent = num(coupon.value);
    if (percent === null || percent <= 0) return { ok: false, reason: 'inactive' };
    value = Math.min(100, percent);
    rule = { type: 'percent', percent: value };
  } else if (coupon.discountType === 'amount') {
    const amount = perCurrency(coupon, 'amount', ctx.currency);
    // no amount in this currency: the coupon is not offered in it
    if (amount === null || amount <= 0) return { ok: false, reason: 'currency' };
    value = amount;
    rule = { type: 'amount', amount };
  } else {
    return { ok: false, reason: 'inactive' };
  }

  const minimum = perCurrency(coupon, 'minSubtotal', ctx.currency);
  if (
    minimum !== null &&
    toUnits(ctx.itemsSubtotal, ctx.currency) < toUnits(minimum, ctx.currency)
  ) {
    return { ok: false, reason: 'min_subtotal' };
  }

  const limit = num(coupon.usageLimit);
  if (limit !== null && (num(coupon.usedCount) ?? 0) >= limit) {
    return { ok: false, reason: 'usage_limit' };
  }

  return {
    ok: true,
    rule,
    summary: { code: coupon.code, discountType: rule.type, value },
  };
}
