import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ProductListPage } from './features/products/ProductListPage';
import { CategoryPage } from './features/category-slug/CategoryPage';
import { CollectionPage } from './features/collection-slug/CollectionPage';
import { PageSkeleton } from './features/shared/PageSkeleton';
import { SearchPage } from './features/search/SearchPage';

// The product page (gallery, reviews, purchase) is its own chunk, so list pages load less.
let productDetailChunk: Promise<typeof import('./features/products-id/ProductDetailPage')> | null =
  null;
const loadProductDetail = () =>
  (productDetailChunk ??= import('./features/products-id/ProductDetailPage'));
const ProductDetailPage = lazy(() =>
  loadProductDetail().then((m) => ({ default: m.ProductDetailPage })),
);

/**
 * Loads the code of the page at `path` (locale-free) before the server's HTML is hydrated, so
 * the whole page is live at once instead of after another request.
 */
export function preloadPage(path: string): Promise<unknown> {
  return /^\/products\/[^/]+$/.test(path) ? loadProductDetail() : Promise.resolve();
}

/** Pages of the mf-catalog area; paths are locale-free (the router's basename carries /zh or /jp). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/products" element={<ProductListPage />} />
      <Route
        path="/products/:id"
        element={
          <Suspense fallback={<PageSkeleton page="products-id" />}>
            <ProductDetailPage />
          </Suspense>
        }
      />
      <Route path="/category/:slug" element={<CategoryPage />} />
      <Route path="/collection/:slug" element={<CollectionPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
