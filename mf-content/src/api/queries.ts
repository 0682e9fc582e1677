import type { PagesDefinition } from '@teashop/runtime';
import {
  fetchArticle,
  fetchArticles,
  fetchFaq,
  fetchHome,
  fetchRichPage,
} from '../features/content/api';
import { type Article, type ArticleTag, isArticleTag } from '../features/content/types';

/** Articles a news list loads at a time ("Show more" adds as many). */
export const NEWS_PAGE_SIZE = 6;
/** The newest articles on the home page. */
export const LATEST_COUNT = 3;
/** Related articles under an article. */
export const RELATED_COUNT = 3;

/**
 * What the content area reads, each as its cache key and loader: the pages' `useShopQuery` and
 * the routes' `load` use the same ones, so what a route loaded is what its page reads.
 */
export const queries = {
  home: (contentLocale: string) =>
    [
      `home|${contentLocale}`,
      (signal: AbortSignal) => fetchHome(contentLocale, signal).then((r) => r.data),
    ] as const,
  latest: (contentLocale: string) =>
    [
      `home-latest|${contentLocale}`,
      (signal: AbortSignal) =>
        fetchArticles({ contentLocale, page: 1, pageSize: LATEST_COUNT }, signal).then(
          (r) => r.data,
        ),
    ] as const,
  richPage: (type: 'about' | 'privacy', contentLocale: string) =>
    [
      `${type}|${contentLocale}`,
      (signal: AbortSignal) => fetchRichPage(type, contentLocale, signal).then((r) => r.data),
    ] as const,
  faq: (contentLocale: string) =>
    [
      `faq|${contentLocale}`,
      (signal: AbortSignal) => fetchFaq(contentLocale, signal).then((r) => r.data),
    ] as const,
  /** The article with this slug, or null when there is none in the page's language. */
  article: (slug: string, contentLocale: string) =>
    [
      `article|${contentLocale}|${slug}`,
      (signal: AbortSignal) => fetchArticle(contentLocale, slug, signal),
    ] as const,
  /** Newest articles sharing the article's first tag (any, without one), the article left out. */
  related: (slug: string, tag: ArticleTag | null, contentLocale: string) =>
    [
      `related|${contentLocale}|${slug}|${tag ?? ''}`,
      (signal: AbortSignal) =>
        fetchArticles(
          { contentLocale, tag, page: 1, pageSize: RELATED_COUNT, excludeSlug: slug },
          signal,
        ).then((r) => r.data),
    ] as const,
};

/** A page of articles to ask for: the first asks for as many pages as the address says at once. */
export interface NewsRequest {
  page: number;
  pageSize: number;
}

/**
 * Articles of one tag (or all), newest first, `NEWS_PAGE_SIZE` at a time. The first request asks
 * for `initialPages` pages at once (a shared or reloaded '?page=3' link shows the same list); each
 * "Show more" asks for the next page. An article already shown is not shown twice.
 */
export function newsList(
  contentLocale: string,
  tag: ArticleTag | null,
  initialPages: number,
): PagesDefinition<Article, NewsRequest> {
  return {
    // The page count only sizes the first request: the list is the same one as it grows.
    key: `articles|${contentLocale}|${tag ?? ''}`,
    first: { page: 1, pageSize: NEWS_PAGE_SIZE * Math.max(1, initialPages) },
    next: (loaded, total) =>
      loaded < total
        ? { page: Math.floor(loaded / NEWS_PAGE_SIZE) + 1, pageSize: NEWS_PAGE_SIZE }
        : undefined,
    load: (request, signal) =>
      fetchArticles({ contentLocale, tag, ...request }, signal).then((res) => ({
        items: res.data,
        total: res.meta?.pagination?.total ?? res.data.length,
      })),
  };
}

/** Pages of a list at most a '?page=' link loads at once. */
const MAX_PAGES = 50;

/** The news list of a page's address: its tag (`?tag=`) and how many pages it shows (`?page=`). */
export function newsListOf(contentLocale: string, search: URLSearchParams) {
  const rawTag = search.get('tag');
  const tag: ArticleTag | null = isArticleTag(rawTag) ? rawTag : null;
  const n = Number(search.get('page'));
  const pages = Number.isInteger(n) && n >= 1 && n <= MAX_PAGES ? n : 1;
  return { tag, pages, list: newsList(contentLocale, tag, pages) };
}

/** Keeps one card per article when pages overlap (an article published between two requests). */
export function appendArticles(items: Article[], next: Article[]): Article[] {
  const known = new Set(items.map((a) => a.documentId));
  return [...items, ...next.filter((a) => !known.has(a.documentId))];
}
