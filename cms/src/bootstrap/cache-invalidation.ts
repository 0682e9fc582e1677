import type { Core } from '@strapi/strapi';
import { invalidatePublicCache } from '../lib/cache';
import { EMBEDDED_CONTENT_TYPES, PUBLIC_CONTENT_TYPES } from '../lib/cache/public-reads';

/** Document service actions that only read. */
const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

const WATCHED = new Set<string>([...PUBLIC_CONTENT_TYPES, ...EMBEDDED_CONTENT_TYPES]);

/**
 * Any write to public content drops every cached public answer (the simplest rule that is right
 * for relations too: a category renamed changes the product lists that embed it).
 *
 * - Document service (admin panel, content API, scripts): after the action, i.e. after its commit.
 * - Database layer (any `strapi.db.query` write, media files): at once, and again when the
 *   surrounding transaction commits, so an answer read from the old rows between the two is not
 *   kept under the new generation.
 */
export function registerCacheInvalidation(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (WATCHED.has(context.uid) && !READS.has(context.action)) {
      // awaited, with those its database writes started: the write is answered only once every
      // instance can see the new generation, and no later bump drops what is read after it
      await invalidate(strapi, `${context.action} ${context.uid}`);
      await backgroundSettled();
    }
    return result;
  });
}

/** Invalidations started by database writes, not awaited where they start. */
const background = new Set<Promise<unknown>>();

function inBackground(work: Promise<unknown>): void {
  background.add(work);
  void work.finally(() => background.delete(work));
}

/** A few rounds: those started while waiting are awaited too, but other writes never hold it up for long. */
async function backgroundSettled(): Promise<void> {
  for (let round = 0; round < 3 && background.size > 0; round++) {
    await Promise.allSettled([...background]);
  }
}

function invalidate(strapi: Core.Strapi, why: string): Promise<void> {
  return invalidatePublicCache().catch((error: Error) => {
    strapi.log.warn(`[cache] invalidation after ${why} failed: ${error.message}`);
  });
}

/** The database half of the rules above (lifecycles exist once the database is up: bootstrap). */
export function subscribeCacheInvalidation(strapi: Core.Strapi): void {
  const onWrite = (event: { model: { uid: string }; action: string }) => {
    const why = `${event.action} ${event.model.uid}`;
    inBackground(invalidate(strapi, why));
    if (strapi.db.inTransaction()) {
      // nested call: runs in the open transaction and registers on its commit
      inBackground(
        strapi.db.transaction(async ({ onCommit }) => {
          onCommit(() => inBackground(invalidate(strapi, `${why} (committed)`)));
        }),
      );
    }
  };
  strapi.db.lifecycles.subscribe({
    models: [...WATCHED],
    afterCreate: onWrite,
    afterCreateMany: onWrite,
    afterUpdate: onWrite,
    afterUpdateMany: onWrite,
    afterDelete: onWrite,
    afterDeleteMany: onWrite,
  });
}
