import type { Core } from '@strapi/strapi';
import { docs } from '../docs';
import { onRedisReady, readyRedis, redisKeyPrefix } from '../redis';
import { CONTENT_LOCALES } from '../settings';
import { LocaleIndex, type Category } from './engine';
import { ARTICLE_QUERY, PRODUCT_QUERY, articleRecord, productRecord } from './records';
import { DEFAULT_SYNONYMS, parseSynonyms, type SynonymGroup } from './synonyms';

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
 * from the document service with published documents only.
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
  private indexes = new Map<string, LocaleIndex>();
  private groups: SynonymGroup[] = parseSynonyms(DEFAULT_SYNONYMS);
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

  constructor(private readonly strapi: Core.Strapi) {
    onRedisReady(() => {
      // changes announced while Redis was unreachable were missed
      this.stale = true;
      this.synonymsStale = true;
    });
  }

  /** The synonym groups in force. */
  get synonyms(): readonly SynonymGroup[] {
    return this.groups;
  }

  /** Index updates of committed writes still running (a search waits for them). */
  private readonly pending = new Set<Promise<unknown>>();

  /** Makes searches wait for an update started after a commit. */
  track(update: Promise<unknown>): void {
    const settled = update.catch(() => undefined).finally(() => this.pending.delete(settled));
    this.pending.add(settled);
  }

  /** The index of a locale, up to date with every write this process or (through Redis) another made. */
  async index(locale: string): Promise<LocaleIndex> {
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
    return this.indexes.get(locale) ?? new LocaleIndex(locale);
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
        const fresh = new Map<string, LocaleIndex>();
        for (const locale of CONTENT_LOCALES) fresh.set(locale, await this.loadLocale(locale));
        this.indexes = fresh;
        this.built = true;
        if (shared) this.known.content = shared.content;
        if (this.changes !== changesBefore) this.stale = true;
        let products = 0;
        let articles = 0;
        for (const index of fresh.values()) {
          products += index.size.products;
          articles += index.size.articles;
        }
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
        const index = this.indexes.get(locale);
        if (!index) continue;
        if (uid === PRODUCT_UID) {
          const doc = await docs(this.strapi, uid).findOne({
            documentId,
            locale,
            status: 'published',
            ...PRODUCT_QUERY,
          });
          if (doc) index.putProduct(productRecord(doc));
          else index.removeProduct(documentId);
        } else {
          const doc = await docs(this.strapi, uid).findOne({
            documentId,
            locale,
            status: 'published',
            ...ARTICLE_QUERY,
          });
          if (doc) index.putArticle(articleRecord(doc));
          else index.removeArticle(documentId);
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
    if (fileId !== undefined && ![...this.indexes.values()].some((i) => i.showsMedia(fileId))) {
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
    this.groups = parseSynonyms(text.trim() ? text : DEFAULT_SYNONYMS);
    if (version !== undefined) this.known.synonyms = version;
  }

  private async loadLocale(locale: string): Promise<LocaleIndex> {
    const index = new LocaleIndex(locale);
    const load = async (
      uid: string,
      query: object,
      put: (doc: Record<string, unknown>) => void,
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
        page.forEach(put);
        if (page.length < PAGE) break;
      }
    };
    await load(PRODUCT_UID, PRODUCT_QUERY, (doc) => index.putProduct(productRecord(doc)));
    await load(ARTICLE_UID, ARTICLE_QUERY, (doc) => index.putArticle(articleRecord(doc)));
    const categories = await docs(this.strapi, CATEGORY_UID).findMany({
      locale,
      status: 'published',
      fields: ['name', 'slug', 'sortOrder'],
    });
    index.categories = categories.map((category): Category => ({
      name: String(category.name ?? ''),
      slug: String(category.slug ?? ''),
      sortOrder: Number(category.sortOrder ?? 0),
    }));
    return index;
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
