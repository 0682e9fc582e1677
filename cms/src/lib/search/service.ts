import type { Core } from '@strapi/strapi';
import { docs } from '../docs';
import { onRedisReady, readyRedis, redisKeyPrefix } from '../redis';
import { CONTENT_LOCALES } from '../settings';
import type { SearchAnswer, SearchRequest, SuggestRequest, Suggestion } from './answers';
import type { Category } from './engine';
import type { LoadCommand } from './indexStore';
import { ARTICLE_QUERY, PRODUCT_QUERY, articleRecord, productRecord } from './records';
import { searchBackend, type SearchBackend } from './searchThread';
import { DEFAULT_SYNONYMS, parseSynonyms } from './synonyms';

export const PRODUCT_UID = 'api::product.product';
export const ARTICLE_UID = 'api::article.article';
export const SETTING_UID = 'api::search-setting.search-setting';
export const CATEGORY_UID = 'api::tea-category.tea-category';

/** Content types whose published entries are embedded in indexed products (a change rebuilds). */
export const RELATED_UIDS = new Set([
  CATEGORY_UID,
  'api::roasting-level.roasting-level',
  'api::caffeine-level.caffeine-level',
  'api::collection.collection',
]);

const PAGE = 500;

interface SharedVersions {
  content: string;
  synonyms: string;
}

/**
 * The product and article search of this process: one in-memory index per content locale, fed
 * from the document service with published documents only. The indexes live on a thread of
 * their own (`searchThread.ts`): building them and ranking a query do not hold up the requests
 * this process is answering meanwhile; this side reads the database and sends them records.
 *
 * Freshness:
 * - Writes through this process (document service middleware, `bootstrap/search.ts`) update the
 *   index before the write returns: a product or article is re-read in every locale and put in
 *   or taken out; a change to a category, roast, caffeine level or collection rebuilds the index
 *   (started at once; a search waits for it); a change to the synonyms reloads them.
 * - Several instances (`REDIS_URL`): every such write increments a shared version in Redis
 *   (`<prefix>search:version`, `<prefix>search:synonyms`). Each search first reads both (one
 *   `MGET`); when the content version is not the one the index was built for, the index is
 *   rebuilt before answering, when the synonyms version changed they are reloaded. While Redis
 *   is unreachable, answers come from the local index, and the first reconnection rebuilds.
 */
export class SearchService {
  private readonly backend: SearchBackend;
  private built = false;
  private stale = true;
  private synonymsStale = true;
  private building: Promise<void> | null = null;
  /** writes seen by this process (a build that saw some during its reading starts over) */
  private changes = 0;
  private known: SharedVersions = { content: '', synonyms: '' };
  private readonly contentKey = `${redisKeyPrefix()}search:version`;
  private readonly synonymsKey = `${redisKeyPrefix()}search:synonyms`;
  /** duration and size of the last full build (logs, benchmark) */
  lastBuild: { ms: number; products: number; articles: number } | null = null;

  /** number of the set of indexes being built (the thread drops parts of an older one) */
  private generation = 0;

  constructor(private readonly strapi: Core.Strapi) {
    this.backend = searchBackend((error) => {
      this.strapi.log.error(`[search] ${error.message}; building the index again`);
      this.built = false;
      this.stale = true;
      this.synonymsStale = true;
    });
    onRedisReady(() => {
      // changes announced while Redis was unreachable were missed
      this.stale = true;
      this.synonymsStale = true;
    });
  }

  /** Index updates of committed writes still running (a search waits for them). */
  private readonly pending = new Set<Promise<unknown>>();

  /** Makes searches wait for an update started after a commit. */
  track(update: Promise<unknown>): void {
    const settled = update.catch(() => undefined).finally(() => this.pending.delete(settled));
    this.pending.add(settled);
  }

  /** GET /api/search: one page of products and articles. */
  async search(locale: string, request: SearchRequest): Promise<SearchAnswer> {
    await this.ready();
    return this.backend.request({ type: 'search', locale, request });
  }

  /** GET /api/search/suggest: as-you-type. */
  async suggest(locale: string, request: SuggestRequest): Promise<Suggestion[]> {
    await this.ready();
    return this.backend.request({ type: 'suggest', locale, request });
  }

  /** Stops the search thread (the server is stopping). */
  close(): Promise<void> {
    return this.backend.close();
  }

  /** Waits until the indexes are up to date with every write this process or (through Redis) another made. */
  private async ready(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    const shared = await this.sharedVersions();
    if (shared) {
      if (shared.content !== this.known.content) this.stale = true;
      if (shared.synonyms !== this.known.synonyms) this.synonymsStale = true;
    }
    if (this.synonymsStale) await this.loadSynonyms(shared?.synonyms);
    // a build under way may have started before the last change: wait for it (it starts over
    // when a change came in meanwhile)
    if (this.building) await this.building;
    if (this.stale || !this.built) await this.rebuild();
  }

  /** Builds every locale's index again (concurrent calls share one build). */
  rebuild(): Promise<void> {
    if (this.building) return this.building;
    const building = (async () => {
      while (this.stale || !this.built) {
        this.stale = false;
        const changesBefore = this.changes;
        const shared = await this.sharedVersions();
        const started = Date.now();
        this.generation += 1;
        const generation = this.generation;
        await this.backend.request({ type: 'begin', generation });
        for (const locale of CONTENT_LOCALES) await this.loadLocale(generation, locale);
        const size = await this.backend.request({ type: 'commit', generation });
        if (!size) throw new Error('the search thread lost the index being built');
        this.built = true;
        if (shared) this.known.content = shared.content;
        if (this.changes !== changesBefore) this.stale = true;
        const { products, articles } = size;
        this.lastBuild = { ms: Date.now() - started, products, articles };
        this.strapi.log.info(
          `[search] index built in ${this.lastBuild.ms} ms: ${products} products, ${articles} articles`,
        );
      }
    })().finally(() => {
      this.building = null;
    });
    this.building = building;
    return building;
  }

  /** A product or article was written: re-read it in every locale. */
  async documentChanged(uid: string, documentId: string | undefined): Promise<void> {
    this.changes += 1;
    // told at once, in the same turn as the public cache's invalidation (see announce)
    const announced = this.announce('content');
    if (!documentId || !this.built || this.building) {
      this.stale = true;
    } else {
      for (const locale of CONTENT_LOCALES) {
        if (uid === PRODUCT_UID) {
          const doc = await docs(this.strapi, uid).findOne({
            documentId,
            locale,
            status: 'published',
            ...PRODUCT_QUERY,
          });
          await this.backend.request(
            doc
              ? { type: 'putProduct', locale, record: productRecord(doc) }
              : { type: 'remove', locale, kind: 'product', documentId },
          );
        } else {
          const doc = await docs(this.strapi, uid).findOne({
            documentId,
            locale,
            status: 'published',
            ...ARTICLE_QUERY,
          });
          await this.backend.request(
            doc
              ? { type: 'putArticle', locale, record: articleRecord(doc) }
              : { type: 'remove', locale, kind: 'article', documentId },
          );
        }
      }
    }
    await announced;
    this.startRebuildIfStale();
  }

  /** Something embedded in many products changed (a category renamed): rebuild. */
  async relatedChanged(): Promise<void> {
    this.changes += 1;
    this.stale = true;
    await this.announce('content');
    this.startRebuildIfStale();
  }

  /** An upload file changed: rebuild when an indexed card shows it (or when unknown). */
  async mediaChanged(fileId: number | undefined): Promise<void> {
    if (!this.built) return;
    if (fileId !== undefined && !(await this.backend.request({ type: 'showsMedia', fileId }))) {
      return;
    }
    await this.relatedChanged();
  }

  /** The synonym list was edited. */
  async synonymsChanged(): Promise<void> {
    const announced = this.announce('synonyms');
    await this.loadSynonyms();
    await announced;
  }

  /** Puts the default list in place when the shop has none yet (first start). */
  async ensureDefaultSynonyms(): Promise<void> {
    const settings = docs(this.strapi, SETTING_UID);
    const existing = await settings.findFirst({});
    if (existing && typeof existing.synonyms === 'string' && existing.synonyms.trim()) return;
    if (existing) {
      await settings.update({
        documentId: existing.documentId,
        data: { synonyms: DEFAULT_SYNONYMS },
      });
    } else {
      await settings.create({ data: { synonyms: DEFAULT_SYNONYMS } });
    }
  }

  private startRebuildIfStale(): void {
    if (!this.built || !this.stale) return;
    this.rebuild().catch((error: Error) =>
      this.strapi.log.error(`[search] rebuilding the index failed: ${error.message}`),
    );
  }

  private async loadSynonyms(version?: string): Promise<void> {
    this.synonymsStale = false;
    const setting = await docs(this.strapi, SETTING_UID).findFirst({});
    const text = setting && typeof setting.synonyms === 'string' ? setting.synonyms : '';
    const groups = parseSynonyms(text.trim() ? text : DEFAULT_SYNONYMS);
    await this.backend.request({ type: 'synonyms', groups });
    if (version !== undefined) this.known.synonyms = version;
  }

  /** Sends the thread a locale's published products, articles and categories, page by page. */
  private async loadLocale(generation: number, locale: string): Promise<void> {
    const pages = async (
      uid: string,
      query: object,
      send: (page: Record<string, unknown>[]) => Promise<unknown>,
    ) => {
      for (let start = 0; ; start += PAGE) {
        const page = await docs(this.strapi, uid).findMany({
          locale,
          status: 'published',
          ...query,
          sort: ['id:asc'],
          start,
          limit: PAGE,
        });
        await send(page);
        if (page.length < PAGE) break;
      }
    };
    const load = (part: Pick<Partial<LoadCommand>, 'products' | 'articles' | 'categories'>) =>
      this.backend.request({
        type: 'load',
        generation,
        locale,
        products: part.products ?? [],
        articles: part.articles ?? [],
        categories: part.categories,
      });
    await pages(PRODUCT_UID, PRODUCT_QUERY, (page) => load({ products: page.map(productRecord) }));
    await pages(ARTICLE_UID, ARTICLE_QUERY, (page) => load({ articles: page.map(articleRecord) }));
    const categories = await docs(this.strapi, CATEGORY_UID).findMany({
      locale,
      status: 'published',
      fields: ['name', 'slug', 'sortOrder'],
    });
    await load({
      categories: categories.map((category): Category => ({
        name: String(category.name ?? ''),
        slug: String(category.slug ?? ''),
        sortOrder: Number(category.sortOrder ?? 0),
      })),
    });
  }

  /** The shared versions in Redis, or null without a reachable Redis. */
  private async sharedVersions(): Promise<SharedVersions | null> {
    const client = readyRedis();
    if (!client) return null;
    try {
      const [content, synonyms] = await client.mGet([this.contentKey, this.synonymsKey]);
      return { content: content ?? '0', synonyms: synonyms ?? '0' };
    } catch {
      return null;
    }
  }

  /**
   * Tells the other instances (through Redis) that something changed. Called first thing after
   * the commit, so the increment leaves in the same turn as the public cache's own invalidation
   * (`bootstrap/cache-invalidation.ts`): another instance that sees the new cache generation sees
   * the new search version too, and rebuilds instead of caching an answer from its old index. When this process was up
   * to date before, it now is with the new version; otherwise its next search rebuilds.
   */
  private async announce(what: 'content' | 'synonyms'): Promise<void> {
    const client = readyRedis();
    if (!client) return;
    try {
      const version = await client.incr(what === 'content' ? this.contentKey : this.synonymsKey);
      if (String(version - 1) === this.known[what]) this.known[what] = String(version);
    } catch (error) {
      this.strapi.log.warn(`[search] announcing a change failed: ${(error as Error).message}`);
    }
  }
}

let service: SearchService | undefined;

/** The search of this process. */
export function searchService(strapi: Core.Strapi): SearchService {
  service ??= new SearchService(strapi);
  return service;
}
