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
      // awaited: the write is answered only once every instance can see the new generation
      await invalidate(strapi, `${context.action} ${context.uid}`);
    }
    return result;
  });
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
    void invalidate(strapi, why);
    if (strapi.db.inTransaction()) {
      // nested call: runs in the open transaction and registers on its commit
      void strapi.db.transaction(async ({ onCommit }) => {
        onCommit(() => void invalidate(strapi, `${why} (committed)`));
      });
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
