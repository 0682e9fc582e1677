import type { Core } from '@strapi/strapi';
import { docs } from '../../../lib/docs';
import { isCurrency, toStripeAmount, type Currency } from '../../../lib/money';
import { renderOrderConfirmation } from '../../../lib/order-mail';
import { toOrderView, type OrderRecord } from '../../../lib/order-view';
import { isContentLocale, type ContentLocale } from '../../../lib/settings';
import { orderMoves } from '../../../lib/order-moves';
import { notifyMember, orderPageUrl } from '../../../lib/order-notices';
import type { Shortage } from '../../../lib/stock';
import { stockHolds } from '../../../lib/stock-holds';
import { cardLabel, stripe, type Stripe } from '../../../lib/stripe';
import { isRecord } from '../../../lib/types';
import type createCartService from '../../cart/services/cart';
import { couponUses } from '../../coupon/services/coupon';
import { checkoutError } from '../errors';

const ORDER = 'api::order.order';
const SHIPPING = 'api::shipping-method.shipping-method';
const EVENT = 'api::checkout.stripe-event';

type CartService = ReturnType<typeof createCartService>;

/** The events whose PaymentIntent decides an order's state. */
export const HANDLED_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
]);

/** The events that say money went back: the order's refunded total follows Stripe's. */
export const REFUND_EVENTS = new Set(['charge.refunded', 'refund.updated', 'refund.created']);

export type PaymentResult = 'success' | 'processing' | 'failed' | 'expired';

export interface ResultAnswer {
  result: PaymentResult;
  order: Record<string, unknown>;
  /** failed payments: Stripe's reason when known */
  details?: { declineCode?: string; errorCode?: string; message?: string };
}

interface PaymentError {
  code?: string;
  declineCode?: string;
  message?: string;
}

const isUniqueViolation = (error: unknown): boolean => {
  const text = `${(error as { code?: unknown })?.code ?? ''} ${(error as Error)?.message ?? ''}`;
  return /UNIQUE|unique|23505/.test(text);
};

const errorOf = (intent: Stripe.PaymentIntent): PaymentError | null => {
  const e = intent.last_payment_error;
  if (!e) return null;
  return {
    ...(e.code ? { code: e.code } : {}),
    ...(e.decline_code ? { declineCode: e.decline_code } : {}),
    ...(e.message ? { message: e.message } : {}),
  };
};

/**
 * Brings orders in line with their PaymentIntents. The webhook and the result endpoint both call
 * syncOrder with a PaymentIntent freshly read from Stripe; completion happens once, decided by a
 * conditional update of the order (only an unpaid pending order becomes paid), so its effects
 * (empty cart, mail) are never applied twice. The coupon's use was taken when the checkout
 * committed the order to payment; a canceled payment gives it back, once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const carts = () => strapi.service('api::cart.cart') as unknown as CartService;
  const orders = () => strapi.db.query(ORDER);

  const loadOrder = async (where: Record<string, unknown>): Promise<OrderRecord | null> =>
    (await docs(strapi, ORDER).findFirst({
      filters: where,
      populate: { deliveryAddress: true, user: { fields: ['id', 'email'] } },
    })) as unknown as OrderRecord | null;

  const userIdOf = (order: OrderRecord): number | null =>
    isRecord(order.user) && typeof order.user.id === 'number' ? order.user.id : null;

  const currencyOf = (order: OrderRecord): Currency | null =>
    isCurrency(order.currency) ? order.currency : null;

  /** The card used, from the PaymentIntent's payment method or its latest charge. */
  async function paymentMethodLabel(intent: Stripe.PaymentIntent): Promise<string> {
    const client = stripe().client;
    try {
      let method = intent.payment_method;
      if (typeof method === 'string') method = await client.paymentMethods.retrieve(method);
      const fromMethod = cardLabel(method?.card);
      if (fromMethod) return fromMethod;
    } catch (error) {
      strapi.log.debug(`[checkout] payment method of ${intent.id}: ${String(error)}`);
    }
    try {
      let charge = intent.latest_charge;
      if (typeof charge === 'string') charge = await client.charges.retrieve(charge);
      const fromCharge = cardLabel(charge?.payment_method_details?.card);
      if (fromCharge) return fromCharge;
    } catch (error) {
      strapi.log.debug(`[checkout] latest charge of ${intent.id}: ${String(error)}`);
    }
    return 'Card';
  }

  async function sendConfirmation(order: OrderRecord): Promise<void> {
    const currency = currencyOf(order);
    const locale: ContentLocale = isContentLocale(order.shopLocale) ? order.shopLocale : 'en';
    const contact = isRecord(order.contact) ? order.contact : {};
    const user = isRecord(order.user) ? order.user : {};
    const to = String(contact.email || user.email || '');
    if (!currency || !to) return;
    const method = await docs(strapi, SHIPPING).findFirst({
      locale,
      filters: { slug: order.shippingMethod },
      fields: ['name'],
    });
    const items = Array.isArray(order.items) ? (order.items as Array<Record<string, unknown>>) : [];
    const mail = renderOrderConfirmation({
      number: String(order.number),
      placedAt:
        typeof order.placedAt === 'string' || order.placedAt instanceof Date
          ? order.placedAt
          : null,
      locale,
      currency,
      items: items.map((item) => ({
        name: String(item.name ?? ''),
        productFormat: typeof item.productFormat === 'string' ? item.productFormat : undefined,
        quantity: Number(item.quantity ?? 0),
        lineTotal: Number(item.lineTotal ?? 0),
      })),
      itemsSubtotal: Number(order.itemsSubtotal ?? 0),
      shippingAndHandling: Number(order.shippingAndHandling ?? 0),
      discount: Number(order.discount ?? 0),
      grandTotal: Number(order.grandTotal ?? 0),
      couponCode: typeof order.couponCode === 'string' ? order.couponCode : null,
      shippingMethodName: typeof method?.name === 'string' ? method.name : null,
      paymentMethod: typeof order.paymentMethod === 'string' ? order.paymentMethod : null,
      deliveryAddress: isRecord(order.deliveryAddress)
        ? (order.deliveryAddress as Record<string, string>)
        : {},
      orderUrl: orderPageUrl(order),
    });
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, ...mail });
  }

  const service = {
    async findByPaymentIntent(paymentIntentId: string): Promise<OrderRecord | null> {
      return loadOrder({ paymentIntentId });
    },

    async retrieve(paymentIntentId: string): Promise<Stripe.PaymentIntent> {
      return stripe().client.paymentIntents.retrieve(paymentIntentId, {
        expand: ['payment_method', 'latest_charge'],
      });
    },

    /**
     * Cancels the order while it is still open and unpaid (and matches `where`), giving its coupon
     * use back, once: of concurrent calls only the one whose conditional update hits does.
     */
    async cancelOpen(order: OrderRecord, where: Record<string, unknown> = {}): Promise<boolean> {
      const { count } = await orders().updateMany({
        where: { ...where, id: order.id, orderStatus: 'pending', paymentStatus: { $ne: 'paid' } },
        data: {
          orderStatus: 'canceled',
          paymentStatus: 'canceled',
          openCheckout: null,
          updatedAt: new Date(),
        },
      });
      if (count === 1 && typeof order.couponCode === 'string' && order.couponCode) {
        await couponUses(strapi).giveBack(order.couponCode);
      }
      if (count === 1) await stockHolds(strapi).release(order.id);
      return count === 1;
    },

    /** Applies the state of the order's current PaymentIntent; older PaymentIntents are ignored. */
    async syncOrder(stale: OrderRecord, intent: Stripe.PaymentIntent): Promise<void> {
      const order = await loadOrder({ id: stale.id });
      if (!order || intent.id !== order.paymentIntentId) return;
      switch (intent.status) {
        case 'succeeded':
          await service.complete(order, intent);
          return;
        case 'canceled':
          await service.cancelOpen(order);
          return;
        case 'processing':
          await orders().updateMany({
            where: {
              id: order.id,
              orderStatus: 'pending',
              paymentStatus: { $in: ['pending', 'failed'] },
            },
            data: { paymentStatus: 'processing', updatedAt: new Date() },
          });
          return;
        case 'requires_payment_method': {
          const error = errorOf(intent);
          if (!error) return;
          await orders().updateMany({
            where: { id: order.id, orderStatus: 'pending', paymentStatus: { $ne: 'paid' } },
            data: { paymentStatus: 'failed', paymentError: error, updatedAt: new Date() },
          });
          // a failed payment does not keep other shoppers from the stock; paying again takes it
          // again (or refunds at once when it is gone by then)
          await stockHolds(strapi).release(order.id);
          return;
        }
        default:
          return;
      }
    },

    /**
     * Completion of a paid order, once: checks the PaymentIntent against the order (status, amount,
     * currency, order id), then in one transaction marks the order paid (only if it was not)
     * and empties the member's cart; the confirmation mail follows.
     * Returns whether this call completed the order.
     */
    async complete(order: OrderRecord, intent: Stripe.PaymentIntent): Promise<boolean> {
      const currency = currencyOf(order);
      const problems: string[] = [];
      if (intent.status !== 'succeeded') problems.push(`status ${intent.status}`);
      if (intent.id !== order.paymentIntentId) problems.push('another PaymentIntent');
      if (intent.metadata?.order_id !== order.documentId) problems.push('metadata.order_id');
      if (!currency || intent.currency !== currency.toLowerCase()) problems.push('currency');
      else if (intent.amount !== toStripeAmount(Number(order.grandTotal), currency)) {
        problems.push('amount');
      }
      if (problems.length > 0) {
        strapi.log.error(
          `[checkout] ${intent.id} does not match order ${String(order.number)}: ${problems.join(', ')}`,
        );
        await orders().updateMany({
          where: { id: order.id, paymentStatus: { $ne: 'paid' } },
          data: { paymentError: { code: 'verification_failed', message: problems.join(', ') } },
        });
        return false;
      }
      if (order.paymentStatus === 'paid') return false;

      const label = await paymentMethodLabel(intent);
      let soldOut: Shortage[] = [];
      const won = await strapi.db.transaction(async ({ trx }) => {
        const { count } = await orders().updateMany({
          where: { id: order.id, orderStatus: 'pending', paymentStatus: { $ne: 'paid' } },
          data: {
            orderStatus: 'processing',
            paymentStatus: 'paid',
            paymentMethod: label,
            paymentError: null,
            paidAt: new Date(),
            openCheckout: null,
            updatedAt: new Date(),
          },
        });
        if (count !== 1) return false;
        soldOut = await stockHolds(strapi).commit(trx, order);
        if (soldOut.length > 0) {
          // paid after its hold lapsed, and the stock is gone: canceled, and refunded below
          await orders().update({
            where: { id: order.id },
            data: { orderStatus: 'canceled', cancelReason: 'out_of_stock' },
          });
          return true;
        }
        const userId = userIdOf(order);
        const cart = userId ? await carts().findByUser(userId) : null;
        if (cart) await carts().save(cart, { items: [] });
        return true;
      });
      if (!won) return false;
      if (soldOut.length > 0) {
        strapi.log.warn(`[checkout] order ${String(order.number)} paid, but sold out: refunding`);
        await service.refundSoldOut(order.id);
        return true;
      }
      strapi.log.info(`[checkout] order ${String(order.number)} paid (${intent.id})`);
      const paid = await loadOrder({ id: order.id });
      try {
        if (paid) await sendConfirmation(paid);
      } catch (error) {
        strapi.log.error(
          `[checkout] confirmation mail of ${String(order.number)}: ${String(error)}`,
        );
      }
      return true;
    },

    /**
     * Refunds in full an order paid after a tea in it sold out (canceled as `out_of_stock`), then
     * tells the member, once. Safe to call again (the stale-checkout job retries it when Stripe
     * could not be reached): the refund's idempotency key is the order's.
     */
    async refundSoldOut(orderId: number): Promise<boolean> {
      const order = await loadOrder({ id: orderId });
      if (!order || order.cancelReason !== 'out_of_stock' || order.paymentStatus !== 'paid') {
        return false;
      }
      const intentId = String(order.paymentIntentId ?? '');
      const currency = currencyOf(order);
      if (!intentId || !currency) return false;
      try {
        await stripe().client.refunds.create(
          {
            payment_intent: intentId,
            metadata: { order_id: order.documentId, reason: 'sold_out' },
          },
          { idempotencyKey: `order_${order.documentId}_sold_out_refund` },
        );
      } catch (error) {
        strapi.log.error(`[checkout] refunding ${String(order.number)}: ${String(error)}`);
        return false;
      }
      const { count } = await orders().updateMany({
        where: { id: order.id, paymentStatus: 'paid' },
        data: { paymentStatus: 'refunded', refundedTotal: order.grandTotal, updatedAt: new Date() },
      });
      if (count !== 1) return false;
      const items = Array.isArray(order.items)
        ? (order.items as Array<Record<string, unknown>>)
        : [];
      const gone = new Set((await stockHolds(strapi).soldOut(items)).map((l) => l.productId));
      await notifyMember(strapi, order, {
        kind: 'soldOut',
        refunded: Number(order.grandTotal ?? 0),
        soldOut: items
          .filter((item) => gone.size === 0 || gone.has(String(item.productId)))
          .map((item) => String(item.name ?? '')),
      });
      return true;
    },

    /**
     * A webhook event, applied once: its id is recorded first (a unique column), the
     * PaymentIntent re-read from Stripe and the order brought in line with it. When applying fails
     * the record is removed again, so Stripe's retry applies it.
     */
    async handleEvent(event: Stripe.Event): Promise<string> {
      const object = event.data?.object as
        { id?: unknown; object?: unknown; payment_intent?: unknown } | undefined;
      const paymentIntentId =
        object?.object === 'payment_intent' && typeof object.id === 'string'
          ? object.id
          : (object?.object === 'charge' || object?.object === 'refund') &&
              typeof object.payment_intent === 'string'
            ? object.payment_intent
            : null;
      try {
        await docs(strapi, EVENT).create({
          data: { eventId: event.id, type: event.type, paymentIntentId, outcome: 'received' },
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
      try {
        let outcome = 'ignored';
        if (REFUND_EVENTS.has(event.type) && paymentIntentId) {
          // what Stripe says now, not what the event carried
          const intent = await service.retrieve(paymentIntentId);
          const charge = intent.latest_charge;
          const refunded = typeof charge === 'object' && charge ? charge.amount_refunded : 0;
          const moved = await orderMoves(strapi).reflectRefund(paymentIntentId, refunded);
          outcome = moved ? `refunded:${refunded}` : 'refund_known';
        } else if (HANDLED_EVENTS.has(event.type) && paymentIntentId) {
          const order = await service.findByPaymentIntent(paymentIntentId);
          if (!order) outcome = 'unknown_payment_intent';
          else {
            const intent = await service.retrieve(paymentIntentId);
            await service.syncOrder(order, intent);
            outcome = `synced:${intent.status}`;
          }
        }
        await strapi.db.query(EVENT).updateMany({
          where: { eventId: event.id },
          data: { outcome },
        });
        return outcome;
      } catch (error) {
        await strapi.db.query(EVENT).deleteMany({ where: { eventId: event.id } });
        throw error;
      }
    },

    /**
     * The payment result of one of the member's orders (404 for anyone else's). An open order's
     * PaymentIntent is read from Stripe and applied first, so a late webhook loses nothing.
     */
    async result(userId: number, documentId: string): Promise<ResultAnswer> {
      const order = await loadOrder({ documentId, user: { id: userId } });
      if (!order) throw checkoutError(404, 'NOT_FOUND');
      let intent: Stripe.PaymentIntent | null = null;
      const open = order.orderStatus === 'pending' && order.paymentStatus !== 'paid';
      if (open && typeof order.paymentIntentId === 'string' && order.paymentIntentId) {
        try {
          intent = await service.retrieve(order.paymentIntentId);
          await service.syncOrder(order, intent);
        } catch (error) {
          // Stripe unreachable: answer from what the order knows.
          strapi.log.warn(`[checkout] result of ${String(order.number)}: ${String(error)}`);
          intent = null;
        }
      }
      const fresh = (await loadOrder({ id: order.id })) ?? order;
      const view = toOrderView(fresh);
      const failed = (error: PaymentError | null): ResultAnswer => ({
        result: 'failed',
        order: view,
        details: {
          ...(error?.declineCode ? { declineCode: error.declineCode } : {}),
          ...(error?.code ? { errorCode: error.code } : {}),
          ...(error?.message ? { message: error.message } : {}),
        },
      });

      if (fresh.paymentStatus === 'paid') return { result: 'success', order: view };
      if (fresh.orderStatus === 'canceled' || fresh.paymentStatus === 'refunded') {
        return { result: 'expired', order: view };
      }
      if (fresh.orderStatus !== 'pending') return { result: 'success', order: view };
      if (intent) {
        switch (intent.status) {
          case 'canceled':
            return { result: 'expired', order: view };
          case 'requires_payment_method':
            return failed(errorOf(intent));
          default:
            // processing, requires_action, requires_confirmation, requires_capture, and a
            // succeeded PaymentIntent whose order is still being settled
            return { result: 'processing', order: view };
        }
      }
      if (fresh.paymentStatus === 'failed') {
        return failed(isRecord(fresh.paymentError) ? (fresh.paymentError as PaymentError) : null);
      }
      if (!fresh.paymentIntentId) return failed(null);
      return { result: 'processing', order: view };
    },
  };
  return service;
};
