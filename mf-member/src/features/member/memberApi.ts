import { type ShippingAddress } from '@teashop/contracts';
import { apiRequest, type CurrentUser } from '@teashop/runtime';

export type OrderStatus =
  'pending' | 'processing' | 'shipped' | 'completed' | 'canceled' | 'refunded';
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'processing',
  'shipped',
  'completed',
  'canceled',
  'refunded',
];

export interface OrderLine {
  productId?: string;
  slug?: string;
  sku?: string;
  name: string;
  productFormat?: string;
  price: number;
  currency?: string;
  quantity: number;
  lineTotal?: number;
  thumbnailUrl?: string;
}

export interface Order {
  documentId: string;
  number: string;
  items: OrderLine[];
  itemsSubtotal: number;
  shippingAndHandling: number | null;
  discount: number | null;
  grandTotal: number;
  currency: string;
  orderStatus: OrderStatus;
  paymentMethod?: string | null;
  paymentStatus?: string | null;
  shippingStatus?: string | null;
  placedAt: string;
  trackingNumber?: string | null;
  carrier?: string | null;
  /** the carrier's page for this parcel, when the shop knows the carrier */
  trackingUrl?: string | null;
  shippingMethod?: string | null;
  deliveryAddress?: ShippingAddress | null;
  paidAt?: string | null;
  refundedTotal?: number | null;
  /** what happened to the order after it was placed, oldest first */
  history?: OrderEvent[] | null;
}

/** One step of an order's life as the shop recorded it. */
export interface OrderEvent {
  at: string;
  move: 'ship' | 'deliver' | 'cancel' | 'refund' | 'refunded_at_stripe';
  carrier?: string;
  trackingNumber?: string;
  amount?: number;
}

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
  birthday?: string | null;
  phone?: string;
  shippingAddress?: ShippingAddress;
  /** the content locale of mails this update sends (a new e-mail address's link) */
  locale?: string;
}

/** PUT /users/me: the member's own profile (the backend accepts only whitelisted fields). */
export function updateMe(update: ProfileUpdate): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/users/me', { method: 'PUT', body: update });
}

/** GET /orders?page=&pageSize=: the member's orders, newest first. */
export function fetchOrders(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<{ data: Order[]; meta: { pagination: Pagination } }> {
  return apiRequest('/orders', { query: { page, pageSize }, signal });
}

/** GET /orders/{documentId}: the member's own order, or a 404. */
export function fetchOrder(documentId: string, signal?: AbortSignal): Promise<{ data: Order }> {
  return apiRequest(`/orders/${encodeURIComponent(documentId)}`, { signal });
}
