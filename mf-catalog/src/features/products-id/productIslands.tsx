import { useEffect, useState } from 'react';
import { island, useShopQuery } from '@teashop/runtime';
import { ShareLinks, type ShareLinksProps, useContentLocale } from '@teashop/ui';
import { queries } from '../../api/queries';
import { trackViewItem } from '../../api/analytics';
import type { Media, ProductDetail, Review } from '../../api/types';
import { Gallery } from './Gallery';
import { Reviews } from './Reviews';
import { RecentlyViewed } from './RecentlyViewed';
import { recordRecentlyViewed } from './recentlyViewed';

/*
 * The product page's interactive parts. Each hydrates on a root of its own and reads the product
 * from the data the page was rendered with, by its slug, so the page's HTML carries it only once.
 */

function useProduct(slug: string): ProductDetail | null {
  const contentLocale = useContentLocale();
  return useShopQuery(...queries.product(slug, contentLocale)).data ?? null;
}

/** The product's pictures: its thumbnail first, then the rest of its gallery. */
export function productImages(product: ProductDetail): Media[] {
  return [
    ...(product.thumbnailImage ? [product.thumbnailImage] : []),
    ...(product.gallery ?? []).filter((m) => m.url !== product.thumbnailImage?.url),
  ];
}

export const ProductGallery = island('mf-catalog/product-gallery', ({ slug }: { slug: string }) => {
  const product = useProduct(slug);
  return product ? <Gallery images={productImages(product)} name={product.name} /> : null;
});

export const ProductShare = island(
  'mf-catalog/product-share',
  (props: ShareLinksProps & { url: string }) => <ShareLinks {...props} />,
);

export const ProductReviews = island(
  'mf-catalog/product-reviews',
  ({ slug, productId }: { slug: string; productId: string }) => {
    const loaded = useShopQuery(...queries.reviews(slug));
    const [posted, setPosted] = useState<Review[]>([]);
    return (
      <Reviews
        productId={productId}
        loaded={loaded}
        posted={posted}
        onPosted={(review) => setPosted((list) => [review, ...list])}
      />
    );
  },
);

export const ProductRecentlyViewed = island('mf-catalog/recently-viewed', RecentlyViewed);

/** Shows nothing: tells analytics the product was seen and remembers it for "recently viewed". */
export const ProductViewed = island('mf-catalog/product-viewed', ({ slug }: { slug: string }) => {
  const product = useProduct(slug);
  useEffect(() => {
    if (!product) return;
    trackViewItem(product);
    recordRecentlyViewed(product.slug);
  }, [product]);
  return null;
});
