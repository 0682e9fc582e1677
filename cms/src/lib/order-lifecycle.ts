import { toUnits, fromUnits, type Currency } from './money';
import { isRecord } from './types';

export type OrderStatus =
  'pending' | 'processing' | 'shipped' | 'completed' | 'canceled' | 'refunded';

/** What the shop's staff can do to an order (paying is the payment's own move). */
export const STAFF_MOVES = ['ship', 'deliver', 'cancel', 'refund'] as const;
export type StaffMove = (typeof STAFF_MOVES)[number];

export const isStaffMove = (value: unknown): value is StaffMove =>
  typeof value === 'string' && (STAFF_MOVES as readonly string[]).includes(value);

/** The order as a move reads it. */
export interface OrderFacts {
  orderStatus: OrderStatus;
  currency: Currency;
  grandTotal: number;
  refundedTotal: number;
  carrier?: string | null;
  trackingNumber?: string | null;
}

export interface MoveInput {
  carrier?: unknown;
  trackingNumber?: unknown;
  /** refund: the amount to give back (the whole rest when absent) */
  amount?: unknown;
  /** refund: put the order's teas back in stock */
  restock?: unknown;
  reason?: unknown;
}

/** Why a move is refused: the order is not where the move starts, or the input is wrong. */
export type Refusal =
  | { ok: false; code: 'MOVE_NOT_ALLOWED'; from: OrderStatus }
  | { ok: false; code: 'MOVE_INVALID'; fields: string[] };

export interface Decision {
  ok: true;
  from: OrderStatus;
  to: OrderStatus;
  /** already done: the same move with the same input (nothing to apply) */
  done: boolean;
  /** fields of the order to write */
  changes: Record<string, unknown>;
  /** money to give back through the payment provider */
  refund: number;
  /** whether the order's teas go back in stock */
  restock: boolean;
  reason: string | null;
}

const FROM: Record<StaffMove, readonly OrderStatus[]> = {
  ship: ['processing'],
  deliver: ['shipped'],
  cancel: ['pending', 'processing'],
  refund: ['shipped', 'completed', 'refunded'],
};

const TO: Record<StaffMove, OrderStatus> = {
  ship: 'shipped',
  deliver: 'completed',
  cancel: 'canceled',
  refund: 'refunded',
};

const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/;

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null;
};

/**
 * The order lifecycle the server enforces: pending → processing (paid, by the payment), pending →
 * canceled, processing → shipped (carrier and tracking number) → completed (delivered),
 * processing → canceled (refunded in full, teas back in stock), shipped or completed → refunded
 * (in full or in part, more than once while money is left; teas back in stock when the staff say
 * so). A move already made with the same input is `done` (applying it again changes nothing).
 */
export function decideMove(
  order: OrderFacts,
  move: StaffMove,
  input: MoveInput,
): Decision | Refusal {
  const from = order.orderStatus;
  const reason = text(input.reason, 500);
  const to = TO[move];
  const decision = (changes: Record<string, unknown>, extra: Partial<Decision> = {}): Decision => ({
    ok: true,
    from,
    to,
    done: false,
    changes: { orderStatus: to, ...changes },
    refund: 0,
    restock: false,
    reason,
    ...extra,
  });

  if (move === 'ship') {
    const carrier = text(input.carrier, 60);
    const trackingNumber = text(input.trackingNumber, 40);
    const fields = [
      ...(carrier ? [] : ['carrier']),
      ...(trackingNumber && TRACKING.test(trackingNumber) ? [] : ['trackingNumber']),
    ];
    if (
      from === 'shipped' &&
      carrier === order.carrier &&
      trackingNumber === order.trackingNumber
    ) {
      return decision({}, { done: true });
    }
    if (!FROM.ship.includes(from)) return { ok: false, code: 'MOVE_NOT_ALLOWED', from };
    if (fields.length > 0) return { ok: false, code: 'MOVE_INVALID', fields };
    return decision({ carrier, trackingNumber, shippingStatus: 'in_transit' });
  }
  if (move === 'deliver') {
    if (from === 'completed') return decision({}, { done: true });
    if (!FROM.deliver.includes(from)) return { ok: false, code: 'MOVE_NOT_ALLOWED', from };
    return decision({ shippingStatus: 'delivered' });
  }
  if (move === 'cancel') {
    if (from === 'canceled') return decision({}, { done: true });
    if (!FROM.cancel.includes(from)) return { ok: false, code: 'MOVE_NOT_ALLOWED', from };
    const rest = left(order);
    return decision(
      from === 'processing' ? { paymentStatus: 'refunded', refundedTotal: order.grandTotal } : {},
      { refund: from === 'processing' ? rest : 0, restock: from === 'processing' },
    );
  }

  // refund
  if (!FROM.refund.includes(from)) return { ok: false, code: 'MOVE_NOT_ALLOWED', from };
  const rest = left(order);
  if (rest <= 0) return { ok: false, code: 'MOVE_NOT_ALLOWED', from };
  const wanted = input.amount === undefined || input.amount === null ? rest : Number(input.amount);
  const units = Number.isFinite(wanted) ? toUnits(wanted, order.currency) : Number.NaN;
  if (!Number.isInteger(units) || units <= 0 || units > toUnits(rest, order.currency)) {
    return { ok: false, code: 'MOVE_INVALID', fields: ['amount'] };
  }
  const amount = fromUnits(units, order.currency);
  const refunded = fromUnits(toUnits(order.refundedTotal, order.currency) + units, order.currency);
  const full = toUnits(refunded, order.currency) === toUnits(order.grandTotal, order.currency);
  return decision(
    { refundedTotal: refunded, ...(full ? { paymentStatus: 'refunded' } : {}) },
    { refund: amount, restock: input.restock === true },
  );
}

/** The money of the order not given back yet. */
export function left(order: Pick<OrderFacts, 'currency' | 'grandTotal' | 'refundedTotal'>): number {
  const units =
    toUnits(order.grandTotal, order.currency) - toUnits(order.refundedTotal, order.currency);
  return fromUnits(Math.max(0, units), order.currency);
}

/** One step of an order's history. */
export interface HistoryEntry {
  at: string;
  move: StaffMove | 'refunded_at_stripe';
  from: OrderStatus;
  to: OrderStatus;
  by: string;
  reason?: string;
  carrier?: string;
  trackingNumber?: string;
  amount?: number;
  restock?: boolean;
}

/** The history as the member sees it: what happened and when, not who or why. */
export function memberHistory(history: unknown): Array<Omit<HistoryEntry, 'by' | 'reason'>> {
  if (!Array.isArray(history)) return [];
  return history.filter(isRecord).map((entry) => {
    const { by: _by, reason: _reason, ...shown } = entry as unknown as HistoryEntry;
    return shown;
  });
}
