import {
  type ErrorCode,
  type PaymentAnswer,
  type Quote,
  type ResultAnswer,
  type ShippingAddress,
} from '@teashop/contracts';
import { ApiError, errorCodeOf, apiRequest } from '@teashop/runtime';

export type {
  OrderSummary,
  PaymentAnswer,
  PaymentResult,
  Quote,
  QuoteLine,
  ResultAnswer,
  ShippingOption,
} from '@teashop/contracts';

export interface QuoteRequest {
  shippingMethod?: string;
  couponCode?: string;
  country?: string;
}

export interface PaymentRequest {
  shippingMethod: string;
  couponCode?: string;
  contact: { email: string };
  deliveryAddress: Required<Omit<ShippingAddress, 'apartment'>> & { apartment: string };
  saveAddress: boolean;
  expectedTotal: number;
}

const CHECKOUT_CODES = [
  'CART_EMPTY',
  'CURRENCY_MISMATCH',
  'SHIPPING_METHOD',
  'COUPON_INVALID',
  'AMOUNT_MISMATCH',
  'VALIDATION',
  'PAYMENT_PROVIDER',
  'OUT_OF_STOCK',
] as const satisfies readonly ErrorCode[];

/** Machine-readable reason of a refused checkout call (`error.details.code`). */
export type CheckoutErrorCode = (typeof CHECKOUT_CODES)[number] | 'UNKNOWN';

export function checkoutErrorCode(error: unknown): CheckoutErrorCode {
  const code = errorCodeOf(error);
  return CHECKOUT_CODES.find((known) => known === code) ?? 'UNKNOWN';
}

/** A refused coupon whose last use is taken (`COUPON_INVALID` with reason `usage_limit`). */
export function couponUsedUp(error: unknown): boolean {
  if (checkoutErrorCode(error) !== 'COUPON_INVALID' || !(error instanceof ApiError)) return false;
  return (error.body.details as { reason?: unknown } | undefined)?.reason === 'usage_limit';
}

/** The fresh quote a refused payment carries (amount mismatch), if any. */
export function quoteOfError(error: unknown): Quote | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.body.details as { quote?: Quote } | undefined;
  return details?.quote ?? null;
}

/** A cart line the stock no longer covers, as a refused payment names it. */
export interface StockShortage {
  productId: string;
  name: string;
  requested: number;
  /** what is left (0: sold out) */
  available: number;
}

/** The lines a payment refused as `OUT_OF_STOCK` names (none for any other refusal). */
export function shortagesOfError(error: unknown): StockShortage[] {
  if (checkoutErrorCode(error) !== 'OUT_OF_STOCK' || !(error instanceof ApiError)) return [];
  const listed = (error.body.details as { shortages?: unknown } | undefined)?.shortages;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry: unknown) => {
    const line = entry as Partial<StockShortage> | null;
    if (!line || typeof line.productId !== 'string' || typeof line.available !== 'number') {
      return [];
    }
    return [
      {
        productId: line.productId,
        name: typeof line.name === 'string' ? line.name : '',
        requested: typeof line.requested === 'number' ? line.requested : 0,
        available: line.available,
      },
    ];
  });
}

export async function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const answer = await apiRequest<{ data: Quote }>('/checkout/quote', {
    method: 'POST',
    body: { data: request },
    signal,
  });
  return answer.data;
}

export async function createPayment(request: PaymentRequest): Promise<PaymentAnswer> {
  const answer = await apiRequest<{ data: PaymentAnswer }>('/checkout/payment', {
    method: 'POST',
    body: { data: request },
  });
  return answer.data;
}

export async function fetchPaymentResult(
  orderId: string,
  signal?: AbortSignal,
): Promise<ResultAnswer> {
  const answer = await apiRequest<{ data: ResultAnswer }>(
    `/checkout/orders/${encodeURIComponent(orderId)}/result`,
    { signal },
  );
  return answer.data;
}

/** Stripe amounts are in the currency's minor unit: cents for USD and TWD, whole yen for JPY. */
export function toMinorUnits(amount: number, currency: string): number {
  return currency.toUpperCase() === 'JPY' ? Math.round(amount) : Math.round(amount * 100);
}
