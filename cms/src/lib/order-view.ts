import { trackingUrlOf } from './carriers';
import { memberHistory } from './order-lifecycle';

/** An order as read from the document service. */
export interface OrderRecord extends Record<string, unknown> {
  id: number;
  documentId: string;
  shopLocale?: string | null;
  user?: unknown;
}

/** Stored for the shop's own use, never shown to the member. */
const HIDDEN = [
  'user',
  'shopLocale',
  'paymentIntentId',
  'openCheckout',
  'cartVersion',
  'paymentError',
  'stockHold',
  'stockHeldLines',
  'stockHeldUntil',
];

const AMOUNTS = ['itemsSubtotal', 'shippingAndHandling', 'discount', 'grandTotal', 'refundedTotal'];

/**
 * The order as the member sees it: `locale` instead of the stored `shopLocale`, amounts as numbers
 * (decimals may come back as strings), the carrier's tracking page when the shop knows it, and the
 * owner and payment bookkeeping left out.
 */
export function toOrderView(order: OrderRecord): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(order)) {
    if (HIDDEN.includes(key)) continue;
    view[key] =
      key === 'history'
        ? memberHistory(value)
        : AMOUNTS.includes(key) && value !== null && value !== undefined
          ? Number(value)
          : value;
  }
  view.locale = order.shopLocale ?? 'en';
  view.trackingUrl = trackingUrlOf(order.carrier, order.trackingNumber);
  return view;
}
