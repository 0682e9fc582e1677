import type { Core } from '@strapi/strapi';

const CART = 'api::cart.cart';
const BATCH = 500;

/**
 * Removes anonymous carts (no member) untouched for `maxAgeDays`. Members' carts stay. Runs in
 * batches so a large backlog does not hold the database for long; every instance may run it (the
 * deletes are idempotent). Returns how many were removed.
 */
export async function removeStaleAnonymousCarts(
  strapi: Core.Strapi,
  maxAgeDays: number,
  now = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - maxAgeDays * 24 * 60 * 60 * 1000);
  let removed = 0;
  for (;;) {
    const stale = (await strapi.db.query(CART).findMany({
      where: { user: { id: { $null: true } }, updatedAt: { $lt: cutoff } },
      select: ['id'],
      limit: BATCH,
    })) as Array<{ id: number }>;
    if (stale.length === 0) break;
    const { count } = await strapi.db
      .query(CART)
      .deleteMany({ where: { id: { $in: stale.map((cart) => cart.id) } } });
    removed += count;
    if (stale.length < BATCH) break;
  }
  return removed;
}

/** The scheduled job: `ANONYMOUS_CART_MAX_AGE_DAYS` (30) and `CART_CLEANUP_CRON` (daily, 03:17). */
export function staleCartsTask(env: NodeJS.ProcessEnv = process.env) {
  const days = Number(env.ANONYMOUS_CART_MAX_AGE_DAYS);
  const maxAgeDays = Number.isFinite(days) && days > 0 ? days : 30;
  return {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      try {
        const removed = await removeStaleAnonymousCarts(strapi, maxAgeDays);
        if (removed > 0) {
          strapi.log.info(
            `[carts] removed ${removed} anonymous carts untouched for ${maxAgeDays} days`,
          );
        }
      } catch (error) {
        strapi.log.error(
          `[carts] removing stale anonymous carts failed: ${(error as Error).message}`,
        );
      }
    },
    options: { rule: env.CART_CLEANUP_CRON?.trim() || '17 3 * * *' },
  };
}
