import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isRecord, toNumber } from './types';

/** The open transaction a stock change runs in. */
export type Trx = Knex.Transaction;

/** A quantity of one product (by its documentId) taken from or given back to the stock. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** A line the stock cannot cover: what was asked and what is left (0: sold out). */
export interface Shortage {
  productId: string;
  requested: number;
  available: number;
}

/** `STOCK_HOLD_MINUTES` (15): how long a checkout keeps the stock it took for its payment. */
export function stockHoldMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.STOCK_HOLD_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 15;
}

/** The lines of an order's items (or a stored hold), one per product, in lock order. */
export function stockLinesOf(raw: unknown): StockLine[] {
  const byProduct = new Map<string, number>();
  for (const entry of Array.isArray(raw) ? raw : []) {
    if (!isRecord(entry) || typeof entry.productId !== 'string') continue;
    const quantity = toNumber(entry.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) continue;
    byProduct.set(entry.productId, (byProduct.get(entry.productId) ?? 0) + quantity);
  }
  // One order of locks for every transaction, so two checkouts never wait on each other in a circle.
  return [...byProduct.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/** The products whose availability a change of stock flipped (sold out, or back in stock). */
export type Crossed = Set<string>;

/**
 * The stock of a product is its `stock` column, shared by every row of the document (each
 * language, draft and published); null is unlimited. Taking is one conditional UPDATE per product
 * (`stock = stock - q WHERE stock >= q`), so of checkouts racing for the last tins only as many
 * as there are get them, on SQLite and PostgreSQL alike. Every call runs in the caller's
 * transaction: a checkout takes all its lines or none.
 */
export function stockLevels(strapi: Core.Strapi) {
  const products = (trx: Trx) => trx('products');

  /** How many rows of the product keep a stock (0: unlimited). */
  const rowsKeeping = async (trx: Trx, productId: string): Promise<number> => {
    const row = (await products(trx)
      .where('document_id', productId)
      .whereNotNull('stock')
      .count({ rows: '*' })
      .first()) as { rows: unknown } | undefined;
    return Number(row?.rows ?? 0);
  };

  /** The smallest stock of the product's rows (0 when none is kept). */
  const left = async (trx: Trx, productId: string): Promise<number> => {
    const row = (await products(trx)
      .where('document_id', productId)
      .whereNotNull('stock')
      .min({ stock: 'stock' })
      .first()) as { stock: unknown } | undefined;
    const stock = toNumber(row?.stock);
    return Number.isFinite(stock) ? Math.max(0, stock) : 0;
  };

  return {
    /** The product's stock now, in the caller's transaction (null: unlimited). */
    async counted(trx: Trx, productId: string): Promise<number | null> {
      return (await rowsKeeping(trx, productId)) === 0 ? null : left(trx, productId);
    },

    /**
     * Takes every line, or none: the shortages are returned and the caller's transaction must then
     * be rolled back (the lines taken before the short one are in it).
     */
    async take(trx: Trx, lines: StockLine[], crossed: Crossed = new Set()): Promise<Shortage[]> {
      const shortages: Shortage[] = [];
      for (const line of stockLinesOf(lines)) {
        const keeping = await rowsKeeping(trx, line.productId);
        if (keeping === 0) continue; // unlimited
        const taken = await products(trx)
          .where('document_id', line.productId)
          .whereNotNull('stock')
          .andWhere('stock', '>=', line.quantity)
          .update({ stock: strapi.db.connection.raw('stock - ?', [line.quantity]) });
        const now = await left(trx, line.productId);
        if (Number(taken) < keeping) {
          shortages.push({ productId: line.productId, requested: line.quantity, available: now });
        } else if (now === 0) {
          crossed.add(line.productId);
        }
      }
      return shortages;
    },

    /** Gives the lines back to the stock (unlimited products are left alone). */
    async putBack(trx: Trx, lines: StockLine[], crossed: Crossed = new Set()) {
      for (const line of stockLinesOf(lines)) {
        if ((await rowsKeeping(trx, line.productId)) === 0) continue;
        const before = await left(trx, line.productId);
        await products(trx)
          .where('document_id', line.productId)
          .whereNotNull('stock')
          .update({ stock: strapi.db.connection.raw('stock + ?', [line.quantity]) });
        if (before === 0) crossed.add(line.productId);
      }
    },

    /** What is left of each product now (null: unlimited), for showing it before a payment. */
    async available(productIds: string[]): Promise<Map<string, number | null>> {
      const result = new Map<string, number | null>();
      if (productIds.length === 0) return result;
      const rows = (await strapi.db
        .connection('products')
        .whereIn('document_id', productIds)
        .groupBy('document_id')
        .select('document_id')
        .min({ stock: 'stock' })) as Array<{ document_id: string; stock: unknown }>;
      for (const row of rows) {
        result.set(row.document_id, row.stock === null ? null : toNumber(row.stock));
      }
      return result;
    },
  };
}
