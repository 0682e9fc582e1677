import { content } from '@teashop/runtime';
import { fetchPaymentResult, fetchQuote } from '../features/checkout/checkoutApi';
import type { FreeShipping } from '../features/cart-lines/CartSummary';

interface SiteSettingAnswer {
  data?: { freeShippingThreshold?: number | string | null; currency?: string | null } | null;
}

/** Free-shipping threshold of a content locale, from the site-setting single type (none: null). */
async function fetchFreeShipping(
  contentLocale: string,
  signal: AbortSignal,
): Promise<FreeShipping | null> {
  const answer = await content.find<SiteSettingAnswer>(
    'site-setting',
    { locale: contentLocale, fields: ['freeShippingThreshold', 'currency'] },
    signal,
  );
  const threshold = Number(answer?.data?.freeShippingThreshold);
  const currency = answer?.data?.currency;
  return Number.isFinite(threshold) && threshold > 0 && currency ? { threshold, currency } : null;
}

/**
 * What the cart and checkout read, each as its cache key and loader, spread into `useShopQuery`.
 */
export const queries = {
  /** The server's price of the shopper's cart for a shipping method and coupon ('' = default). */
  quote: (shippingMethod: string, couponCode: string) =>
    [
      ['quote', shippingMethod, couponCode],
      (signal: AbortSignal) =>
        fetchQuote(
          { shippingMethod: shippingMethod || undefined, couponCode: couponCode || undefined },
          signal,
        ),
    ] as const,
  /** The payment result of one of the shopper's orders, as the server decides it now. */
  paymentResult: (orderId: string) =>
    [
      ['payment-result', orderId],
      (signal: AbortSignal) => fetchPaymentResult(orderId, signal),
    ] as const,
  freeShipping: (contentLocale: string) =>
    [
      `free-shipping|${contentLocale}`,
      (signal: AbortSignal) => fetchFreeShipping(contentLocale, signal),
    ] as const,
};
