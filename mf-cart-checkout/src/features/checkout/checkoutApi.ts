import { ApiError, apiRequest, type ShippingAddress } from '@teashop/shared';

/** One priced line of the member's cart, as the server quoted it. */
export interface QuoteLine {
  productId: string;
  name: string;
  sku: string;
  slug: string;
  productFormat?: string;
  thumbnailUrl?: string;
  price: number;
  quantity: number;
  lineTotal: number;
}

export interface ShippingOption {
  slug: string;
  name: string;
  description?: string | null;
  fee: number;
  /** whether the shop makes this method free over the free-shipping threshold */
  freeOverThreshold?: boolean;
  /** what this method costs for this cart, as the server priced it (0: free) */
  charged?: number;
}

/** What the server says the order costs (cms/docs/checkout.md): the page never computes totals. */
export interface Quote {
  locale: string;
  currency: string;
  items: QuoteLine[];
  itemsSubtotal: number;
  shippingAndHandling: number;
  discount: number;
  grandTotal: number;
  freeShippingThreshold: number | null;
  freeShipping: boolean;
  shippingMethod: ShippingOption;
  shippingMethods: ShippingOption[];
  coupon: { code: string; discountType: string; value: number } | null;
  cartVersion: string;
}

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

export interface OrderSummary {
  documentId: string;
  number: string;
  grandTotal: number;
  currency: string;
  itemsSubtotal?: number;
  shippingAndHandling?: number;
  discount?: number;
  items?: QuoteLine[];
  orderStatus?: string;
  paymentMethod?: string | null;
  placedAt?: string;
  couponCode?: string | null;
  shippingMethod?: string | null;
  deliveryAddress?: ShippingAddress | null;
}

export interface PaymentAnswer {
  order: OrderSummary;
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  quote: Quote;
}

export type PaymentResult = 'success' | 'failed' | 'expired' | 'processing';

export interface ResultAnswer {
  result: PaymentResult;
  order: OrderSummary;
}

/** Machine-readable reason of a refused checkout call (`error.details.code`). */
export type CheckoutErrorCode =
  | 'CART_EMPTY'
  | 'CURRENCY_MISMATCH'
  | 'SHIPPING_METHOD'
  | 'COUPON_INVALID'
  | 'AMOUNT_MISMATCH'
  | 'VALIDATION'
  | 'PAYMENT_PROVIDER'
  | 'UNKNOWN';

const KNOWN_CODES: readonly CheckoutErrorCode[] = [
  'CART_EMPTY',
  'CURRENCY_MISMATCH',
  'SHIPPING_METHOD',
  'COUPON_INVALID',
  'AMOUNT_MISMATCH',
  'VALIDATION',
  'PAYMENT_PROVIDER',
];

export function checkoutErrorCode(error: unknown): CheckoutErrorCode {
  if (!(error instanceof ApiError)) return 'UNKNOWN';
  const details = error.body.details as { code?: unknown } | undefined;
  const code = typeof details?.code === 'string' ? details.code : '';
  return (KNOWN_CODES as readonly string[]).includes(code)
    ? (code as CheckoutErrorCode)
    : 'UNKNOWN';
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
