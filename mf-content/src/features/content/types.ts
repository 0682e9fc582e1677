/** Shapes of the content backend's answers used by the content area (Strapi 5 flat format). */

import type { Wire } from '@teashop/contracts';

export type { BlockNode, Media } from '@teashop/contracts';

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

/** Fields read defensively: absent when the query did not ask for them, null when empty. */
type Optional<T> = { [K in keyof T]?: T[K] | null };

export type Article = Pick<Wire.Article, 'documentId' | 'title' | 'slug' | 'publishDate'> &
  Optional<Pick<Wire.Article, 'excerpt' | 'cover' | 'body' | 'tags'>>;

export type CollectionSummary = Pick<Wire.Collection, 'documentId' | 'name' | 'slug'> &
  Optional<Pick<Wire.Collection, 'description' | 'cover'>>;

/** A product as the home page features it; its currency read as any currency code. */
export type ProductSummary = Pick<Wire.Product, 'documentId' | 'name' | 'slug' | 'price'> & {
  currency: string;
} & Optional<Pick<Wire.Product, 'productFormat' | 'thumbnailImage'>>;

export type HomeContent = Optional<
  Pick<
    Wire.Home,
    | 'heroTitle'
    | 'heroSubtitle'
    | 'heroImage'
    | 'heroCtaLabel'
    | 'heroCtaLink'
    | 'newsletterTitle'
    | 'newsletterText'
  >
> & {
  featuredCollections?: CollectionSummary[] | null;
  featuredProducts?: ProductSummary[] | null;
};

/** A page of rich text (about, privacy). */
export type RichPage = Pick<Wire.About, 'title'> & Optional<Pick<Wire.About, 'body' | 'image'>>;

export type FaqItem = Wire.ContentFaqItem;

export type FaqContent = Pick<Wire.Faq, 'title'> & { items?: FaqItem[] | null };

/** Tags of an article, keeping only the known ones (the field is free JSON in the backend). */
export function articleTags(article: Pick<Article, 'tags'>): ArticleTag[] {
  return Array.isArray(article.tags) ? article.tags.filter(isArticleTag) : [];
}
