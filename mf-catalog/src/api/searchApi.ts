import { CONTENT_LOCALES, type Locale } from '@teashop/contracts';
import { apiRequest } from '@teashop/runtime';
import type { Media, ProductSummary } from './types';

export const SEARCH_PAGE_SIZE = 12;

export interface ArticleHit {
  documentId: string;
  slug: string;
  title: string;
  excerpt?: string | null;
  publishDate?: string | null;
  cover?: Media | null;
}

interface ListMeta {
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the content backend's search: products first, then articles. */
export interface SearchResults {
  products: ProductSummary[];
  articles: ArticleHit[];
  productTotal: number;
  articleTotal: number;
  /** Pages of the longer of the two lists. */
  pageCount: number;
  /** Other terms to try when nothing was found. */
  suggestions: string[];
}

interface SearchResponse {
  data: { products: ProductSummary[]; articles: ArticleHit[] };
  meta: { products: ListMeta; articles: ListMeta; suggestions?: string[] };
}

export async function fetchSearchResults(
  term: string,
  locale: Locale,
  page: number,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const res = await apiRequest<SearchResponse>('/search', {
    query: { q: term, locale: CONTENT_LOCALES[locale], page, pageSize: SEARCH_PAGE_SIZE },
    auth: false,
    signal,
  });
  const { products, articles } = res.meta;
  const pages = (list: ListMeta) => Math.ceil(list.total / Math.max(1, list.pageSize));
  return {
    products: res.data.products,
    articles: res.data.articles,
    productTotal: products.total,
    articleTotal: articles.total,
    pageCount: Math.max(1, pages(products), pages(articles)),
    suggestions: res.meta.suggestions ?? [],
  };
}
