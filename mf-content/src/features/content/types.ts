/** Shapes of the content backend's answers used by the content area (Strapi 5 flat format). */

export interface MediaFormat {
  url: string;
  width: number;
  height: number;
}

export interface Media {
  id?: number;
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', MediaFormat>> | null;
}

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

// Rich text ("blocks") as stored by the content backend.
export interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

export interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}

export type InlineNode = TextNode | LinkNode;

export interface ListItemNode {
  type: 'list-item';
  children: Array<InlineNode | ListNode>;
}

export interface ListNode {
  type: 'list';
  format: 'ordered' | 'unordered';
  indentLevel?: number;
  children: Array<ListItemNode | ListNode>;
}

export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; language?: string; children: InlineNode[] }
  | { type: 'image'; image: Media; children?: InlineNode[] }
  | ListNode;

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
