/** Shapes of the content backend's catalogue answers (Strapi 5 flat format). */

import type { Wire } from '@teashop/contracts';

export type { BlockNode, Media, MediaFormat } from '@teashop/contracts';

/** Fields read defensively: absent when the query did not ask for them, null when empty. */
type Optional<T> = { [K in keyof T]?: T[K] | null };

/**
 * A taxonomy entry as the catalogue lists it: a tea category, roasting or caffeine level (ranked)
 * or a collection (ordered, described).
 */
export type Taxon = Pick<Wire.TeaCategory, 'documentId' | 'name' | 'slug'> &
  Optional<Pick<Wire.RoastingLevel, 'rank'>> &
  Optional<Pick<Wire.Collection, 'sortOrder' | 'description'>>;

export type BrewingGuide = Optional<Omit<Wire.ProductBrewingGuide, 'id'>>;

/**
 * A product as shown on a card (list pages, recommendations, recently viewed). Its currency is
 * read as any currency code (the cards format whatever the content backend sends).
 */
export type ProductSummary = Pick<Wire.Product, 'documentId' | 'name' | 'slug' | 'price'> & {
  currency: string;
} & Optional<
    Pick<
      Wire.Product,
      'productFormat' | 'sku' | 'stock' | 'ratingAverage' | 'ratingCount' | 'thumbnailImage'
    >
  > & {
    teaCategory?: Taxon | null;
    roastingLevel?: Taxon | null;
    caffeineLevel?: Taxon | null;
  };

export type ProductDetail = ProductSummary &
  Pick<Wire.Product, 'description' | 'tastingNotes' | 'brewingGuide' | 'gallery'> & {
    collections?: Taxon[] | null;
    recommendedProducts?: ProductSummary[] | null;
  };

/** A published review; `verifiedPurchase`: written by a member who received the tea. */
export type Review = Pick<
  Wire.Review,
  'documentId' | 'rating' | 'headline' | 'body' | 'publicName'
> &
  Required<Pick<Wire.Review, 'createdAt'>> &
  Optional<Pick<Wire.Review, 'image' | 'verifiedPurchase'>>;

/** Whether the signed-in member may review a product (`notReceived`: no order of theirs has it). */
export interface ReviewEligibility {
  canReview: boolean;
  reason: 'notReceived' | null;
}

export interface SiteSettings {
  freeShippingThreshold?: number | string | null;
  currency?: string | null;
}

export interface Pagination {
  start?: number;
  limit?: number;
  page?: number;
  pageSize?: number;
  pageCount?: number;
  total: number;
}

export interface ListResponse<T> {
  data: T[];
  meta: { pagination?: Pagination };
}

/** Prices arrive as numbers (or decimal strings); the shop works with numbers. */
export function priceOf(product: Pick<ProductSummary, 'price'>): number {
  const value = typeof product.price === 'string' ? Number(product.price) : product.price;
  return Number.isFinite(value) ? value : 0;
}
