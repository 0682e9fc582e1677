import type { Core } from '@strapi/strapi';
import {
  PRODUCT_UID,
  REVIEW_UID,
  recomputeProductRatings,
  refreshAllProductRatings,
} from '../lib/product-rating';
import { searchService } from '../lib/search/service';

/** Document service actions that only read. */
const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

interface Params {
  documentId?: string;
}

/** The product documents a review is linked to now. */
async function productsOfReview(strapi: Core.Strapi, documentId: string): Promise<string[]> {
  const rows = (await strapi.db.query(REVIEW_UID).findMany({
    where: { documentId },
    select: ['id'],
    populate: { product: { select: ['documentId'] } },
  })) as Array<{ product?: { documentId?: string } | null }>;
  return rows.flatMap((row) => (row.product?.documentId ? [row.product.documentId] : []));
}

/**
 * Keeps each product's `ratingAverage` and `ratingCount` equal to its shown reviews:
 *
 * - a review created, changed (including moved to another product) or deleted, through the
 *   document service (the review endpoint, the admin panel, the seed), recomputes the products it
 *   was and is linked to;
 * - any other write to a product (an editor saving a form loaded before a review arrived, a new
 *   locale, a publish) recomputes that product, so an older value never sticks.
 *
 * A failed recompute is logged and does not fail the write; the check at start repairs it.
 */
export function registerProductRatings(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const isReview = context.uid === REVIEW_UID;
    const isProduct = context.uid === PRODUCT_UID;
    if ((!isReview && !isProduct) || READS.has(context.action)) return next();
    if (isProduct && context.action === 'delete') return next();

    const params = (context.params ?? {}) as Params;
    const affected: string[] = [];
    if (isReview && params.documentId) {
      affected.push(...(await productsOfReview(strapi, params.documentId)));
    }
    const result = await next();
    const failed = (error: unknown) =>
      strapi.log.warn(
        `[ratings] ${context.action} ${context.uid}: could not update product ratings: ${(error as Error).message}`,
      );
    try {
      const written = (result ?? {}) as { documentId?: unknown };
      const documentId =
        params.documentId ?? (typeof written.documentId === 'string' ? written.documentId : '');
      if (isProduct) affected.push(documentId);
      else if (documentId && context.action !== 'delete') {
        affected.push(...(await productsOfReview(strapi, documentId)));
      }
      if (strapi.db.inTransaction()) {
        // Part of a larger transaction (the admin panel's bulk actions): count once it is
        // committed, one product at a time, so reviews removed together are all counted.
        await strapi.db.transaction(async ({ onCommit }) => {
          onCommit(() => void recomputeProductRatings(strapi, affected).catch(failed));
        });
      } else {
        await recomputeProductRatings(strapi, affected);
      }
    } catch (error) {
      failed(error);
    }
    return result;
  });
}

/**
 * At start: a missing `featuredRank` becomes 0; stored ratings that are missing (a database from before they existed) or differ from
 * the reviews (a write that bypassed the document service) are recomputed. Three queries when
 * everything is right.
 */
export async function refreshProductRatings(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  // Rows from before `featuredRank` existed sort as 0 (one query; NULLs sort differently on
  // SQLite and PostgreSQL).
  await strapi.db.query(PRODUCT_UID).updateMany({
    where: { featuredRank: { $null: true } },
    data: { featuredRank: 0 },
  });
  const fixed = await refreshAllProductRatings(strapi);
  const took = Date.now() - started;
  if (fixed > 0) {
    strapi.log.info(`[ratings] ${fixed} product ratings updated in ${took} ms`);
    // The first search build may have read the old values: its cards show the rating.
    await searchService(strapi).relatedChanged();
  } else strapi.log.debug(`[ratings] product ratings checked in ${took} ms`);
}
