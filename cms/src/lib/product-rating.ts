import type { Core } from '@strapi/strapi';
import { KeyedLock } from './keyed-lock';
import { searchService } from './search/service';

/**
 * The rating of a product kept on the product itself (`ratingAverage`, `ratingCount`), so lists
 * can be sorted by it. It is computed from the reviews shown publicly: every review linked to one
 * of the product's rows that staff did not hide (reviews have no draft state; `GET /api/reviews`
 * lists each shown one under its product). The same values are written to every row of the
 * product's document: all locales, draft and published, so a sorted list agrees in every language
 * and publishing keeps them.
 */

export const PRODUCT_UID = 'api::product.product';
export const REVIEW_UID = 'api::review.review';

export interface ProductRating {
  /** mean of the ratings (1..5) rounded to two decimals; 0 without reviews */
  ratingAverage: number;
  ratingCount: number;
}

export const NO_RATING: ProductRating = { ratingAverage: 0, ratingCount: 0 };

/** Rows per `IN (...)` list, well within SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

export function ratingFrom(count: number, total: number): ProductRating {
  if (!Number.isFinite(count) || count <= 0) return { ...NO_RATING };
  return { ratingAverage: Math.round((total / count) * 100) / 100, ratingCount: count };
}

/** Whether stored values (as read from either database: numbers, decimal strings or NULL) match. */
export function sameRating(
  stored: { ratingAverage: unknown; ratingCount: unknown },
  expected: ProductRating,
): boolean {
  if (stored.ratingAverage === null || stored.ratingAverage === undefined) return false;
  if (stored.ratingCount === null || stored.ratingCount === undefined) return false;
  return (
    Math.abs(Number(stored.ratingAverage) - expected.ratingAverage) < 0.005 &&
    Number(stored.ratingCount) === expected.ratingCount
  );
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

interface Names {
  reviews: string;
  link: string;
  linkReview: string;
  linkProduct: string;
  rating: string;
  hidden: string;
  products: string;
  documentId: string;
  ratingAverage: string;
  ratingCount: string;
}

interface ColumnMeta {
  columnName?: string;
  joinTable?: {
    name: string;
    joinColumn: { name: string };
    inverseJoinColumn: { name: string };
  };
}

/** Table and column names from Strapi's metadata (they differ from the attribute names). */
function names(strapi: Core.Strapi): Names {
  const review = strapi.db.metadata.get(REVIEW_UID);
  const product = strapi.db.metadata.get(PRODUCT_UID);
  const column = (attrs: Record<string, unknown>, name: string) =>
    (attrs[name] as ColumnMeta | undefined)?.columnName ?? name;
  const link = (review.attributes.product as ColumnMeta | undefined)?.joinTable;
  if (!link) throw new Error('review.product has no join table');
  return {
    reviews: review.tableName,
    link: link.name,
    linkReview: link.joinColumn.name,
    linkProduct: link.inverseJoinColumn.name,
    rating: column(review.attributes, 'rating'),
    hidden: column(review.attributes, 'hidden'),
    products: product.tableName,
    documentId: column(product.attributes, 'documentId'),
    ratingAverage: column(product.attributes, 'ratingAverage'),
    ratingCount: column(product.attributes, 'ratingCount'),
  };
}

type Knex = Core.Strapi['db']['connection'];
type QueryBuilder = ReturnType<Knex['queryBuilder']>;

/**
 * Runs a raw read on the open transaction when there is one (`strapi.db.query` joins it by
 * itself; a raw query on the pool would wait for the transaction's connection on SQLite).
 */
function read<T>(strapi: Core.Strapi, work: (query: QueryBuilder) => Promise<T>): Promise<T> {
  // PostgreSQL: the configured schema, for the tables named in the query and its joins
  const schema = strapi.db.getSchemaName();
  const start = (knex: Knex) => (schema ? knex.withSchema(schema) : knex.queryBuilder());
  if (!strapi.db.inTransaction()) return work(start(strapi.db.connection));
  return strapi.db.transaction(({ trx }) => work(start(trx as unknown as Knex))) as Promise<T>;
}

/**
 * Count and sum of the shown reviews per product document, in one grouped query: for the given
 * documents, or for every product that has reviews.
 */
export async function reviewRatings(
  strapi: Core.Strapi,
  documentIds?: readonly string[],
): Promise<Map<string, ProductRating>> {
  const n = names(strapi);
  const result = new Map<string, ProductRating>();
  const query = (start: QueryBuilder, ids?: readonly string[]) => {
    const builder = start
      .from(`${n.reviews} as r`)
      .join(`${n.link} as l`, `l.${n.linkReview}`, 'r.id')
      .join(`${n.products} as p`, 'p.id', `l.${n.linkProduct}`)
      .select(`p.${n.documentId} as documentId`)
      .count({ count: 'r.id' })
      .sum({ total: `r.${n.rating}` })
      .where((shown) => shown.whereNull(`r.${n.hidden}`).orWhere(`r.${n.hidden}`, false))
      .groupBy(`p.${n.documentId}`);
    if (ids) builder.whereIn(`p.${n.documentId}`, [...ids]);
    return builder as unknown as Promise<
      Array<{ documentId: string; count: unknown; total: unknown }>
    >;
  };
  const batches = documentIds ? chunks([...new Set(documentIds)]) : [undefined];
  for (const ids of batches) {
    if (ids && ids.length === 0) continue;
    for (const row of await read(strapi, (start) => query(start, ids))) {
      result.set(row.documentId, ratingFrom(Number(row.count), Number(row.total)));
    }
  }
  return result;
}

/** Writes one rating to every row (locales, draft and published) of the given documents. */
async function writeRating(
  strapi: Core.Strapi,
  documentIds: readonly string[],
  rating: ProductRating,
): Promise<void> {
  for (const ids of chunks(documentIds)) {
    // The database layer only: no new version, no publish, `updatedAt` untouched.
    await strapi.db.query(PRODUCT_UID).updateMany({
      where: { documentId: { $in: ids } },
      data: { ratingAverage: rating.ratingAverage, ratingCount: rating.ratingCount },
    });
  }
}

const lock = new KeyedLock();

/**
 * Recomputes the rating of the given product documents from their reviews and stores it where it
 * differs. One product at a time within this process, so two reviews arriving together cannot
 * leave the older count behind.
 */
export async function recomputeProductRatings(
  strapi: Core.Strapi,
  documentIds: Iterable<string>,
): Promise<void> {
  for (const documentId of new Set(documentIds)) {
    if (!documentId) continue;
    const work = async () => {
      const rating = (await reviewRatings(strapi, [documentId])).get(documentId) ?? NO_RATING;
      const rows = (await strapi.db.query(PRODUCT_UID).findMany({
        where: { documentId },
        select: ['ratingAverage', 'ratingCount'],
      })) as Array<{ ratingAverage: unknown; ratingCount: unknown }>;
      if (rows.every((row) => sameRating(row, rating))) return;
      await writeRating(strapi, [documentId], rating);
      // The search's product cards show the rating too; searches wait for the new card.
      const search = searchService(strapi);
      const indexed = search.documentChanged(PRODUCT_UID, documentId);
      search.track(indexed);
      await indexed;
    };
    // Inside a transaction (a bulk delete) the lock could wait on work that waits on the
    // transaction's connection: run at once there.
    if (strapi.db.inTransaction()) await work();
    else await lock.run(documentId, work);
  }
}

/**
 * Makes every product's stored rating match its reviews: two reads (the grouped reviews, the
 * stored values of all rows) and writes only for documents that differ, grouped by value, so a
 * start with 10,000 correct products costs two reads. Returns the number of documents fixed.
 */
export async function refreshAllProductRatings(strapi: Core.Strapi): Promise<number> {
  const n = names(strapi);
  const expected = await reviewRatings(strapi);
  const stored = (await read(strapi, (start) =>
    start.from(n.products).distinct({
      documentId: n.documentId,
      ratingAverage: n.ratingAverage,
      ratingCount: n.ratingCount,
    }),
  )) as Array<{ documentId: string; ratingAverage: unknown; ratingCount: unknown }>;
  const stale = new Map<string, ProductRating>();
  for (const row of stored) {
    const rating = expected.get(row.documentId) ?? NO_RATING;
    if (!sameRating(row, rating)) stale.set(row.documentId, rating);
  }
  const byValue = new Map<string, { rating: ProductRating; ids: string[] }>();
  for (const [documentId, rating] of stale) {
    const key = `${rating.ratingAverage}|${rating.ratingCount}`;
    const group = byValue.get(key) ?? { rating, ids: [] };
    group.ids.push(documentId);
    byValue.set(key, group);
  }
  for (const { rating, ids } of byValue.values()) await writeRating(strapi, ids, rating);
  return stale.size;
}
