/** The staff's view of an order (`GET /shop/orders/:documentId` on the admin API). */
export interface StaffOrder {
  documentId: string;
  number: string;
  orderStatus: string;
  paymentStatus: string;
  currency: string | null;
  grandTotal: number;
  refundedTotal: number;
  refundable: number;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  carriers: string[];
  history: Array<{ at: string; move: string; by?: string; reason?: string; amount?: number }>;
  moves: Move[];
}

export type Move = 'ship' | 'deliver' | 'cancel' | 'refund';

export interface MoveRequest {
  move: Move;
  carrier?: string;
  trackingNumber?: string;
  amount?: number;
  restock?: boolean;
  reason?: string;
}

export const MOVE_LABEL: Record<Move, string> = {
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Refund',
};

export const money = (amount: number, currency: string | null): string =>
  currency
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount)
    : String(amount);
