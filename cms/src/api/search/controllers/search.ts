import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MAX_QUERY_LENGTH } from '../../../lib/search/query';
import { searchService } from '../../../lib/search/service';
import { CONTENT_LOCALES } from '../../../lib/settings';
import type { Ctx } from '../../../lib/types';

const first = (value: unknown): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : undefined;
};

function queryText(ctx: Ctx): string {
  const q = (first(ctx.query.q) ?? '').trim();
  if (!q) throw new errors.ValidationError('Enter a search term.');
  if ([...q].length > MAX_QUERY_LENGTH) {
    throw new errors.ValidationError('Search terms are limited to 100 characters.');
  }
  return q;
}

function locale(ctx: Ctx): string {
  const value = first(ctx.query.locale) ?? 'en';
  if (!(CONTENT_LOCALES as readonly string[]).includes(value)) {
    throw new errors.ValidationError('Unknown locale.');
  }
  return value;
}

function integer(ctx: Ctx, name: string, fallback: number, min: number, max: number): number {
  const raw = first(ctx.query[name]);
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new errors.ValidationError(
      max === Number.MAX_SAFE_INTEGER
        ? `${name} must be a whole number of at least ${min}.`
        : `${name} must be a whole number from ${min} to ${max}.`,
    );
  }
  return value;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/search?q=&locale=&page=&pageSize= : products and articles, one page of each. */
  async search(ctx: Ctx) {
    const q = queryText(ctx);
    const contentLocale = locale(ctx);
    const page = integer(ctx, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
    const pageSize = integer(ctx, 'pageSize', 12, 1, 24);
    const answer = await searchService(strapi).search(contentLocale, { q, page, pageSize });
    ctx.body = {
      data: { products: answer.products, articles: answer.articles },
      meta: {
        q,
        locale: contentLocale,
        products: { total: answer.totals.products, page, pageSize },
        articles: { total: answer.totals.articles, page, pageSize },
        suggestions: answer.suggestions,
      },
    };
  },

  /**
   * GET /api/search/suggest?q=&locale=&limit= : as-you-type, the last word a prefix; products
   * first, then articles (a third of the places kept for articles when both match).
   */
  async suggest(ctx: Ctx) {
    const q = queryText(ctx);
    const contentLocale = locale(ctx);
    const limit = integer(ctx, 'limit', 6, 1, 10);
    const data = await searchService(strapi).suggest(contentLocale, { q, limit });
    ctx.body = { data, meta: { q, locale: contentLocale } };
  },
});
