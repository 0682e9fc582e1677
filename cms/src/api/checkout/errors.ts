/**
 * A refused checkout call. Answered in Strapi's error shape
 * `{ data: null, error: { status, name, message, details: { code, … } } }` by the controller.
 */
export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get errorName(): string {
    if (this.status === 409) return 'ConflictError';
    if (this.status === 502) return 'PaymentProviderError';
    if (this.status === 404) return 'NotFoundError';
    return this.code === 'VALIDATION' ? 'ValidationError' : 'ApplicationError';
  }
}

/** The spec's messages where it has one; the storefront shows its own text per `details.code`. */
export const MESSAGES = {
  CART_EMPTY: 'Your cart is empty.',
  CURRENCY_MISMATCH: 'There are items with different currencies in your cart. Please check again.',
  SHIPPING_METHOD: 'Unknown shipping method.',
  COUPON_INVALID: 'Discount code application failed. Please re-enter.',
  AMOUNT_MISMATCH: 'Amount verification failed. Please refresh the checkout page.',
  VALIDATION: 'Please check the contact and delivery address.',
  PAYMENT_PROVIDER: 'Something went wrong, please try again.',
  PAYMENT_PROCESSING: 'The payment of this checkout is being processed.',
  NOT_FOUND: 'Order not found',
  OUT_OF_STOCK: 'Some teas in your cart are no longer in stock in the quantity you chose.',
} as const;

export const checkoutError = (
  status: number,
  code: keyof typeof MESSAGES,
  details: Record<string, unknown> = {},
): CheckoutError => new CheckoutError(status, code, MESSAGES[code], details);

/**
 * The coupon's last use went to another payment meanwhile: refused like any coupon that cannot be
 * applied (`COUPON_INVALID`, reason `usage_limit`), with a message that says why.
 */
export const COUPON_USED_UP = 'This coupon has been used up';
export const couponUsedUp = (couponCode: string): CheckoutError =>
  new CheckoutError(400, 'COUPON_INVALID', COUPON_USED_UP, { reason: 'usage_limit', couponCode });
