import type { Core } from '@strapi/strapi';
import {
  ARTICLE_UID,
  PRODUCT_UID,
  RELATED_UIDS,
  SETTING_UID,
  searchService,
} from '../lib/search/service';

/** Document service actions that only read. */
const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

const documentIdOf = (context: { params?: unknown }, result: unknown): string | undefined => {
  const params = context.params as { documentId?: unknown } | undefined;
  if (typeof params?.documentId === 'string') return params.documentId;
  const written = result as { documentId?: unknown; entries?: Array<{ documentId?: unknown }> };
  if (typeof written?.documentId === 'string') return written.documentId;
  const first = written?.entries?.[0]?.documentId;
  return typeof first === 'string' ? first : undefined;
};

/**
 * Keeps the product and article search up to date with every write through the document service
 * (admin panel, content API, scripts): after the action has committed, the changed document is
 * re-read (publish, unpublish, update of a published version, delete), a change to a category,
 * roast, caffeine level or collection rebuilds, an edit of the synonyms reloads them. Searches
 * wait for the update, so none is answered (and kept by the public read cache, which drops its
 * answers on these writes) from the index as it was before.
 */
export function registerSearchIndexing(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (READS.has(context.action)) return result;
    const uid = context.uid as string;
    const search = searchService(strapi);
    let update: (() => Promise<void>) | null = null;
    if (uid === PRODUCT_UID || uid === ARTICLE_UID) {
      const documentId = documentIdOf(context, result);
      update = () => search.documentChanged(uid, documentId);
    } else if (RELATED_UIDS.has(uid)) {
      update = () => search.relatedChanged();
    } else if (uid === SETTING_UID) {
      update = () => search.synonymsChanged();
    }
    if (!update) return result;
    const run = update;
    await afterCommit(strapi, async () => {
      try {
        await run();
      } catch (error) {
        strapi.log.error(
          `[search] updating the index after ${context.action} ${uid} failed: ${(error as Error).message}`,
        );
      }
    });
    return result;
  });
}

/**
 * Runs `work` once the surrounding transaction (if any: the content manager runs some actions
 * in one) has committed, so the index, and other instances told through Redis, read the
 * committed rows, and no rebuild runs on a finished transaction. Outside a transaction it runs
 * at once and the write waits for it; either way searches wait for it (`track`).
 */
function afterCommit(strapi: Core.Strapi, work: () => Promise<void>): Promise<void> {
  if (!strapi.db.inTransaction()) {
    const running = work();
    searchService(strapi).track(running);
    return running;
  }
  void strapi.db.transaction(async ({ onCommit }) => {
    onCommit(() => searchService(strapi).track(work()));
  });
  return Promise.resolve();
}

/**
 * Bootstrap half: media changes (a product's picture replaced or its alt text edited), the
 * default synonym list on a first start, and the first build in the background.
 */
export async function startSearch(strapi: Core.Strapi): Promise<void> {
  const search = searchService(strapi);
  const onMedia = (event: { result?: unknown }) => {
    const id = (event.result as { id?: unknown } | undefined)?.id;
    void afterCommit(strapi, () =>
      search.mediaChanged(typeof id === 'number' ? id : undefined).catch((error: Error) => {
        strapi.log.warn(`[search] media change: ${error.message}`);
      }),
    );
  };
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    afterUpdate: onMedia,
    afterUpdateMany: onMedia,
    afterDelete: onMedia,
    afterDeleteMany: onMedia,
  });
  await search.ensureDefaultSynonyms();
  search
    .rebuild()
    .catch((error: Error) =>
      strapi.log.error(`[search] building the index failed: ${error.message}`),
    );
}
