import { type AreaRouteMap, absoluteMediaUrl, previewImage, route } from '@teashop/runtime';
import { blocksToText } from '@teashop/ui';
import { PageSkeleton } from './features/shared/PageSkeleton';
import { averageRating } from './features/products-id/rating';
import { parseSearchParams } from './features/search/searchParams';
import { productListOf, queries } from './api/queries';
import { type ProductDetail, type Review, priceOf } from './api/types';
import type { ListScope } from './features/product-list/filterState';
import { metaDescription } from './seo/seo';

/** Loads beside the page's main data; a failure here shows in its own part of the page. */
const alongside = (...loads: Promise<unknown>[]) => Promise.allSettled(loads);

/** schema.org Product of a product page (offer in the page's currency, rating when reviewed). */
function productJsonLd(
  product: ProductDetail,
  url: string,
  description: string,
  reviews: readonly Review[],
): Record<string, unknown> {
  const images = [product.thumbnailImage, ...(product.gallery ?? [])]
    .map((m) => absoluteMediaUrl(m?.url, url))
    .filter((u): u is string => Boolean(u));
  return {
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
    ...(reviews.length > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: averageRating(reviews),
            reviewCount: reviews.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function scopeRoute(kind: 'category' | 'collection') {
  return route({
    // The title and description stay as sent; the list is an island.
    hydrate: 'islands',
    islands: () => import('./features/product-list/ProductList'),
    lazy:
      kind === 'category'
        ? () => import('./features/category-slug/CategoryPage').then((m) => m.CategoryPage)
        : () => import('./features/collection-slug/CollectionPage').then((m) => m.CollectionPage),
    fallback: <PageSkeleton page={`${kind}-slug`} />,
    async load({ params, search, contentLocale, query, pages }) {
      const slug = params.slug ?? '';
      const scope: ListScope = { kind, slug };
      const [entry] = await Promise.all([
        query(...queries.scope(kind, slug, contentLocale)),
        alongside(
          pages(productListOf(contentLocale, scope, search)),
          query(...queries.taxonomies(contentLocale)),
        ),
      ]);
      return entry;
    },
    meta: (entry) => ({
      title: entry.name,
      description: metaDescription(entry.description),
      image: previewImage(entry.cover),
    }),
  });
}

/**
 * Pages of the mf-catalog area, by their names in the route table (paths, access and layout are
 * the table's); paths are locale-free (the router's basename carries /zh or /jp).
 */
export const routes = {
  // Every page's code (its router links above all) is a chunk of its own: a page of islands loads
  // only its islands in the browser.
  products: route({
    // The title and text stay as sent; the list (filters, order, "load more") is an island.
    hydrate: 'islands',
    islands: () => import('./features/product-list/ProductList'),
    lazy: () => import('./features/products/ProductListPage').then((m) => m.ProductListPage),
    fallback: <PageSkeleton page="products" />,
    async load({ search, contentLocale, query, pages }) {
      await alongside(
        pages(productListOf(contentLocale, { kind: 'all' }, search)),
        query(...queries.taxonomies(contentLocale)),
      );
      return {};
    },
    meta: (_, { t }) => ({
      title: t('pages.products.title'),
      description: t('pages.products.description'),
    }),
  }),
  'products-id': route({
    // Its gallery, purchase, sharing and reviews hydrate; the description and cards stay as sent.
    hydrate: 'islands',
    islands: () => import('./features/products-id/productIslands'),
    lazy: () => import('./features/products-id/ProductDetailPage').then((m) => m.ProductDetailPage),
    fallback: <PageSkeleton page="products-id" />,
    async load({ params, contentLocale, query }) {
      const slug = params.id ?? '';
      // The purchase panel's free-shipping note reads the shop settings: loaded beside the product.
      const [product, reviews] = await Promise.all([
        query(...queries.product(slug, contentLocale)),
        query(...queries.reviews(slug)).catch(() => []),
        query(...queries.settings(contentLocale)).catch(() => null),
      ]);
      return product && { product, reviews };
    },
    meta: ({ product, reviews }, { url }) => {
      const description = metaDescription(
        blocksToText(product.description) || product.tastingNotes || '',
      );
      return {
        title: product.name,
        description,
        image: previewImage(product.thumbnailImage),
        type: 'product',
        jsonLd: productJsonLd(product, url, description, reviews),
      };
    },
  }),
  'category-slug': scopeRoute('category'),
  'collection-slug': scopeRoute('collection'),
  search: route({
    // The heading and the results stay as sent; the form (and results the server could not load)
    // are islands. Another search is another page, with its own heading and title.
    hydrate: 'islands',
    islands: () => import('./features/search/searchIslands'),
    newPageOnQuery: true,
    lazy: () => import('./features/search/SearchPage').then((m) => m.SearchPage),
    fallback: <PageSkeleton page="search" />,
    async load({ search, locale, query }) {
      const { term, page } = parseSearchParams(search);
      if (term) await alongside(query(...queries.search(term, locale, page)));
      return { term };
    },
    meta: ({ term }, { t }) => ({
      title: term ? t('search.titleFor', { term }) : t('pages.search.title'),
      description: t('pages.search.description'),
    }),
  }),
} satisfies AreaRouteMap<'mf-catalog'>;
