import type { Core } from '@strapi/strapi';
import { stockAdjustments } from '../lib/stock-adjustments';
import { toNumber } from '../lib/types';
import { staffRequestOf } from './staff-api';

const PRODUCT_UID = 'api::product.product';
const WRITES = new Set(['create', 'update', 'publish']);

interface Params {
  documentId?: string;
  locale?: string;
  data?: Record<string, unknown>;
}

/** The stock as written (null: not counted), or undefined when the write does not set it. */
function stockIn(data: Record<string, unknown> | undefined): number | null | undefined {
  if (!data || !('stock' in data)) return undefined;
  if (data.stock === null || data.stock === '') return null;
  const stock = toNumber(data.stock);
  return Number.isInteger(stock) && stock >= 0 ? stock : undefined;
}

/**
 * One stock per tea: a count an editor changes in one language (or its draft) is written to every
 * row of the document, so the published rows of the other languages (which a publish in one
 * language leaves as they were) never show another count, and a checkout's conditional update
 * (`stock >= quantity` on every row) reads the count the editor set.
 *
 * A form saved with the count it showed is not a change: when the written count is the one the
 * editor last set (`stockSetTo`) or the one the stock has now, the stock payments have taken since
 * the form was loaded stays as it is. A count typed in the admin panel is recorded among the stock
 * adjustments (`form`), beside the ones made with a reason.
 */
export function registerProductStock(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PRODUCT_UID || !WRITES.has(context.action)) return next();
    const params = context.params as Params;
    const wanted = stockIn(params.data);
    const documentId = params.documentId;
    const before =
      wanted === undefined || !documentId
        ? null
        : ((await strapi.db.query(PRODUCT_UID).findOne({
            where: { documentId, ...(params.locale ? { locale: params.locale } : {}) },
            select: ['stock', 'stockSetTo'],
          })) as { stock?: number | null; stockSetTo?: number | null } | null);
    const unchanged =
      before !== null &&
      (wanted === (before.stock ?? null) || (wanted !== null && wanted === before.stockSetTo));
    if (unchanged && params.data) params.data = { ...params.data, stock: before.stock ?? null };
    const result = await next();
    if (wanted === undefined || unchanged) return result;
    const id =
      documentId ?? (result as { documentId?: string } | null | undefined)?.documentId ?? null;
    if (!id) return result;
    await strapi.db
      .query(PRODUCT_UID)
      .updateMany({ where: { documentId: id }, data: { stock: wanted, stockSetTo: wanted } });
    const staff = staffRequestOf(strapi);
    if (staff) {
      await stockAdjustments(strapi).recordFormEdit(id, before?.stock ?? null, wanted, staff.label);
    }
    return result;
  });
}
