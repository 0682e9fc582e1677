/** Shapes of the content backend's catalogue answers (Strapi 5 flat format). */

import type { BlockNode, Media } from '@teashop/shared';

export type { BlockNode, Media, MediaFormat } from '@teashop/shared';

export interface Taxon {
  documentId: string;
  name: string;
  slug: string;
  rank?: number;
  sortOrder?: number;
  description?: string | null;
}

export interface BrewingGuide {
  waterTemperature?: number | null;
  grams?: number | null;
  steepingTime?: number | null;
  infusions?: number | null;
}

/** A product as shown on a card (list pages, recommendations, recently viewed). */
export interface ProductSummary {
  documentId: string;
  name: string;
  slug: string;
  price: number | string;
  currency: string;
  productFormat?: string | null;
  sku?: string | null;
  stock?: number | null;
  /** mean of the public reviews' ratings (0 without reviews), as the content backend keeps it */
  ratingAverage?: number | string | null;
  ratingCount?: number | null;
  thumbnailImage?: Media | null;
  teaCategory?: Taxon | null;
  roastingLevel?: Taxon | null;
  caffeineLevel?: Taxon | null;
}

export interface ProductDetail extends ProductSummary {
  description?: BlockNode[] | null;
  tastingNotes?: string | null;
  brewingGuide?: BrewingGuide | null;
  gallery?: Media[] | null;
  collections?: Taxon[] | null;
  recommendedProducts?: ProductSummary[] | null;
}

export interface Review {
  documentId: string;
  rating: number;
  headline: string;
  body: string;
  publicName: string;
  createdAt: string;
  image?: Media | null;
  /** written by a member who received the tea (a shipped or completed order of theirs) */
  verifiedPurchase?: boolean | null;
}

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
