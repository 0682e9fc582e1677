import type { ShippingAddress } from './address';

/*
 * The checkout's answers (cms/docs/checkout.md): custom endpoints of the content backend, not
 * content types, so they are written here once for the storefront; the cms's checkout tests check
 * its answers against these declarations.
 */

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
  /** What the stock has left now (null: not counted); below `quantity` the payment is refused. */
  available?: number | null;
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
  /** failed payments: the payment provider's reason when known */
  details?: { declineCode?: string; errorCode?: string; message?: string };
}
