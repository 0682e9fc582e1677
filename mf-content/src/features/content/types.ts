/** Shapes of the content backend's answers used by the content area (Strapi 5 flat format). */

import type { BlockNode, Media } from '@teashop/shared';

export type { BlockNode, Media } from '@teashop/shared';

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface ListResponse<T> {
  data: T[];
  meta?: { pagination?: Pagination };
}

export interface SingleResponse<T> {
  data: T | null;
}

export type ArticleTag = 'tea-knowledge' | 'latest';
export const ARTICLE_TAGS: readonly ArticleTag[] = ['tea-knowledge', 'latest'];

export function isArticleTag(value: unknown): value is ArticleTag {
  return typeof value === 'string' && (ARTICLE_TAGS as readonly string[]).includes(value);
}

export interface Article {
  documentId: string;
  title: string;
  slug: string;
  excerpt?: string | null;
  cover?: Media | null;
  body?: BlockNode[] | null;
  tags?: unknown;
  publishDate: string;
}

export interface CollectionSummary {
  documentId: string;
  name: string;
  slug: string;
  description?: string | null;
  cover?: Media | null;
}

export interface ProductSummary {
  documentId: string;
  name: string;
  slug: string;
  price: number | string;
  currency: string;
  productFormat?: string | null;
  thumbnailImage?: Media | null;
}

export interface HomeContent {
  heroTitle?: string | null;
  heroSubtitle?: string | null;
  heroImage?: Media | null;
  heroCtaLabel?: string | null;
  heroCtaLink?: string | null;
  featuredCollections?: CollectionSummary[] | null;
  featuredProducts?: ProductSummary[] | null;
  newsletterTitle?: string | null;
  newsletterText?: string | null;
}

export interface RichPage {
  title: string;
  body?: BlockNode[] | null;
  image?: Media | null;
}

export interface FaqItem {
  id?: number;
  question: string;
  answer: string;
}

export interface FaqContent {
  title: string;
  items?: FaqItem[] | null;
}

/** Tags of an article, keeping only the known ones (the field is free JSON in the backend). */
export function articleTags(article: Pick<Article, 'tags'>): ArticleTag[] {
  return Array.isArray(article.tags) ? article.tags.filter(isArticleTag) : [];
}
