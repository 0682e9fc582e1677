import { type ProductDetail, type Review, priceOf } from '../../api/types';
import { mediaUrl } from '@teashop/shared';
import { averageRating } from './rating';

/** schema.org Product of a product page (offer in the page's currency, rating when reviewed). */
export function productJsonLd(
  product: ProductDetail,
  url: string,
  description: string,
  reviews: readonly Review[],
): Record<string, unknown> {
  const images = [product.thumbnailImage, ...(product.gallery ?? [])]
    .map((m) => mediaUrl(m?.url))
    .filter((u): u is string => Boolean(u));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.sku ?? undefined,
    image: [...new Set(images)],
    url,
    category: product.teaCategory?.name,
    offers: {
      '@type': 'Offer',
      price: priceOf(product),
      priceCurrency: product.currency,
      availability:
        product.stock === 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url,
    },
  };
  if (reviews.length > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: averageRating(reviews),
      reviewCount: reviews.length,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
