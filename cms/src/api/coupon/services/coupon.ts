import { factories, type Core } from '@strapi/strapi';

/**
 * A coupon's uses are counted when a checkout commits an order to payment, not after the payment:
 * the use is taken with one conditional UPDATE (only while `usedCount` is below `usageLimit`), so
 * of two checkouts racing for the last use exactly one gets it, on SQLite and PostgreSQL alike.
 * The use goes back when the payment is canceled or the order drops or changes its coupon.
 */
export function couponUses(strapi: Core.Strapi) {
  const table = () => strapi.db.connection('coupons');
  return {
    /** Takes one use of the coupon `code`; false when it has none left (or does not exist). */
    async take(code: string): Promise<boolean> {
      const count = await table()
        .whereRaw('lower(code) = ?', [code.toLowerCase()])
        .andWhere((where) =>
          where.whereNull('usage_limit').orWhereRaw('coalesce(used_count, 0) < usage_limit'),
        )
        .update({ used_count: strapi.db.connection.raw('coalesce(used_count, 0) + 1') });
      return Number(count) === 1;
    },

    /** Gives one use of the coupon `code` back. */
    async giveBack(code: string): Promise<void> {
      await table()
        .whereRaw('lower(code) = ?', [code.toLowerCase()])
        .andWhere('used_count', '>', 0)
        .update({ used_count: strapi.db.connection.raw('used_count - 1') });
    },
  };
}

export default factories.createCoreService('api::coupon.coupon');
