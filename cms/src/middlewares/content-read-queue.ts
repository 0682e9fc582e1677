import type { Core } from '@strapi/strapi';
import { isContentRead } from '../lib/cache/public-reads';
import type { Ctx } from '../lib/types';
import { QueueFullError, WorkQueue } from '../lib/work-queue';

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * Reads of catalogue and content that the cache did not answer are computed a few at a time, in
 * the order they arrived. Building such an answer is mostly CPU work in this process (query
 * parsing, population, sanitising); under load, handlers started at once leave some connections
 * waiting for seconds while others are served again and again (see `WorkQueue`). Queued, the wait
 * is about the same for everyone; beyond `CMS_READ_QUEUE_MAX` waiting reads the answer is 503 with
 * `Retry-After`. Other requests (carts, orders, members, forms, the admin panel) never wait here.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = String(strapi.config.get('api.rest.prefix', '/api'));
  // SQLite answers synchronously, so more than two at a time only interleave CPU work; PostgreSQL
  // queries wait on the network, during which other reads can use the process.
  const sqlite = strapi.config.get('database.connection.client') === 'sqlite';
  const queue = new WorkQueue(
    positive(process.env.CMS_READ_CONCURRENCY, sqlite ? 2 : 6),
    positive(process.env.CMS_READ_QUEUE_MAX, 1000),
  );
  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (!isContentRead(ctx.method, ctx.path, prefix)) return next();
    try {
      await queue.run(next);
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      const message = 'The shop is very busy, please try again in a moment.';
      ctx.status = 503;
      ctx.set('Retry-After', '1');
      ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message } };
    }
  };
};
