import { apiRequest, content } from '@teashop/runtime';
import type {
  ListResponse,
  Media,
  ProductDetail,
  ProductSummary,
  Review,
  ReviewEligibility,
  SiteSettings,
  Taxon,
} from './types';
import type { PageRequest } from '../features/product-list/pagination';
import { type SortKey, sortToQuery } from '../features/product-list/sortState';

const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText', 'formats'];
const CARD_FIELDS = [
  'name',
  'slug',
  'price',
  'currency',
  'productFormat',
  'sku',
  'stock',
  'ratingAverage',
  'ratingCount',
];

const cardPopulate = {
  thumbnailImage: { fields: MEDIA_FIELDS },
  teaCategory: { fields: ['name', 'slug'] },
  roastingLevel: { fields: ['name', 'slug', 'rank'] },
  caffeineLevel: { fields: ['name', 'slug', 'rank'] },
};

/** One page of products of a list in the given order, with the total count. */
export async function fetchProductPage(
  contentLocale: string,
  filters: Record<string, unknown>,
  page: PageRequest,
  sort: SortKey,
  signal?: AbortSignal,
): Promise<{ items: ProductSummary[]; total: number }> {
  const res = await content.find<ListResponse<ProductSummary>>(
    'products',
    {
      locale: contentLocale,
      fields: CARD_FIELDS,
      populate: cardPopulate,
      filters,
      sort: sortToQuery(sort),
      pagination: { start: page.start, limit: page.limit, withCount: true },
    },
    signal,
  );
  return { items: res.data, total: res.meta.pagination?.total ?? res.data.length };
}

/** Products by slug (recently viewed), in the given order; missing ones are left out. */
export async function fetchProductsBySlug(
  contentLocale: string,
  slugs: readonly string[],
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  if (slugs.length === 0) return [];
  const res = await content.find<ListResponse<ProductSummary>>(
    'products',
    {
      locale: contentLocale,
      fields: CARD_FIELDS,
      populate: cardPopulate,
      filters: { slug: { $in: slugs } },
      pagination: { start: 0, limit: slugs.length },
    },
    signal,
  );
  const bySlug = new Map(res.data.map((p) => [p.slug, p]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export interface Taxonomies {
  categories: Taxon[];
  roastingLevels: Taxon[];
  caffeineLevels: Taxon[];
}

const taxonomyCache = new Map<string, Promise<Taxonomies>>();

/** Tea categories, roasting and caffeine levels of a locale (for the filters); cached per page. */
export function fetchTaxonomies(contentLocale: string): Promise<Taxonomies> {
  const cached = taxonomyCache.get(contentLocale);
  if (cached) return cached;
  const list = (collection: string, sort: string, fields: string[]) =>
    content
      .find<ListResponse<Taxon>>(collection, {
        locale: contentLocale,
        fields,
        sort: [sort],
        pagination: { pageSize: 100 },
      })
      .then((res) => res.data);
  const promise = Promise.all([
    list('tea-categories', 'sortOrder:asc', ['name', 'slug', 'sortOrder']),
    list('roasting-levels', 'rank:asc', ['name', 'slug', 'rank']),
    list('caffeine-levels', 'rank:asc', ['name', 'slug', 'rank']),
  ]).then(([categories, roastingLevels, caffeineLevels]) => ({
    categories,
    roastingLevels,
    caffeineLevels,
  }));
  promise.catch(() => taxonomyCache.delete(contentLocale));
  taxonomyCache.set(contentLocale, promise);
  return promise;
}

/** A tea category or collection by slug (a collection with its cover), or null when there is none. */
export async function fetchScopeEntry(
  collection: 'tea-categories' | 'collections',
  slug: string,
  contentLocale: string,
  signal?: AbortSignal,
): Promise<(Taxon & { cover?: Media | null }) | null> {
  const res = await content.find<ListResponse<Taxon & { cover?: Media | null }>>(
    collection,
    {
      locale: contentLocale,
      fields: ['name', 'slug', 'description'],
      ...(collection === 'collections' ? { populate: { cover: { fields: MEDIA_FIELDS } } } : {}),
      filters: { slug: { $eq: slug } },
      pagination: { pageSize: 1 },
    },
    signal,
  );
  return res.data[0] ?? null;
}

/** The full product page content, or null for an unknown slug. */
export async function fetchProductBySlug(
  slug: string,
  contentLocale: string,
  signal?: AbortSignal,
): Promise<ProductDetail | null> {
  const res = await content.find<ListResponse<ProductDetail>>(
    'products',
    {
      locale: contentLocale,
      filters: { slug: { $eq: slug } },
      populate: {
        ...cardPopulate,
        gallery: { fields: MEDIA_FIELDS },
        brewingGuide: true,
        collections: { fields: ['name', 'slug'] },
        recommendedProducts: { fields: CARD_FIELDS, populate: cardPopulate },
      },
      pagination: { pageSize: 1 },
    },
    signal,
  );
  return res.data[0] ?? null;
}

/** Reviews of a product, newest first (public fields only; the author stays private). */
export async function fetchReviews(slug: string, signal?: AbortSignal): Promise<Review[]> {
  const res = await content.find<ListResponse<Review>>(
    'reviews',
    {
      filters: { product: { slug: { $eq: slug } } },
      fields: ['rating', 'headline', 'body', 'publicName', 'createdAt', 'verifiedPurchase'],
      populate: { image: { fields: MEDIA_FIELDS } },
      sort: ['createdAt:desc'],
      pagination: { pageSize: 100 },
    },
    signal,
  );
  return res.data;
}

/** Whether the signed-in member may review the product (they received it). */
export async function fetchReviewEligibility(
  productId: string,
  signal?: AbortSignal,
): Promise<ReviewEligibility> {
  const res = await apiRequest<{ data: ReviewEligibility }>('/reviews/eligibility', {
    query: { product: productId },
    signal,
  });
  return res.data;
}

export interface NewReview {
  productId: string;
  rating: number;
  headline: string;
  body: string;
  publicName: string;
  locale: string;
  image?: File | null;
}

/** POST /api/reviews as multipart: a `data` JSON field and the optional `files.image`. */
export async function createReview(review: NewReview): Promise<Review> {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      product: review.productId,
      rating: review.rating,
      headline: review.headline,
      body: review.body,
      publicName: review.publicName,
      locale: review.locale,
    }),
  );
  if (review.image) form.append('files.image', review.image, review.image.name);
  const res = await apiRequest<{ data: Review }>('/reviews', { method: 'POST', body: form });
  return res.data;
}

const settingsCache = new Map<string, Promise<SiteSettings | null>>();

/** Site settings of a locale (free shipping threshold and its currency). */
export function fetchSiteSettings(contentLocale: string): Promise<SiteSettings | null> {
  const cached = settingsCache.get(contentLocale);
  if (cached) return cached;
  const promise = apiRequest<{ data: SiteSettings | null }>('/site-setting', {
    query: { locale: contentLocale },
    auth: false,
  }).then((res) => res.data);
  promise.catch(() => settingsCache.delete(contentLocale));
  settingsCache.set(contentLocale, promise);
  return promise;
}
