import { apiRequest } from '@teashop/runtime';
import type {
  Article,
  ArticleTag,
  FaqContent,
  HomeContent,
  ListResponse,
  RichPage,
  SingleResponse,
} from './types';

/** Public content only: requests go without the member's token. */
const get = <T>(path: string, query: Record<string, unknown>, signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal, auth: false });

const ARTICLE_CARD_FIELDS = ['title', 'slug', 'excerpt', 'tags', 'publishDate'];

export function fetchHome(contentLocale: string, signal?: AbortSignal) {
  return get<SingleResponse<HomeContent>>(
    '/home',
    {
      locale: contentLocale,
      populate: {
        heroImage: true,
        featuredCollections: { populate: { cover: true } },
        featuredProducts: { populate: { thumbnailImage: true } },
      },
    },
    signal,
  );
}

export interface ArticleListQuery {
  contentLocale: string;
  tag?: ArticleTag | null;
  page: number;
  pageSize: number;
  excludeSlug?: string;
}

/** Articles newest first, optionally with one tag; `meta.pagination.total` counts all matches. */
export function fetchArticles(query: ArticleListQuery, signal?: AbortSignal) {
  const filters: Record<string, unknown> = {};
  // `tags` is a JSON array; the backend matches a quoted tag inside its text.
  if (query.tag) filters.tags = { $contains: `"${query.tag}"` };
  if (query.excludeSlug) filters.slug = { $ne: query.excludeSlug };
  return get<ListResponse<Article>>(
    '/articles',
    {
      locale: query.contentLocale,
      fields: ARTICLE_CARD_FIELDS,
      populate: { cover: true },
      filters,
      sort: ['publishDate:desc', 'id:desc'],
      pagination: { page: query.page, pageSize: query.pageSize, withCount: true },
    },
    signal,
  );
}

export async function fetchArticle(contentLocale: string, slug: string, signal?: AbortSignal) {
  const res = await get<ListResponse<Article>>(
    '/articles',
    {
      locale: contentLocale,
      filters: { slug: { $eq: slug } },
      populate: { cover: true },
      pagination: { pageSize: 1 },
    },
    signal,
  );
  return res.data[0] ?? null;
}

export function fetchRichPage(
  type: 'about' | 'privacy',
  contentLocale: string,
  signal?: AbortSignal,
) {
  return get<SingleResponse<RichPage>>(
    `/${type}`,
    { locale: contentLocale, populate: type === 'about' ? { image: true } : undefined },
    signal,
  );
}

export function fetchFaq(contentLocale: string, signal?: AbortSignal) {
  return get<SingleResponse<FaqContent>>(
    '/faq',
    { locale: contentLocale, populate: { items: true } },
    signal,
  );
}
