import type { Core } from '@strapi/strapi';
import type createPaymentsService from '../api/checkout/services/payments';
import type { OrderRecord } from './order-view';
import { stockHolds } from './stock-holds';
import { stripe, type Stripe } from './stripe';

const ORDER = 'api::order.order';
const PAYMENTS = 'api::checkout.payments';
const BATCH = 100;

type PaymentsService = ReturnType<typeof createPaymentsService>;

export interface ReleaseResult {
  /** open orders looked at */
  checked: number;
  /** of these, orders now canceled (their coupon use given back, by this run or one at once) */
  released: number;
}

/** `COUPON_HOLD_MINUTES` (60): how long an untouched open checkout keeps its coupon's use. */
export function couponHoldMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.COUPON_HOLD_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 60;
}

const isOpen = (order: OrderRecord | null): boolean =>
  !!order && order.orderStatus === 'pending' && order.paymentStatus !== 'paid';

/**
 * Abandoned checkouts give their coupon's use back: every open order (pending, unpaid) with a
 * coupon left untouched since `now - holdMinutes` has its PaymentIntent canceled at Stripe, then
 * the order is brought in line with the PaymentIntent as the webhook does it (a canceled payment
 * cancels the order and gives the use back, once). A PaymentIntent already processing or
 * succeeded is not canceled, only applied. Runs in batches; every instance may run it at once
 * (the order's conditional update decides which run gives the use back). Returns what it did.
 */
export async function releaseStaleCouponHolds(
  strapi: Core.Strapi,
  holdMinutes: number,
  now = Date.now(),
): Promise<ReleaseResult> {
  const payments = strapi.service(PAYMENTS) as unknown as PaymentsService;
  const cutoff = new Date(now - holdMinutes * 60 * 1000);
  const result: ReleaseResult = { checked: 0, released: 0 };
  let afterId = 0;
  for (;;) {
    const stale = (await strapi.db.query(ORDER).findMany({
      where: {
        id: { $gt: afterId },
        orderStatus: 'pending',
        paymentStatus: { $ne: 'paid' },
        couponCode: { $notNull: true, $ne: '' },
        updatedAt: { $lt: cutoff },
      },
      select: ['id'],
      orderBy: { id: 'asc' },
      limit: BATCH,
    })) as Array<{ id: number }>;
    for (const { id } of stale) {
      afterId = id;
      result.checked += 1;
      try {
        if (await releaseOne(strapi, payments, id, cutoff)) result.released += 1;
      } catch (error) {
        // Stripe unreachable or the order changed meanwhile: the next run tries again.
        strapi.log.warn(`[checkout] releasing the coupon of order ${id}: ${String(error)}`);
      }
    }
    if (stale.length < BATCH) break;
  }
  return result;
}

/** One stale open order; true when this call canceled it. */
async function releaseOne(
  strapi: Core.Strapi,
  payments: PaymentsService,
  id: number,
  cutoff: Date,
): Promise<boolean> {
  const order = (await strapi.db.query(ORDER).findOne({
    where: { id },
    select: ['id', 'orderStatus', 'paymentStatus', 'couponCode', 'paymentIntentId', 'updatedAt'],
  })) as OrderRecord | null;
  // touched meanwhile (the member came back) or settled by another run
  if (!order || !isOpen(order) || !(new Date(order.updatedAt as string | Date) < cutoff)) {
    return false;
  }
  const intentId = typeof order.paymentIntentId === 'string' ? order.paymentIntentId : '';
  if (!intentId) {
    // committed to payment, but no PaymentIntent was ever made: nothing at Stripe to cancel
    return payments.cancelOpen(order, { paymentIntentId: null });
  }
  let intent: Stripe.PaymentIntent = await payments.retrieve(intentId);
  if (
    intent.status !== 'processing' &&
    intent.status !== 'succeeded' &&
    intent.status !== 'canceled'
  ) {
    try {
      await stripe().client.paymentIntents.cancel(intentId, {
        cancellation_reason: 'abandoned',
      });
    } catch (error) {
      // paid or canceled meanwhile (another instance, or the shopper): applied as it is now
      if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
    }
    intent = await payments.retrieve(intentId);
  }
  await payments.syncOrder(order, intent);
  return intent.status === 'canceled';
}

/**
 * The scheduled job: `COUPON_HOLD_MINUTES` (60) and `COUPON_HOLD_CRON` (every 10 minutes).
 */
export function staleCheckoutsTask(env: NodeJS.ProcessEnv = process.env) {
  const holdMinutes = couponHoldMinutes(env);
  return {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        const { released } = await releaseStaleCouponHolds(strapi, holdMinutes);
        if (released > 0) {
          strapi.log.info(
            `[checkout] ${released} checkouts untouched for ${holdMinutes} minutes canceled, ` +
              'their coupon uses given back',
          );
        }
      } catch (error) {
        strapi.log.error(
          `[checkout] releasing held coupon uses failed: ${(error as Error).message}`,
        );
      }
    },
    options: { rule: env.COUPON_HOLD_CRON?.trim() || '*/10 * * * *' },
  };
}

export interface StockReleaseResult {
  /** holds given back because their time ran out */
  released: number;
  /** orders paid after their tea sold out, refunded by this run */
  refunded: number;
}

/**
 * Stock held for payments that were never made goes back: every hold past its time whose payment
 * is not being processed is released (of two instances at once, the order's conditional update
 * lets one give it back). Orders paid after their tea sold out whose refund could not be made at
 * once are refunded.
 */
export async function releaseExpiredStockHolds(
  strapi: Core.Strapi,
  now = new Date(),
): Promise<StockReleaseResult> {
  const payments = strapi.service(PAYMENTS) as unknown as PaymentsService;
  const holds = stockHolds(strapi);
  const result: StockReleaseResult = { released: 0, refunded: 0 };
  const expired = (await strapi.db.query(ORDER).findMany({
    where: {
      stockHold: 'held',
      stockHeldUntil: { $lt: now },
      paymentStatus: { $notIn: ['processing', 'paid'] },
    },
    select: ['id'],
    orderBy: { id: 'asc' },
    limit: BATCH * 10,
  })) as Array<{ id: number }>;
  for (const { id } of expired) {
    if (await holds.release(id)) result.released += 1;
  }
  const unrefunded = (await strapi.db.query(ORDER).findMany({
    where: { cancelReason: 'out_of_stock', paymentStatus: 'paid' },
    select: ['id'],
    limit: BATCH,
  })) as Array<{ id: number }>;
  for (const { id } of unrefunded) {
    if (await payments.refundSoldOut(id)) result.refunded += 1;
  }
  return result;
}

/** The scheduled job: `STOCK_HOLD_CRON` (every minute); holds last `STOCK_HOLD_MINUTES` (15). */
export function stockHoldsTask(env: NodeJS.ProcessEnv = process.env) {
  return {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        const { released, refunded } = await releaseExpiredStockHolds(strapi);
        if (released + refunded > 0) {
          strapi.log.info(
            `[checkout] stock of ${released} unpaid checkouts given back; ${refunded} sold-out orders refunded`,
          );
        }
      } catch (error) {
        strapi.log.error(`[checkout] releasing held stock failed: ${(error as Error).message}`);
      }
    },
    options: { rule: env.STOCK_HOLD_CRON?.trim() || '* * * * *' },
  };
}
