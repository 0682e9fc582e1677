import type { Core } from '@strapi/strapi';
import { isContentRead } from '../lib/cache/public-reads';
import { apiPrefixOf, isUnder, requestPath } from '../lib/request-path';
import type { Ctx } from '../lib/types';
import { searchRunsOnThread } from '../lib/search/searchThread';
import { QueueFullError, WorkQueue } from '../lib/work-queue';

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const BUSY = 'The shop is very busy, please try again in a moment.';

/**
 * The requests that make up most of the shop's traffic wait their turn: reads of catalogue and
 * content that the cache did not answer, and cart reads and writes, each in a queue of its own,
 * computed a few at a time in the order they arrived. Searches have a queue of their own: ranked
 * on the search thread, many can be under way at once while this process answers others. Building these answers is mostly CPU work in
 * this process (query parsing, population, sanitising, pricing); under load, handlers started at
 * once leave some connections waiting for seconds while others are served again and again (see
 * `WorkQueue`). Queued, the wait is about the same for everyone; beyond `CMS_QUEUE_MAX` waiting
 * requests in a queue the answer is 503 with `Retry-After`. Other requests (orders, checkout,
 * members, forms, the admin panel) never wait here.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = apiPrefixOf(strapi);
  // SQLite answers synchronously, so more than two at a time only interleave CPU work; PostgreSQL
  // queries wait on the network, during which other requests can use the process.
  const sqlite = strapi.config.get('database.connection.client') === 'sqlite';
  const maxWaiting = positive(process.env.CMS_QUEUE_MAX, 1000);
  const contentReads = new WorkQueue(
    positive(process.env.CMS_READ_CONCURRENCY, sqlite ? 2 : 6),
    maxWaiting,
  );
  const carts = new WorkQueue(
    positive(process.env.CMS_CART_CONCURRENCY, sqlite ? 2 : 6),
    maxWaiting,
  );
  const searches = new WorkQueue(
    positive(
      process.env.CMS_SEARCH_CONCURRENCY,
      searchRunsOnThread() ? 16 : contentReads.concurrency,
    ),
    maxWaiting,
  );
  const cartPath = `${prefix}/carts`;
  const searchPath = `${prefix}/search`;

  const queueOf = (ctx: Ctx): WorkQueue | undefined => {
    const path = requestPath(ctx);
    if (isUnder(path, searchPath)) return searches;
    if (isContentRead(ctx.method, path, prefix)) return contentReads;
    if (isUnder(path, cartPath)) return carts;
    return undefined;
  };

  return async (ctx: Ctx, next: () => Promise<void>) => {
    const queue = queueOf(ctx);
    if (!queue || ctx.method === 'OPTIONS') return next();
    try {
      await queue.run(next);
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      ctx.status = 503;
      ctx.set('Retry-After', '1');
      ctx.body = {
        data: null,
        error: { status: 503, name: 'ServiceUnavailableError', message: BUSY },
      };
    }
  };
};
