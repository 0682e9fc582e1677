/**
 * What the search keeps of a published product or article: the text of its indexed fields and
 * the card the storefront shows (the shape of the REST API's `thumbnailImage`, `cover` and
 * `teaCategory`).
 */

export interface Media {
  url: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  formats: Record<string, unknown> | null;
}

export interface ProductCard {
  documentId: string;
  slug: string;
  name: string;
  price: number;
  currency: string;
  productFormat: string | null;
  /** units in stock (0: sold out), as the product lists show it; null when not kept */
  stock: number | null;
  /** the rating from the public reviews (0 and 0 without reviews), as the product keeps it */
  ratingAverage: number;
  ratingCount: number;
  thumbnailImage: Media | null;
  teaCategory: { name: string; slug: string } | null;
}

export interface ArticleCard {
  documentId: string;
  slug: string;
  title: string;
  excerpt: string | null;
  publishDate: string | null;
  cover: Media | null;
}

/** Indexed text of a product (there is no origin field in the model). */
export interface ProductText {
  id: string;
  name: string;
  /** how the name is read (kana for a Japanese name: `きょうと ほうじちゃ`), filled by editors */
  reading: string;
  teaCategory: string;
  productFormat: string;
  roastingLevel: string;
  caffeineLevel: string;
  tastingNotes: string;
  collections: string;
  description: string;
}

export interface ArticleText {
  id: string;
  title: string;
  tags: string;
  excerpt: string;
  body: string;
}

export interface ProductRecord {
  card: ProductCard;
  text: ProductText;
  /** ids of the upload files shown (a change to them refreshes the index) */
  mediaIds: number[];
}

export interface ArticleRecord {
  card: ArticleCard;
  text: ArticleText;
  mediaIds: number[];
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Plain text of a blocks rich-text value (paragraphs, headings, lists, quotes, code, links): the
 * `text` of every leaf, blocks separated by a line break. Images contribute their alt text.
 */
export function blocksToText(blocks: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!isObject(node)) return;
    if (typeof node.text === 'string') out.push(node.text);
    if (node.type === 'image' && isObject(node.image)) out.push(str(node.image.alternativeText));
    if (Array.isArray(node.children)) {
      walk(node.children);
      if (node.type !== 'text' && node.type !== 'link') out.push('\n');
    }
  };
  walk(blocks);
  return out
    .join('')
    .replace(/[ \t]*\n[\s]*/g, '\n')
    .trim();
}

/** A media object as the REST API answers it, or null. */
export function toMedia(value: unknown): Media | null {
  if (!isObject(value) || typeof value.url !== 'string') return null;
  return {
    url: value.url,
    width: typeof value.width === 'number' ? value.width : null,
    height: typeof value.height === 'number' ? value.height : null,
    alternativeText: strOrNull(value.alternativeText),
    formats: isObject(value.formats) ? value.formats : null,
  };
}

const mediaId = (value: unknown): number[] =>
  isObject(value) && typeof value.id === 'number' ? [value.id] : [];

const names = (value: unknown): string =>
  Array.isArray(value)
    ? value
        .map((item) => (isObject(item) ? str(item.name) : ''))
        .filter(Boolean)
        .join('\n')
    : '';

/** The fields and relations the search loads for a product (document service parameters). */
export const PRODUCT_QUERY = {
  fields: [
    'name',
    'reading',
    'slug',
    'price',
    'currency',
    'productFormat',
    'stock',
    'ratingAverage',
    'ratingCount',
    'description',
    'tastingNotes',
  ],
  populate: {
    thumbnailImage: { fields: ['url', 'width', 'height', 'alternativeText', 'formats'] },
    teaCategory: { fields: ['name', 'slug'] },
    roastingLevel: { fields: ['name'] },
    caffeineLevel: { fields: ['name'] },
    collections: { fields: ['name'] },
  },
};

export const ARTICLE_QUERY = {
  fields: ['title', 'slug', 'excerpt', 'body', 'tags', 'publishDate'],
  populate: {
    cover: { fields: ['url', 'width', 'height', 'alternativeText', 'formats'] },
  },
};

/** A published product as loaded with `PRODUCT_QUERY`. */
export function productRecord(doc: Loose): ProductRecord {
  const documentId = str(doc.documentId);
  const category = isObject(doc.teaCategory) ? doc.teaCategory : null;
  const relationName = (value: unknown): string => (isObject(value) ? str(value.name) : '');
  const price = Number(doc.price);
  const stock = doc.stock === null || doc.stock === undefined ? null : Number(doc.stock);
  return {
    card: {
      documentId,
      slug: str(doc.slug),
      name: str(doc.name),
      price: Number.isFinite(price) ? price : 0,
      currency: str(doc.currency),
      productFormat: strOrNull(doc.productFormat),
      stock: stock !== null && Number.isFinite(stock) ? stock : null,
      ratingAverage: Number(doc.ratingAverage) || 0,
      ratingCount: Number(doc.ratingCount) || 0,
      thumbnailImage: toMedia(doc.thumbnailImage),
      teaCategory: category ? { name: str(category.name), slug: str(category.slug) } : null,
    },
    text: {
      id: documentId,
      name: str(doc.name),
      reading: str(doc.reading),
      teaCategory: category ? str(category.name) : '',
      productFormat: str(doc.productFormat),
      roastingLevel: relationName(doc.roastingLevel),
      caffeineLevel: relationName(doc.caffeineLevel),
      tastingNotes: str(doc.tastingNotes),
      collections: names(doc.collections),
      description: blocksToText(doc.description),
    },
    mediaIds: mediaId(doc.thumbnailImage),
  };
}

/** Article tags are slugs (`tea-knowledge`); indexed as words. */
const tagText = (tags: unknown): string =>
  Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string').join('\n') : '';

/** A published article as loaded with `ARTICLE_QUERY`. */
export function articleRecord(doc: Loose): ArticleRecord {
  const documentId = str(doc.documentId);
  const publishDate = doc.publishDate;
  return {
    card: {
      documentId,
      slug: str(doc.slug),
      title: str(doc.title),
      excerpt: strOrNull(doc.excerpt),
      publishDate:
        typeof publishDate === 'string'
          ? publishDate
          : publishDate instanceof Date
            ? publishDate.toISOString().slice(0, 10)
            : null,
      cover: toMedia(doc.cover),
    },
    text: {
      id: documentId,
      title: str(doc.title),
      tags: tagText(doc.tags),
      excerpt: str(doc.excerpt),
      body: blocksToText(doc.body),
    },
    mediaIds: mediaId(doc.cover),
  };
}
