import type { Core } from '@strapi/strapi';
import { invalidatePublicCache } from './cache';
import { PRODUCT_UID, searchService } from './search/service';
import {
  stockLevels,
  stockLinesOf,
  type Crossed,
  type Shortage,
  type StockLine,
  type Trx,
} from './stock';

const ORDER = 'api::order.order';

/** Products that became sold out or came back: lists and search show it at once. */
export async function announceAvailability(strapi: Core.Strapi, crossed: Crossed): Promise<void> {
  if (crossed.size === 0) return;
  try {
    await invalidatePublicCache();
    const search = searchService(strapi);
    await Promise.all([...crossed].map((id) => search.documentChanged(PRODUCT_UID, id)));
  } catch (error) {
    strapi.log.warn(`[stock] showing a change of availability: ${String(error)}`);
  }
}

/** Thrown inside a hold's transaction to roll it back when the stock is short. */
class StockShort extends Error {
  constructor(readonly shortages: Shortage[]) {
    super('stock short');
  }
}

/** Another call moved the order's hold while this one was taking stock. */
class HeldElsewhere extends Error {}

interface HeldOrder {
  id: number;
  stockHold?: unknown;
  stockHeldLines?: unknown;
}

const sameLines = (a: StockLine[], b: StockLine[]): boolean =>
  a.length === b.length &&
  a.every((line, i) => line.productId === b[i]?.productId && line.quantity === b[i]?.quantity);

/**
 * The stock an order's payment holds. Starting a payment takes the order's lines from the stock
 * for a bounded time (`held`, until `stockHeldUntil`); the paid order keeps them (`committed`); a
 * failed, canceled or expired payment gives them back (`released`). Every change of state is a
 * conditional update of the order in the same transaction as the change of stock, so of two
 * instances (or the webhook and the result page) acting at once only one moves the stock.
 */
export function stockHolds(strapi: Core.Strapi) {
  const levels = stockLevels(strapi);
  const orders = () => strapi.db.query(ORDER);

  const announce = (crossed: Crossed) => announceAvailability(strapi, crossed);

  /** Moves the order from `held` to `to`; true when this call did (its lines are then its own). */
  const leave = async (orderId: number, to: 'released' | 'committed'): Promise<boolean> => {
    const { count } = await orders().updateMany({
      where: { id: orderId, stockHold: 'held' },
      data: { stockHold: to, ...(to === 'released' ? { stockHeldUntil: null } : {}) },
    });
    return count === 1;
  };

  const storedLines = async (orderId: number): Promise<StockLine[]> => {
    const row = (await orders().findOne({
      where: { id: orderId },
      select: ['id', 'stockHeldLines'],
    })) as HeldOrder | null;
    return stockLinesOf(row?.stockHeldLines);
  };

  const holds = {
    /**
     * Holds `lines` for the order until `until`, in place of what it held before. Returns the
     * shortages (nothing was taken then, and the order holds nothing), or an empty list.
     */
    async hold(
      order: HeldOrder,
      lines: StockLine[],
      until: Date,
      attempt = 0,
    ): Promise<Shortage[]> {
      const wanted = stockLinesOf(lines);
      const crossed: Crossed = new Set();
      try {
        await strapi.db.transaction(async ({ trx }) => {
          const current = (await orders().findOne({
            where: { id: order.id },
            select: ['id', 'stockHold', 'stockHeldLines'],
          })) as HeldOrder | null;
          const held = current?.stockHold === 'held' ? stockLinesOf(current.stockHeldLines) : null;
          if (held && sameLines(held, wanted)) {
            await orders().update({ where: { id: order.id }, data: { stockHeldUntil: until } });
            return;
          }
          if (held && (await leave(order.id, 'released'))) {
            await levels.putBack(trx, held, crossed);
          }
          const shortages = await levels.take(trx, wanted, crossed);
          if (shortages.length > 0) throw new StockShort(shortages);
          // only from the state read above: another instance holding for this order meanwhile
          // keeps its hold, and these lines go back with the rollback
          const from = held ? 'released' : (current?.stockHold ?? null);
          const { count } = await orders().updateMany({
            where: { id: order.id, stockHold: from === null ? { $null: true } : from },
            data: { stockHold: 'held', stockHeldLines: wanted, stockHeldUntil: until },
          });
          if (count !== 1) throw new HeldElsewhere();
        });
      } catch (error) {
        if (error instanceof StockShort) {
          await holds.release(order.id);
          return error.shortages;
        }
        if (error instanceof HeldElsewhere && attempt < 3) {
          return holds.hold(order, lines, until, attempt + 1);
        }
        throw error;
      }
      await announce(crossed);
      return [];
    },

    /** Gives the order's held stock back, once. */
    async release(orderId: number): Promise<boolean> {
      const crossed: Crossed = new Set();
      const released = await strapi.db.transaction(async ({ trx }) => {
        if (!(await leave(orderId, 'released'))) return false;
        await levels.putBack(trx, await storedLines(orderId), crossed);
        return true;
      });
      await announce(crossed);
      return released;
    },

    /**
     * Keeps the stock of a paid order, in the caller's transaction: its hold becomes the sale, or,
     * when the hold lapsed meanwhile, the order's lines are taken again. Returns the shortages when
     * they are gone (then nothing was taken).
     */
    async commit(trx: Trx, order: HeldOrder & { items?: unknown }): Promise<Shortage[]> {
      if (await leave(order.id, 'committed')) return [];
      const current = (await orders().findOne({
        where: { id: order.id },
        select: ['id', 'stockHold'],
      })) as HeldOrder | null;
      if (current?.stockHold === 'committed') return [];
      const lines = stockLinesOf(order.items);
      const crossed: Crossed = new Set();
      try {
        // a savepoint: lines taken before a short one go back, the caller's work stays
        await trx.transaction(async (inner: Trx) => {
          const shortages = await levels.take(inner, lines, crossed);
          if (shortages.length > 0) throw new StockShort(shortages);
        });
      } catch (error) {
        if (error instanceof StockShort) return error.shortages;
        throw error;
      }
      await orders().update({
        where: { id: order.id },
        data: { stockHold: 'committed', stockHeldLines: lines, stockHeldUntil: null },
      });
      await strapi.db.transaction(async ({ onCommit }) => {
        onCommit(() => void announce(crossed));
      });
      return [];
    },

    /** Puts a sold order's teas back in stock (canceled or returned), once. */
    async returnSold(orderId: number): Promise<boolean> {
      const crossed: Crossed = new Set();
      const returned = await strapi.db.transaction(async ({ trx }) => {
        const { count } = await orders().updateMany({
          where: { id: orderId, stockHold: 'committed' },
          data: { stockHold: 'returned' },
        });
        if (count !== 1) return false;
        await levels.putBack(trx, await storedLines(orderId), crossed);
        return true;
      });
      await announce(crossed);
      return returned;
    },

    /** The lines the stock does not cover now (for telling the member which teas sold out). */
    async soldOut(items: unknown): Promise<StockLine[]> {
      const lines = stockLinesOf(items);
      const left = await levels.available(lines.map((line) => line.productId));
      return lines.filter((line) => {
        const available = left.get(line.productId);
        return typeof available === 'number' && available < line.quantity;
      });
    },
  };

  return holds;
}
