/** A tea's stock as `GET /shop/products/:documentId/stock` answers it (admin API). */
export interface ProductStock {
  documentId: string;
  name: string;
  stock: number | null;
  lowStockThreshold: number | null;
  adjustments: Array<{
    at: string;
    change: number | null;
    stockAfter: number | null;
    kind: 'adjustment' | 'form';
    reason: string | null;
    by: string | null;
  }>;
}

/** The threshold of a tea that has none of its own. */
export const DEFAULT_LOW_STOCK = 5;

export type StockLevel = 'unlimited' | 'soldOut' | 'low' | 'ok';

/** Where a count stands: sold out at 0, low under the tea's threshold. */
export function stockLevelOf(stock: unknown, threshold: unknown): StockLevel {
  if (typeof stock !== 'number') return 'unlimited';
  if (stock <= 0) return 'soldOut';
  const under = typeof threshold === 'number' ? threshold : DEFAULT_LOW_STOCK;
  return stock < under ? 'low' : 'ok';
}

export const LEVEL_LABEL: Record<StockLevel, string> = {
  unlimited: 'Not counted',
  soldOut: 'Sold out',
  low: 'Low',
  ok: 'In stock',
};
