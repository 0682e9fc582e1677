import type { Core } from '@strapi/strapi';
import { StaffActionError } from './staff-error';
import { stockLevels, type Crossed } from './stock';
import { announceAvailability } from './stock-holds';
import { isRecord, toNumber } from './types';

export const STOCK_ADJUSTMENT = 'api::product.stock-adjustment';
const PRODUCT = 'api::product.product';
/** More than this many tins in one change is taken for a typing slip. */
const MOST_IN_ONE_CHANGE = 10_000;
const REASON_LENGTH = { min: 3, max: 200 };
const SHOWN = 10;

export type StockErrorCode =
  'STOCK_CHANGE_INVALID' | 'STOCK_NOT_COUNTED' | 'STOCK_BELOW_ZERO' | 'NOT_FOUND';

/** A refused stock adjustment, answered in Strapi's error shape with `details.code`. */
export class StockAdjustError extends StaffActionError<StockErrorCode> {}

/** One recorded change of a tea's stock. */
export interface StockRecord {
  at: string;
  /** tins added (negative: taken away); null when counting started or stopped */
  change: number | null;
  stockAfter: number | null;
  /** `adjustment`: with a reason, in the side panel; `form`: a count typed in the tea's form */
  kind: 'adjustment' | 'form';
  reason: string | null;
  by: string | null;
}

/** A tea's stock as the staff see it beside the tea. */
export interface ProductStock {
  documentId: string;
  name: string;
  /** null: not counted (unlimited) */
  stock: number | null;
  /** null: the shop's default */
  lowStockThreshold: number | null;
  /** the latest changes, newest first */
  adjustments: StockRecord[];
}

interface ProductRow {
  name?: string | null;
  locale?: string | null;
  lowStockThreshold?: number | null;
}

interface AdjustmentRow {
  createdAt?: string | Date;
  change?: number | null;
  stockAfter?: number | null;
  kind?: string;
  reason?: string | null;
  by?: string | null;
}

const asCount = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const count = toNumber(value);
  return Number.isFinite(count) ? count : null;
};

/** What the staff asked for, or the refusal naming the fields to fix. */
function readRequest(body: unknown): { change: number; reason: string } {
  const input = isRecord(body) ? body : {};
  const change = toNumber(input.change);
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  const fields: string[] = [];
  if (!Number.isInteger(change) || change === 0 || Math.abs(change) > MOST_IN_ONE_CHANGE) {
    fields.push('change');
  }
  if (reason.length < REASON_LENGTH.min || reason.length > REASON_LENGTH.max) fields.push('reason');
  if (fields.length > 0) {
    const message =
      fields.length === 2
        ? 'Please give the number of tins to add or take away, and a reason.'
        : fields[0] === 'change'
          ? `Please give the number of tins to add or take away (a whole number from -${MOST_IN_ONE_CHANGE} to ${MOST_IN_ONE_CHANGE}, not 0).`
          : `Please give a reason for the change (${REASON_LENGTH.min} to ${REASON_LENGTH.max} characters).`;
    throw new StockAdjustError(400, 'STOCK_CHANGE_INVALID', message, { fields });
  }
  return { change, reason };
}

/**
 * The staff's changes of a tea's stock, each recorded with who, when and why: received tins
 * added, broken or lost ones taken away. A change runs in one transaction with the stock's other
 * writers (checkouts' holds use the same conditional updates), so taking away never goes below
 * what is left, and the shop's lists, pages and search show the new count at once.
 */
export function stockAdjustments(strapi: Core.Strapi) {
  const levels = stockLevels(strapi);
  const records = () => strapi.db.query(STOCK_ADJUSTMENT);

  const productRows = async (documentId: string): Promise<ProductRow[]> =>
    (await strapi.db.query(PRODUCT).findMany({
      where: { documentId },
      select: ['name', 'locale', 'lowStockThreshold'],
    })) as ProductRow[];

  const nameOf = (rows: ProductRow[]): string =>
    String((rows.find((row) => row.locale === 'en') ?? rows[0])?.name ?? '');

  const service = {
    async view(documentId: string): Promise<ProductStock> {
      const rows = await productRows(documentId);
      if (rows.length === 0) {
        throw new StockAdjustError(404, 'NOT_FOUND', 'There is no such tea.');
      }
      const found = (await records().findMany({
        where: { productDocumentId: documentId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: SHOWN,
      })) as AdjustmentRow[];
      return {
        documentId,
        name: nameOf(rows),
        stock: (await levels.available([documentId])).get(documentId) ?? null,
        lowStockThreshold: asCount(rows[0]?.lowStockThreshold),
        adjustments: found.map((row) => ({
          at: new Date(row.createdAt ?? Date.now()).toISOString(),
          change: asCount(row.change),
          stockAfter: asCount(row.stockAfter),
          kind: row.kind === 'form' ? 'form' : 'adjustment',
          reason: row.reason ?? null,
          by: row.by ?? null,
        })),
      };
    },

    /** Adds (or takes away, when negative) `change` tins, with the reason, by `by`. */
    async adjust(documentId: string, body: unknown, by: string): Promise<ProductStock> {
      const { change, reason } = readRequest(body);
      const rows = await productRows(documentId);
      if (rows.length === 0) {
        throw new StockAdjustError(404, 'NOT_FOUND', 'There is no such tea.');
      }
      const crossed: Crossed = new Set();
      await strapi.db.transaction(async ({ trx }) => {
        const now = await levels.counted(trx, documentId);
        if (now === null) {
          throw new StockAdjustError(
            409,
            'STOCK_NOT_COUNTED',
            'This tea’s stock is not counted (it never sells out). Type a count in its Stock field first.',
          );
        }
        const line = [{ productId: documentId, quantity: Math.abs(change) }];
        if (change > 0) await levels.putBack(trx, line, crossed);
        else if ((await levels.take(trx, line, crossed)).length > 0) {
          throw new StockAdjustError(
            409,
            'STOCK_BELOW_ZERO',
            `Only ${now} left: at most ${now} can be taken away.`,
            { stock: now, fields: ['change'] },
          );
        }
        await records().create({
          data: {
            productDocumentId: documentId,
            productName: nameOf(rows),
            change,
            stockAfter: await levels.counted(trx, documentId),
            kind: 'adjustment',
            reason,
            by,
          },
        });
      });
      // rare, unlike a checkout's: the shop's answers show the new count at once
      await announceAvailability(strapi, crossed.add(documentId));
      return service.view(documentId);
    },

    /** Records a count typed in the tea's form (`from` what it was; null: not counted). */
    async recordFormEdit(
      documentId: string,
      from: number | null,
      to: number | null,
      by: string | null,
    ): Promise<void> {
      await records().create({
        data: {
          productDocumentId: documentId,
          productName: nameOf(await productRows(documentId)),
          change: from !== null && to !== null ? to - from : null,
          stockAfter: to,
          kind: 'form',
          reason: null,
          by,
        },
      });
    },
  };
  return service;
}
