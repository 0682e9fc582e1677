import type { Core } from '@strapi/strapi';
import type createPaymentsService from '../api/checkout/services/payments';
import { fromStripeAmount, isCurrency, toStripeAmount, toUnits, type Currency } from './money';
import {
  STAFF_MOVES,
  decideMove,
  left,
  type MoveInput,
  type OrderFacts,
  type OrderStatus,
  type HistoryEntry,
  type StaffMove,
} from './order-lifecycle';
import { notifyMember } from './order-notices';
import type { OrderRecord } from './order-view';
import { StaffActionError } from './staff-error';
import { stockHolds } from './stock-holds';
import { stripe } from './stripe';
import { toNumber } from './types';

const ORDER = 'api::order.order';
const PAYMENTS = 'api::checkout.payments';

type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Who moved an order: a member of the staff (admin user id), or Stripe (a refund made there). */
export type Actor = { kind: 'staff'; id: number } | { kind: 'stripe' };

export type MoveErrorCode = 'MOVE_NOT_ALLOWED' | 'MOVE_INVALID' | 'NOT_FOUND' | 'PAYMENT_PROVIDER';

/** A refused move, answered in Strapi's error shape with `details.code`. */
export class OrderMoveError extends StaffActionError<MoveErrorCode> {}

const DONE_AS: Record<StaffMove, string> = {
  ship: 'shipped',
  deliver: 'marked delivered',
  cancel: 'canceled',
  refund: 'refunded',
};

const FIELD_LABEL: Record<string, string> = {
  carrier: 'carrier',
  trackingNumber: 'tracking number',
  amount: 'amount',
};

const STAMP: Partial<Record<StaffMove, string>> = {
  ship: 'shippedAt',
  deliver: 'deliveredAt',
  cancel: 'canceledAt',
};

const historyOf = (order: OrderRecord): HistoryEntry[] =>
  Array.isArray(order.history) ? (order.history as HistoryEntry[]) : [];

const byOf = (actor: Actor): string => (actor.kind === 'staff' ? `staff:${actor.id}` : 'stripe');

function factsOf(order: OrderRecord): OrderFacts | null {
  if (!isCurrency(order.currency)) return null;
  const refunded = toNumber(order.refundedTotal);
  return {
    orderStatus: order.orderStatus as OrderStatus,
    currency: order.currency,
    grandTotal: toNumber(order.grandTotal),
    refundedTotal: Number.isFinite(refunded) ? refunded : 0,
    carrier: typeof order.carrier === 'string' ? order.carrier : null,
    trackingNumber: typeof order.trackingNumber === 'string' ? order.trackingNumber : null,
  };
}

/**
 * Moves orders along their lifecycle (`order-lifecycle.ts`) for the shop's staff: each move is
 * checked against where the order is, applied with a conditional update (only from the status it
 * was decided on), recorded in the order's history with who, when and why, and told to the member
 * by mail. Money goes back through Stripe's Refunds API before the order says so, with an
 * idempotency key from the order and what it had refunded, so a retried move never refunds twice.
 */
export function orderMoves(strapi: Core.Strapi) {
  const orders = () => strapi.db.query(ORDER);
  const payments = () => strapi.service(PAYMENTS) as unknown as PaymentsService;

  const load = async (where: Record<string, unknown>): Promise<OrderRecord | null> =>
    (await orders().findOne({
      where,
      populate: { user: { select: ['id', 'email'] } },
    })) as OrderRecord | null;

  const refund = async (order: OrderRecord, facts: OrderFacts, amount: number, key: string) => {
    const intentId = typeof order.paymentIntentId === 'string' ? order.paymentIntentId : '';
    if (!intentId) throw new OrderMoveError(409, 'MOVE_NOT_ALLOWED', 'This order was never paid.');
    try {
      await stripe().client.refunds.create(
        {
          payment_intent: intentId,
          amount: toStripeAmount(amount, facts.currency),
          metadata: { order_id: order.documentId },
        },
        { idempotencyKey: key },
      );
    } catch (error) {
      strapi.log.error(`[orders] refund of ${String(order.number)}: ${String(error)}`);
      throw new OrderMoveError(
        502,
        'PAYMENT_PROVIDER',
        'Stripe did not take the refund. Try again.',
      );
    }
  };

  /** A pending order's payment is canceled at Stripe first, so it can never be paid after. */
  const cancelPayment = async (order: OrderRecord): Promise<void> => {
    const intentId = typeof order.paymentIntentId === 'string' ? order.paymentIntentId : '';
    if (!intentId) return;
    try {
      await stripe().client.paymentIntents.cancel(intentId, {
        cancellation_reason: 'requested_by_customer',
      });
    } catch (error) {
      if ((error as { type?: string }).type !== 'StripeInvalidRequestError') {
        throw new OrderMoveError(
          502,
          'PAYMENT_PROVIDER',
          'Stripe could not be reached. Try again.',
        );
      }
    }
    const intent = await payments().retrieve(intentId);
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      await payments().syncOrder(order, intent);
      throw new OrderMoveError(
        409,
        'MOVE_NOT_ALLOWED',
        'This order was paid meanwhile: reload it.',
      );
    }
  };

  const service = {
    /** The moves the order's status allows (the staff's buttons). */
    allowed(order: OrderRecord): StaffMove[] {
      const facts = factsOf(order);
      if (!facts) return [];
      return STAFF_MOVES.filter((move) => {
        const decision = decideMove(facts, move, {
          carrier: 'carrier',
          trackingNumber: 'TRACK-0000',
        });
        return decision.ok ? !decision.done : decision.code === 'MOVE_INVALID';
      });
    },

    async find(documentId: string): Promise<OrderRecord> {
      const order = await load({ documentId });
      if (!order) throw new OrderMoveError(404, 'NOT_FOUND', 'Order not found');
      return order;
    },

    /** Applies one move of the staff; answers the order as it is after it. */
    async apply(
      documentId: string,
      move: StaffMove,
      input: MoveInput,
      actor: Actor,
    ): Promise<OrderRecord> {
      const order = await service.find(documentId);
      const facts = factsOf(order);
      if (!facts) throw new OrderMoveError(409, 'MOVE_NOT_ALLOWED', 'This order has no currency.');
      const decision = decideMove(facts, move, input);
      if (!decision.ok) {
        if (decision.code === 'MOVE_INVALID') {
          throw new OrderMoveError(
            400,
            'MOVE_INVALID',
            `Please check the ${decision.fields.map((f) => FIELD_LABEL[f] ?? f).join(' and ')}.`,
            { fields: decision.fields },
          );
        }
        throw new OrderMoveError(
          409,
          'MOVE_NOT_ALLOWED',
          `This order is ${decision.from}: it cannot be ${DONE_AS[move]}.`,
          { from: decision.from, allowed: service.allowed(order) },
        );
      }
      if (decision.done) return order;

      if (move === 'cancel' && decision.from === 'pending') {
        await cancelPayment(order);
        // gives the coupon's use and the held stock back, once
        await payments().cancelOpen(order);
      }
      if (decision.refund > 0) {
        const key = `order_${order.documentId}_refund_${toUnits(facts.refundedTotal, facts.currency)}`;
        await refund(order, facts, decision.refund, key);
      }

      const now = new Date();
      const entry: HistoryEntry = {
        at: now.toISOString(),
        move,
        from: decision.from,
        to: decision.to,
        by: byOf(actor),
        ...(decision.reason ? { reason: decision.reason } : {}),
        ...(move === 'ship'
          ? {
              carrier: String(decision.changes.carrier),
              trackingNumber: String(decision.changes.trackingNumber),
            }
          : {}),
        ...(decision.refund > 0 ? { amount: decision.refund } : {}),
        ...(decision.restock ? { restock: true } : {}),
      };
      const stamp = STAMP[move];
      const { count } = await orders().updateMany({
        where: { id: order.id, orderStatus: decision.from },
        data: {
          ...decision.changes,
          ...(stamp ? { [stamp]: now } : {}),
          ...(move === 'cancel'
            ? {
                cancelReason: 'staff',
                openCheckout: null,
                ...(decision.from === 'pending' ? { paymentStatus: 'canceled' } : {}),
              }
            : {}),
          history: [...historyOf(order), entry],
          updatedAt: now,
        },
      });
      const after = await service.find(documentId);
      if (count !== 1) {
        // moved meanwhile (another click, or Stripe's webhook for this very refund)
        const now = factsOf(after);
        const reached =
          now !== null &&
          now.orderStatus === decision.to &&
          toUnits(now.refundedTotal, now.currency) >=
            toUnits(toNumber(decision.changes.refundedTotal ?? 0), now.currency);
        if (!reached) {
          throw new OrderMoveError(
            409,
            'MOVE_NOT_ALLOWED',
            'This order changed meanwhile: reload it.',
          );
        }
        if (decision.refund > 0) return service.claimRefundStep(after, entry, decision.restock);
        return after;
      }
      if (decision.restock) await stockHolds(strapi).returnSold(order.id);
      if (move === 'ship') {
        await notifyMember(strapi, after, {
          kind: 'shipped',
          carrier: String(decision.changes.carrier),
          trackingNumber: String(decision.changes.trackingNumber),
        });
      } else if (move === 'cancel') {
        await notifyMember(strapi, after, { kind: 'canceled', refunded: decision.refund });
      } else if (move === 'refund') {
        await notifyMember(strapi, after, {
          kind: 'refunded',
          refunded: decision.refund,
          refundedTotal: toNumber(decision.changes.refundedTotal),
        });
      }
      strapi.log.info(
        `[orders] ${String(order.number)} ${decision.from} → ${decision.to} (${entry.by})`,
      );
      return after;
    },

    /**
     * Stripe's webhook for a refund the staff just made can arrive before the move is written: the
     * order then shows it as refunded at Stripe. The step is the staff's: its history entry (who,
     * why, restock) takes the place of Stripe's, and the teas go back in stock when asked.
     */
    async claimRefundStep(
      order: OrderRecord,
      entry: HistoryEntry,
      restock: boolean,
    ): Promise<OrderRecord> {
      const history = historyOf(order);
      const last = history[history.length - 1];
      const currency = isCurrency(order.currency) ? order.currency : null;
      const same = (a: number | undefined, b: number | undefined) =>
        currency !== null && toUnits(a ?? 0, currency) === toUnits(b ?? 0, currency);
      if (last?.move !== 'refunded_at_stripe' || !same(last.amount, entry.amount)) return order;
      const { count } = await orders().updateMany({
        where: {
          id: order.id,
          orderStatus: order.orderStatus,
          refundedTotal: toNumber(order.refundedTotal),
        },
        data: {
          history: [...history.slice(0, -1), { ...entry, from: last.from, to: last.to }],
          updatedAt: new Date(),
        },
      });
      if (count === 1 && restock) await stockHolds(strapi).returnSold(order.id);
      return service.find(order.documentId);
    },

    /**
     * A refund seen at Stripe (`charge.refunded`, `refund.updated`): the order's refunded total
     * follows what Stripe says was refunded, once, whoever refunded it. A refund made in Stripe's
     * dashboard moves a shipped or delivered order to `refunded`, and a paid one not yet shipped
     * to `canceled` when it is refunded in full.
     */
    async reflectRefund(paymentIntentId: string, amountRefunded: number): Promise<boolean> {
      const order = await load({ paymentIntentId });
      const facts = order ? factsOf(order) : null;
      if (!order || !facts) return false;
      // the refund of an order paid after its teas sold out is that path's own
      if (order.cancelReason === 'out_of_stock') return false;
      const refunded = fromStripeAmount(amountRefunded, facts.currency as Currency);
      if (toUnits(refunded, facts.currency) <= toUnits(facts.refundedTotal, facts.currency)) {
        return false;
      }
      const full = left({ ...facts, refundedTotal: refunded }) <= 0;
      const to: OrderStatus | null =
        facts.orderStatus === 'shipped' || facts.orderStatus === 'completed'
          ? 'refunded'
          : facts.orderStatus === 'processing' && full
            ? 'canceled'
            : null;
      const entry: HistoryEntry = {
        at: new Date().toISOString(),
        move: 'refunded_at_stripe',
        from: facts.orderStatus,
        to: to ?? facts.orderStatus,
        by: 'stripe',
        amount: fromStripeAmount(
          amountRefunded - toStripeAmount(facts.refundedTotal, facts.currency),
          facts.currency,
        ),
      };
      const { count } = await orders().updateMany({
        where: { id: order.id, orderStatus: facts.orderStatus },
        data: {
          refundedTotal: refunded,
          ...(full ? { paymentStatus: 'refunded' } : {}),
          ...(to ? { orderStatus: to } : {}),
          ...(to === 'canceled' ? { canceledAt: new Date(), cancelReason: 'staff' } : {}),
          history: [...historyOf(order), entry],
          updatedAt: new Date(),
        },
      });
      if (count === 1) {
        const after = await load({ id: order.id });
        if (after) {
          await notifyMember(strapi, after, {
            kind: 'refunded',
            refunded: entry.amount ?? 0,
            refundedTotal: refunded,
          });
        }
      }
      return count === 1;
    },
  };
  return service;
}
