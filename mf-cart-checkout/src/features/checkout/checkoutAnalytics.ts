import { type AnalyticsItem, pushEcommerce } from '@teashop/contracts';
import type { OrderSummary, Quote, QuoteLine } from './checkoutApi';

const PURCHASES_KEY = 'teashop_purchases_sent';

function items(lines: readonly QuoteLine[]): AnalyticsItem[] {
  return lines.map((line, index) => ({
    item_id: line.sku || line.productId,
    item_name: line.name,
    item_variant: line.productFormat || undefined,
    price: line.price,
    quantity: line.quantity,
    index,
  }));
}

const base = (quote: Quote) => ({
  currency: quote.currency,
  value: quote.grandTotal,
  coupon: quote.coupon?.code,
  items: items(quote.items),
});

export const trackBeginCheckout = (quote: Quote) => pushEcommerce('begin_checkout', base(quote));

export const trackShippingInfo = (quote: Quote) =>
  pushEcommerce('add_shipping_info', { ...base(quote), shipping_tier: quote.shippingMethod.slug });

export const trackPaymentInfo = (quote: Quote) =>
  pushEcommerce('add_payment_info', { ...base(quote), payment_type: 'card' });

function sentPurchases(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PURCHASES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** `purchase`, once per order: a reload or a second visit of the result page does not repeat it. */
export function trackPurchase(order: OrderSummary): boolean {
  const sent = sentPurchases();
  if (sent.includes(order.number)) return false;
  pushEcommerce('purchase', {
    transaction_id: order.number,
    currency: order.currency,
    value: order.grandTotal,
    shipping: order.shippingAndHandling ?? 0,
    discount: order.discount ?? 0,
    coupon: order.couponCode ?? undefined,
    items: items(order.items ?? []),
  });
  try {
    window.localStorage.setItem(PURCHASES_KEY, JSON.stringify([...sent, order.number].slice(-50)));
  } catch {
    // storage full or blocked: the event was pushed; at worst a reload pushes it again
  }
  return true;
}
