import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { hasTag, takeTagFilter, TAG_FILTER_MESSAGE } from '../../../lib/tag-filter';

const ARTICLE = 'api::article.article';

export default factories.createCoreController(ARTICLE, ({ strapi }) => ({
  /**
   * GET /api/articles. A tag filter (`filters[tags][$contains]=<tag>`) is answered the same on
   * SQLite and PostgreSQL: it becomes a filter on the documentIds of the articles carrying the tag
   * (see lib/tag-filter.ts); everything else is the core `find`.
   */
  async find(ctx) {
    const query = ctx.query as Record<string, unknown>;
    const { tag, rest, invalid } = takeTagFilter(query.filters);
    if (invalid) throw new errors.ValidationError(TAG_FILTER_MESSAGE);
    if (tag !== null) {
      const rows = (await strapi.db.query(ARTICLE).findMany({
        select: ['documentId', 'tags'],
      })) as Array<{ documentId: string; tags: unknown }>;
      const ids = [...new Set(rows.filter((r) => hasTag(r.tags, tag)).map((r) => r.documentId))];
      // an empty $in would be dropped from the query: no article carries the tag, none matches
      const withTag = { documentId: ids.length > 0 ? { $in: ids } : { $null: true } };
      ctx.query = { ...query, filters: rest ? { $and: [rest, withTag] } : withTag };
    }
    return super.find(ctx);
  },
}));
